import { describe, expect, it } from "vitest";
import { prepaintScript } from "./prepaint-script";

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
      const pair = value.split(";")[0]!;
      cookie = cookie ? `${cookie}; ${pair}` : pair;
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
});
