import { langs } from "@/config/languages";
import { describe, expect, it } from "vitest";
import {
  cookieLangPattern,
  internalPath,
  langOfCookieHeader,
  langOfQuery,
  localeFormTarget,
  queryLangPattern,
  resolveLang,
  resolveRequest,
  splitRegion,
} from "./resolve";
// Written out, not read from the configuration under test.
const defaultLang = { global: "en", dz: "ar", ma: "ar" } as const;
const regionIds = ["global", "dz", "ma"] as const;

const invalid = [null, undefined, "", "EN", "Fr", "de", "en ", " ar", "ar-DZ", "zz", "<script>", "en,fr", "%65n"];
const candidates = [...langs, ...invalid];

describe("resolveLang: every combination of region, ?lang and cookie", () => {
  for (const region of regionIds) {
    for (const query of candidates) {
      for (const cookie of candidates) {
        it(`${region} ?lang=${String(query)} cookie=${String(cookie)}`, () => {
          const result = resolveLang({ region, query, cookie });
          if ((langs as readonly unknown[]).includes(query)) {
            expect(result).toEqual({ lang: query, source: "query", setCookie: query });
          } else if ((langs as readonly unknown[]).includes(cookie)) {
            expect(result).toEqual({ lang: cookie, source: "cookie", setCookie: null });
          } else {
            expect(result).toEqual({ lang: defaultLang[region], source: "default", setCookie: null });
          }
        });
      }
    }
  }

  it("defaults to English on the global site and Arabic on regional sites", () => {
    expect(resolveLang({ region: "global", query: null, cookie: null }).lang).toBe("en");
    expect(resolveLang({ region: "dz", query: null, cookie: null }).lang).toBe("ar");
    expect(resolveLang({ region: "ma", query: null, cookie: null }).lang).toBe("ar");
  });
});

describe("splitRegion", () => {
  it.each([
    ["/", "global", "/"],
    ["/dz", "dz", "/"],
    ["/dz/", "dz", "/"],
    ["/dz/app/wallet", "dz", "/app/wallet"],
    ["/ma/company", "ma", "/company"],
    ["/app/wallet", "global", "/app/wallet"],
    ["/xx/app", "global", "/xx/app"],
    ["/global/app", "global", "/global/app"],
    ["/DZ/app", "global", "/DZ/app"],
    ["/dzz", "global", "/dzz"],
    ["/fr/app", "global", "/fr/app"],
    // Without its leading slash, a path gets one; a region further down is no region.
    ["dz/app", "global", "/dz/app"],
    ["x/dz/app", "global", "/x/dz/app"],
  ])("%s is region %s, rest %s", (path, region, rest) => {
    expect(splitRegion(path)).toEqual({ region, rest });
  });
});

describe("resolveRequest and internalPath", () => {
  it("rewrites public paths to the internal [lang]/[region] route", () => {
    expect(internalPath(resolveRequest({ pathname: "/", query: null, cookie: null }))).toBe("/en/global");
    expect(internalPath(resolveRequest({ pathname: "/dz", query: null, cookie: null }))).toBe("/ar/dz");
    expect(internalPath(resolveRequest({ pathname: "/dz/app", query: "fr", cookie: "en" }))).toBe("/fr/dz/app");
    expect(internalPath(resolveRequest({ pathname: "/app/wallet", query: null, cookie: "ar" }))).toBe("/ar/global/app/wallet");
  });

  it("never turns a language into a path segment: /fr/app stays an unknown global path", () => {
    expect(internalPath(resolveRequest({ pathname: "/fr/app", query: null, cookie: null }))).toBe("/en/global/fr/app");
  });
});

describe("localeFormTarget (the locale form without JavaScript)", () => {
  const base = { currentRegion: "dz" as const, currentPath: "/app/wallet", currentLang: "ar" as const };
  it("keeps the page and adds ?lang when only the language changed", () => {
    expect(localeFormTarget({ ...base, region: "dz", lang: "fr" })).toBe("/dz/app/wallet?lang=fr");
  });
  it("reloads the same page when nothing changed", () => {
    expect(localeFormTarget({ ...base, region: "dz", lang: "ar" })).toBe("/dz/app/wallet");
  });
  it("goes to the new region's home, with ?lang only when the language changed", () => {
    expect(localeFormTarget({ ...base, region: "global", lang: "ar" })).toBe("/");
    expect(localeFormTarget({ ...base, region: "global", lang: "en" })).toBe("/?lang=en");
    expect(localeFormTarget({ ...base, region: "ma", lang: "fr" })).toBe("/ma?lang=fr");
  });
  it("rejects values that are not listed", () => {
    expect(localeFormTarget({ ...base, region: "xx", lang: "fr" })).toBeNull();
    expect(localeFormTarget({ ...base, region: "dz", lang: "de" })).toBeNull();
    expect(localeFormTarget({ ...base, region: "https://evil.example", lang: "fr" })).toBeNull();
    expect(localeFormTarget({ ...base, region: null, lang: null })).toBeNull();
  });
  it("never sends to another host: a path that is not one of this site's goes to the region's home (review I3)", () => {
    for (const currentPath of ["//evil.example", "//evil.example/app", "/\\evil.example", "evil.example", "https://evil.example/"]) {
      expect(localeFormTarget({ ...base, currentPath, region: "dz", lang: "fr" })).toBe("/dz?lang=fr");
      expect(localeFormTarget({ ...base, currentRegion: "global", currentPath, region: "global", lang: "ar" })).toBe("/");
    }
  });
});

describe("langOfQuery: the language a raw query string names (the rule nginx applies too)", () => {
  it.each([
    ["lang=fr", "fr"],
    ["lang=ar", "ar"],
    ["lang=en", "en"],
    ["x=1&lang=ar", "ar"],
    ["lang=ar&x=1", "ar"],
    ["region=dz&lang=fr", "fr"],
    ["xlang=fr", null],
    ["lang_=fr", null],
    ["LANG=fr", null],
    ["Lang=fr", null],
    ["lang=FR", null],
    ["lang=fr ", null],
    ["lang=fr%20", null],
    ["lang=%66r", null],
    ["%6Cang=fr", null],
    ["lang=de", null],
    ["lang=", null],
    ["lang", null],
    ["lang&lang=fr", null],
    ["lang=xx&lang=fr", null],
    ["lang=fr&lang=ar", "fr"],
    ["lang=fr;lang=ar", null],
    ["lang=en,fr", null],
    ["lang=fr#x", null],
    ["", null],
  ])("%j names %j", (search, lang) => {
    expect(langOfQuery(search)).toBe(lang);
  });

  it("answers null for nothing at all", () => {
    expect(langOfQuery(null)).toBeNull();
    expect(langOfQuery(undefined)).toBeNull();
  });

  it("stays linear on a huge query string", () => {
    const huge = `${"a=1&".repeat(50_000)}lang=ar`;
    expect(langOfQuery(huge)).toBe("ar");
    expect(langOfQuery(`${"lang=x&".repeat(20_000)}`)).toBeNull();
  });
});

describe("langOfCookieHeader: the language a raw Cookie header names (the rule nginx applies too)", () => {
  it.each([
    ["lang=fr", "fr"],
    ["a=1; lang=ar", "ar"],
    ["a=1;lang=ar", "ar"],
    ["lang=ar; a=1", "ar"],
    ["lang=ar ;a=1", "ar"],
    ["  lang=en  ", "en"],
    ["Lang=ar", null],
    ["LANG=ar", null],
    ["lang=%61r", null],
    ['lang="ar"', null],
    ["lang=AR", null],
    ["lang=ar-DZ", null],
    ["xlang=ar", null],
    ["mylang=ar; other=1", null],
    ["lang=ar; lang=fr", "ar"],
    ["lang=fr; lang=ar", "fr"],
    ["lang=xx; lang=ar", null],
    ["Lang=fr; lang=ar", "ar"],
    ["lang =ar", null],
    ["lang= ar", null],
    ["lang=ar,fr", null],
    ["", null],
  ])("%j names %j", (header, lang) => {
    expect(langOfCookieHeader(header)).toBe(lang);
  });

  it("answers null for no header", () => {
    expect(langOfCookieHeader(null)).toBeNull();
    expect(langOfCookieHeader(undefined)).toBeNull();
  });

  it("stays linear on a very long header", () => {
    expect(langOfCookieHeader(`${"a=1; ".repeat(3_000)}lang=fr`)).toBe("fr");
    expect(langOfCookieHeader(`${"x=".repeat(8_000)}`)).toBeNull();
  });

  it("is a pattern nginx can hold: no quote, no backslash (the edge's configuration writes it as is)", () => {
    for (const pattern of [queryLangPattern, cookieLangPattern]) expect(pattern).not.toMatch(/["\\]/);
  });
});
