import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { langs } from "@/config/languages";
import { regionIds, regions } from "@/config/regions";
import { prepaintScript } from "./prepaint-script";
import { langOfCookieHeader, langOfQuery, resolveRequest } from "./resolve";

/** Runs the exact inline script against a fake browser. */
function run(opts: { lang: string; path?: string; search?: string; cookie?: string; stored?: string; session?: Record<string, string>; cookiesWork?: boolean }) {
  const local = new Map<string, string>(opts.stored ? [["lang", opts.stored]] : []);
  const session = new Map<string, string>(Object.entries(opts.session ?? {}));
  let cookie = opts.cookie ?? "";
  let reloads = 0;
  const attrs: Record<string, string> = {};
  const document = {
    documentElement: { lang: opts.lang, setAttribute: (k: string, v: string) => (attrs[k] = v) },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      if (opts.cookiesWork === false) return;
      // As a browser does: a cookie of the same name (and path) is replaced, others are kept.
      const pair = value.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const others = cookie ? cookie.split("; ").filter((item) => item.slice(0, item.indexOf("=")) !== name) : [];
      cookie = [...others, pair].join("; ");
    },
  };
  const storage = (map: Map<string, string>) => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
  const location = { pathname: opts.path ?? "/", search: opts.search ?? "", protocol: "https:", reload: () => reloads++ };
  new Function("document", "window", "location", "sessionStorage", "URLSearchParams", prepaintScript)(
    document,
    { localStorage: storage(local) },
    location,
    storage(session),
    URLSearchParams,
  );
  return { local, session, cookie, reloads, attrs };
}

describe("pre-paint script", () => {
  it("marks the document as scripted", () => {
    expect(run({ lang: "en" }).attrs["data-js"]).toBe("");
  });
  it("keeps region and hasSubPath in step with the page", () => {
    expect(Object.fromEntries(run({ lang: "ar", path: "/dz/app" }).local)).toMatchObject({ region: "dz", hasSubPath: "true" });
    expect(Object.fromEntries(run({ lang: "en", path: "/app" }).local)).toMatchObject({ region: "global", hasSubPath: "false" });
    expect(Object.fromEntries(run({ lang: "ar", path: "/ma" }).local)).toMatchObject({ region: "ma", hasSubPath: "true" });
  });
  it("applies a stored language over the default: sets the cookie and reloads once", () => {
    const result = run({ lang: "ar", path: "/dz", stored: "fr" });
    expect(result.cookie).toContain("lang=fr");
    expect(result.reloads).toBe(1);
  });
  it("never reloads when a cookie already decided the language (cookie beats storage)", () => {
    const result = run({ lang: "en", cookie: "lang=en", stored: "fr" });
    expect(result.reloads).toBe(0);
    expect(result.local.get("lang")).toBe("en");
  });
  it("never reloads when ?lang decided the language, and remembers it", () => {
    const result = run({ lang: "fr", search: "?lang=fr", stored: "ar" });
    expect(result.reloads).toBe(0);
    expect(result.local.get("lang")).toBe("fr");
  });
  it("does not reload when cookies are blocked (no loop)", () => {
    expect(run({ lang: "ar", path: "/dz", stored: "fr", cookiesWork: false }).reloads).toBe(0);
  });
  it("does not reload twice in one session", () => {
    expect(run({ lang: "ar", path: "/dz", stored: "fr", session: { "lang-reload": "1" } }).reloads).toBe(0);
  });
  it("ignores invalid stored values and the page's own language", () => {
    expect(run({ lang: "ar", path: "/dz", stored: "de" }).reloads).toBe(0);
    expect(run({ lang: "ar", path: "/dz", stored: "ar" }).reloads).toBe(0);
  });
  it("reads ?lang raw, as the proxy does: an encoded value names no language", () => {
    // The proxy ignores `?lang=%61r` and renders the default (Arabic on /dz): a stored French wins.
    expect(run({ lang: "ar", path: "/dz", search: "?lang=%61r", stored: "fr" }).reloads).toBe(1);
    expect(run({ lang: "ar", path: "/dz", search: "?LANG=fr", stored: "fr" }).reloads).toBe(1);
    expect(run({ lang: "fr", path: "/dz", search: "?x=1&lang=fr", stored: "ar" }).reloads).toBe(0);
  });

  it("decides as the proxy decides, for every language and region of the configuration", () => {
    const segments = [...regionIds, "xx", "app", "DZ", "global", ""];
    const value = fc.constantFrom(...langs, "xx", "%61r", "", "AR");
    const query = fc.array(fc.tuple(fc.constantFrom("lang", "LANG", "x", "lang "), value), { maxLength: 3 });
    const cookie = fc.array(fc.tuple(fc.constantFrom("lang", "Lang", "theme"), value), { maxLength: 3 });
    fc.assert(
      fc.property(fc.constantFrom(...segments), fc.constantFrom("", "/", "/app", "/app/wallet"), query, cookie, fc.constantFrom(...langs), (first, rest, q, c, stored) => {
        const path = `/${first}${rest}`.replace(/\/\/+/, "/");
        const search = q.map(([k, v]) => `${k}=${v}`).join("&");
        const cookieHeader = c.map(([k, v]) => `${k}=${v}`).join("; ");
        // What the proxy does with a request (src/proxy.ts).
        const decided = resolveRequest({ pathname: path, query: langOfQuery(search), cookie: langOfCookieHeader(cookieHeader) });
        const result = run({ lang: decided.lang, path, search: search ? `?${search}` : "", cookie: cookieHeader, stored });
        expect(result.local.get("region")).toBe(decided.region);
        expect(result.local.get("hasSubPath")).toBe(regions[decided.region].prefix ? "true" : "false");
        // A language the server read from ?lang or the cookie is never overruled by local storage.
        const storageWins = decided.source === "default" && stored !== decided.lang;
        expect(result.reloads).toBe(storageWins ? 1 : 0);
        if (!storageWins) expect(result.local.get("lang")).toBe(decided.source === "default" ? stored : decided.lang);
      }),
      { numRuns: 2000 },
    );
  });
});
