import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { edgeSecretEnv } from "@/edge/contract";
import { proxy } from "./proxy";

const SECRET = "test-secret-0123456789abcdef";

function call(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = proxy(new NextRequest(`http://localhost:3000${path}`, { headers, method }));
  // Only a lead form's POST is answered later (it reads the body): every GET at once.
  if (response instanceof Promise) throw new Error(`${path} was not answered at once`);
  return {
    status: response.status,
    rewrite: response.headers.get("x-middleware-rewrite"),
    // Absolute here; Next sends it relative when it is on the request's own origin.
    location: response.headers.get("location")?.replace(/^http:\/\/localhost:3000/, ""),
    cacheControl: response.headers.get("cache-control"),
    setCookie: response.headers.get("set-cookie"),
    allow: response.headers.get("allow"),
  };
}

/** The headers the edge adds to a request it forwards. */
function edge(lang: string, source: string, secret = SECRET) {
  return { "x-edge-secret": secret, "x-edge-lang": lang, "x-edge-lang-source": source };
}

describe("the proxy, alone (npm run serve)", () => {
  it("reads the language from the raw query, then the raw cookie, by resolve.ts's rule", () => {
    expect(call("/dz").rewrite).toMatch(/\/ar\/dz$/);
    expect(call("/dz", { cookie: "lang=fr" }).rewrite).toMatch(/\/fr\/dz$/);
    expect(call("/dz?lang=en", { cookie: "lang=fr" }).rewrite).toMatch(/\/en\/dz\?lang=en$/);
    // Hostile cookies name no language: the region's default.
    for (const cookie of ["Lang=fr", "lang=%66r", 'lang="fr"', "lang=xx; lang=fr"])
      expect(call("/dz", { cookie }).rewrite, cookie).toMatch(/\/ar\/dz$/);
    // Of two lang cookies, the first.
    expect(call("/", { cookie: "lang=ar; lang=fr" }).rewrite).toMatch(/\/ar\/global$/);
  });

  it("answers a page only to GET and HEAD, and a lead form's page to POST too: any other method is a 405", () => {
    for (const method of ["GET", "HEAD"]) expect(call("/dz", {}, method).rewrite, method).toMatch(/\/ar\/dz$/);
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/dz/app"]) {
        const answer = call(path, {}, method);
        expect([answer.status, answer.allow, answer.rewrite], `${method} ${path}`).toEqual([405, "GET, HEAD", null]);
      }
      // Where there is no page, there is nothing to allow.
      for (const path of ["/no-such-page", "/lead-submit", "/%E0%A4%A"]) {
        const answer = call(path, {}, method);
        expect([answer.status, answer.allow, answer.rewrite], `${method} ${path}`).toEqual([404, null, null]);
      }
    }
    for (const method of ["PUT", "DELETE", "OPTIONS"])
      expect(call("/dz/business/pay/contact", {}, method).allow, method).toBe("GET, HEAD, POST");
    // Not even the locale form's redirect for another method.
    expect(call("/dz?region=global&lang=en", {}, "DELETE").status).toBe(405);
  });

  it("keeps every page out of shared caches", () => {
    expect(call("/dz").cacheControl).toBe("private, no-cache");
    expect(call("/dz/no-such-page").cacheControl).toBe("private, no-cache");
  });

  it("ignores the edge's headers when it does not hold the edge's secret", () => {
    expect(call("/dz", edge("fr", "cookie", "anything")).rewrite).toMatch(/\/ar\/dz$/);
    expect(call("/dz", edge("fr", "cookie", "anything")).cacheControl).toBe("private, no-cache");
    expect(call("/dz", edge("fr", "query", "anything")).setCookie).toBeNull();
  });
});

describe("the proxy behind the edge (npm run serve:edge)", () => {
  beforeEach(() => {
    process.env[edgeSecretEnv] = SECRET;
  });
  afterEach(() => {
    delete process.env[edgeSecretEnv];
  });

  it("renders exactly the language the edge decided, whatever the request says", () => {
    expect(call("/dz", edge("fr", "cookie")).rewrite).toMatch(/\/fr\/dz$/);
    expect(call("/dz", { ...edge("en", "default"), cookie: "lang=ar" }).rewrite).toMatch(/\/en\/dz$/);
    expect(call("/dz?lang=ar", edge("fr", "cookie")).rewrite).toMatch(/\/fr\/dz\?lang=ar$/);
  });

  it("sets the cookie only when the edge says the query decided", () => {
    expect(call("/dz?lang=fr", edge("fr", "query")).setCookie).toMatch(/^lang=fr; Path=\/;/);
    expect(call("/dz", edge("fr", "cookie")).setCookie).toBeNull();
    expect(call("/dz?lang=fr", edge("fr", "cookie")).setCookie).toBeNull();
  });

  it("tells the edge how long it may keep each answer", () => {
    expect(call("/dz/app", edge("ar", "default")).cacheControl).toBe(
      "public, max-age=0, s-maxage=86400, stale-while-revalidate=86400, stale-if-error=604800",
    );
    expect(call("/dz/no-such-page", edge("ar", "default")).cacheControl).toMatch(/^public, max-age=0, s-maxage=86400,/);
    // The page that follows the calendar: a minute.
    expect(call("/business/pay/pricing", edge("en", "default")).cacheControl).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=60",
    );
    // An answer that sets a cookie, and the search page (it depends on ?q), are for the browser alone.
    expect(call("/dz?lang=fr", edge("fr", "query")).cacheControl).toBe("private, no-cache");
    expect(call("/dz/search?q=x", edge("ar", "default")).cacheControl).toBe("private, no-cache");
  });

  it("falls back to its own rule when the edge's values are not valid", () => {
    expect(call("/dz", { ...edge("de", "cookie"), cookie: "lang=fr" }).rewrite).toMatch(/\/fr\/dz$/);
    expect(call("/dz", edge("fr", "elsewhere")).rewrite).toMatch(/\/ar\/dz$/);
  });

  it("answers the locale form from the language the edge decided before the form", () => {
    // The form's own ?lang decided (source query): the language before it came from the cookie.
    const same = call("/dz/app?region=dz&lang=fr", { ...edge("fr", "query"), cookie: "lang=fr" });
    expect(same.status).toBe(303);
    expect(same.location).toBe("/dz/app");
    const changed = call("/dz/app?region=global&lang=en", edge("en", "query"));
    expect(changed.location).toBe("/?lang=en");
    expect(changed.setCookie).toMatch(/^lang=en;/);
  });
});
