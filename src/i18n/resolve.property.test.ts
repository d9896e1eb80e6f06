import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { langs, type Lang } from "@/config/languages";
import { regionIds, regions } from "@/config/regions";
import { langOfCookieHeader, langOfQuery, resolveLang, resolveRequest, splitRegion } from "./resolve";
import { localHref } from "./links";

/**
 * Property tests (fast-check) of SPEC 2's language rule against a model written the plain way
 * (split and compare), over queries and cookie headers made of language-like pieces.
 */
const isLang = (value: string | undefined): value is Lang => (langs as readonly string[]).includes(value ?? "");

/** The model: the first parameter named exactly `lang` decides; its raw value must be a code. */
function modelQuery(search: string): Lang | null {
  const first = search.split("&").find((part) => part === "lang" || part.startsWith("lang="));
  const value = first?.slice("lang=".length);
  return isLang(value) ? value : null;
}

/** The model: the first cookie named exactly `lang` (spaces before it allowed) decides; spaces after the value allowed. */
function modelCookie(header: string): Lang | null {
  const first = header.split(";").find((part) => /^ *lang=/.test(part));
  const value = first?.replace(/^ *lang=/, "").replace(/ +$/, "");
  return isLang(value) ? value : null;
}

const piece = fc.constantFrom(...langs, "xx", "EN", "%61r", '"ar"', "", " ar", "ar ");
const name = fc.constantFrom("lang", "Lang", "LANG", "langs", "xlang", "q", "region", " lang", "lang ");
const queryPart = fc.oneof(
  fc.tuple(name, piece).map(([key, value]) => `${key}=${value}`),
  name,
  fc.string({ maxLength: 6 }),
);
const query = fc.array(queryPart, { maxLength: 5 }).map((parts) => parts.join("&"));
const cookiePart = fc.oneof(
  fc.tuple(fc.constantFrom("", " ", "  "), name, piece).map(([space, key, value]) => `${space}${key}=${value}`),
  fc.string({ maxLength: 6 }),
);
const cookie = fc.array(cookiePart, { maxLength: 5 }).map((parts) => parts.join(";"));

describe("SPEC 2's language rule, for any query and cookie", () => {
  it("the query names the language its first `lang` parameter names, raw", () => {
    fc.assert(
      fc.property(query, (search) => {
        expect(langOfQuery(search), search).toBe(modelQuery(search));
      }),
      { numRuns: 2000 },
    );
  });

  it("the cookie header names the language its first `lang` cookie names, raw", () => {
    fc.assert(
      fc.property(cookie, (header) => {
        expect(langOfCookieHeader(header), header).toBe(modelCookie(header));
      }),
      { numRuns: 2000 },
    );
  });

  it("a valid query beats a valid cookie, which beats the region's default; only the query sets the cookie", () => {
    fc.assert(
      fc.property(fc.constantFrom(...regionIds), fc.option(piece), fc.option(piece), (region, q, c) => {
        const result = resolveLang({ region, query: q, cookie: c });
        const expected = isLang(q ?? undefined) ? q : isLang(c ?? undefined) ? c : regions[region].defaultLang;
        expect(result.lang).toBe(expected);
        expect(result.setCookie).toBe(isLang(q ?? undefined) ? q : null);
        expect(result.source).toBe(isLang(q ?? undefined) ? "query" : isLang(c ?? undefined) ? "cookie" : "default");
      }),
    );
  });

  it("a region's public path splits back into its region and rest", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.constantFrom(...regionIds), fc.array(segment, { maxLength: 3 }), (region, segments) => {
        const rest = `/${segments.join("/")}`;
        // A global path whose first segment names a region is that region's page, not the global one.
        fc.pre(!(region === "global" && regionIds.includes(segments[0] as never)));
        expect(splitRegion(localHref(region, rest))).toEqual({ region, rest });
        expect(resolveRequest({ pathname: localHref(region, rest), query: null, cookie: null })).toMatchObject({
          region,
          rest,
          lang: regions[region].defaultLang,
        });
      }),
    );
  });
});
