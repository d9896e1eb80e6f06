import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { edgeSecretEnv } from "@/edge/contract";
import { scriptHash } from "@/lib/csp/inline-scripts";
import { cspBuild, documentScripts } from "../tests/support/csp-build";
import { validSalesLead } from "../tests/support/lead-fixtures";
import { config, proxy } from "./proxy";

// A valid lead is stored by the lead proxy (src/lib/leads/submit.test.ts): not here.
vi.mock("@/lib/leads/submit", () => ({ submitLead: async () => "sent" }));

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

  it("answers a path that is no page, or cannot be decoded, with the pre-rendered 404 of its language and region", () => {
    expect(call("/dz/no-such-page")).toMatchObject({ status: 404, rewrite: "http://localhost:3000/ar/dz/page-not-found" });
    expect(call("/no-such-page?lang=fr")).toMatchObject({ status: 404, rewrite: "http://localhost:3000/fr/global/page-not-found?lang=fr" });
    // Any one segment is a page number to the route, but not a badly encoded one.
    expect(call("/company/news/page/2")).toMatchObject({ status: 200, rewrite: "http://localhost:3000/en/global/company/news/page/2" });
    expect(call("/company/news/page/%E0%A4%A")).toMatchObject({ status: 404, rewrite: "http://localhost:3000/en/global/page-not-found" });
    expect(call("/company/news/page/%E0%A4%A", {}, "PUT")).toMatchObject({ status: 404, allow: null, cacheControl: "private, no-cache" });
  });

  it("answers a sandbox path that cannot be decoded with the documents' JSON 404, and leaves every other to the sandbox (red team 2, S2-4)", async () => {
    for (const path of ["/sandbox/pay/v1/customers/%ED%A0%80", "/sandbox/pay/%ff", "/sandbox/pay/v1/customers/%", "/sandbox/keys%ff"]) {
      for (const method of ["GET", "POST"]) {
        const response = proxy(new NextRequest(`http://localhost:3000${path}`, { method })) as Response;
        expect([path, method, response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([
          path,
          method,
          404,
          "application/json; charset=utf-8",
          "no-store",
        ]);
        expect(response.headers.get("set-cookie")).toBeNull();
        const body = (await response.json()) as { error: { code: string; request_id: string } };
        expect(body.error).toMatchObject({ code: "resource_missing", request_id: expect.stringMatching(/^req_/) });
      }
    }
    // `/sandbox` itself (Next redirects `/sandbox/` there) is the sandbox's JSON 404, not the site's HTML page (S2-5).
    const root = proxy(new NextRequest("http://localhost:3000/sandbox")) as Response;
    expect([root.status, root.headers.get("content-type"), root.headers.get("x-middleware-rewrite")]).toEqual([
      404,
      "application/json; charset=utf-8",
      null,
    ]);
    expect(((await root.json()) as { error: { code: string } }).error.code).toBe("resource_missing");
    // A well-encoded one goes on to the sandbox's route as it came.
    const next = proxy(new NextRequest("http://localhost:3000/sandbox/pay/v1/customers/a%20b?lang=fr")) as Response;
    expect([next.headers.get("x-middleware-next"), next.headers.get("x-middleware-rewrite"), next.headers.get("set-cookie")]).toEqual(["1", null, null]);
    // Next runs the proxy for a path its matcher matches, raw (and decoded when it decodes): a sandbox path only with a `%`.
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(["/sandbox/pay/%ff", "/sandbox/keys%ff", "/sandbox/pay/v1/balance", "/about"].map((path) => matcher.test(path))).toEqual([true, true, false, true]);
  });

  it("answers the locale form without JavaScript with a 303, and only for listed values", () => {
    const moved = call("/dz/app?region=ma&lang=fr");
    expect([moved.status, moved.location, moved.setCookie]).toEqual([303, "/ma?lang=fr", expect.stringMatching(/^lang=fr; Path=\/;/)]);
    expect(call("/dz/app?region=dz&lang=ar")).toMatchObject({ status: 303, location: "/dz/app" });
    // Not listed: the page as usual, no redirect.
    for (const path of ["/dz/app?region=xx&lang=fr", "/dz/app?region=//evil.example&lang=fr", "/dz/app?lang=fr&region="]) {
      const page = call(path);
      expect([page.status, page.location, page.rewrite], path).toEqual([
        200,
        undefined,
        expect.stringMatching(/^http:\/\/localhost:3000\/fr\/dz\/app\?/),
      ]);
    }
  });

  it("sets the language cookie for the whole site, for a year, readable by the pre-paint script, Secure only in production", async () => {
    const cookie = call("/dz?lang=fr").setCookie;
    expect(cookie).toMatch(/^lang=fr; Path=\/; Expires=[^;]+; Max-Age=31536000; SameSite=lax$/);
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    try {
      const { proxy: production } = await import("./proxy");
      const response = production(new NextRequest("http://localhost:3000/dz?lang=fr")) as Response;
      expect(response.headers.get("set-cookie")).toMatch(/^lang=fr; Path=\/; Expires=[^;]+; Max-Age=31536000; Secure; SameSite=lax$/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("hands a lead form's POST to the lead proxy, with the language cookie of a ?lang", async () => {
    const body = new URLSearchParams(validSalesLead).toString();
    const request = new NextRequest("http://localhost:3000/dz/business/pay/contact?lang=fr", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const response = await proxy(request);
    expect([response.status, response.headers.get("location")]).toEqual([303, "http://localhost:3000/dz/business/pay/contact?reply=sent"]);
    expect(response.headers.get("set-cookie")).toMatch(/^lang=fr;/);
  });

  it("shows a lead form's reply page for a known ?reply= on its page, and the page itself otherwise", () => {
    expect(call("/dz/business/pay/contact?reply=sent")).toMatchObject({
      status: 200,
      rewrite: "http://localhost:3000/ar/dz/business/pay/contact/reply",
      cacheControl: "private, no-store",
      setCookie: null,
    });
    expect(call("/business/pay/contact?reply=limited&lang=fr")).toMatchObject({
      rewrite: "http://localhost:3000/fr/global/business/pay/contact/reply",
      setCookie: expect.stringMatching(/^lang=fr;/),
    });
    expect(call("/dz/business/pay/contact?reply=other").rewrite).toBe("http://localhost:3000/ar/dz/business/pay/contact?reply=other");
    // No form on the page: no reply page.
    expect(call("/dz/app?reply=sent").rewrite).toBe("http://localhost:3000/ar/dz/app?reply=sent");
    // No form on this page in this region (the notify form is Morocco's).
    expect(call("/dz?reply=sent").rewrite).toBe("http://localhost:3000/ar/dz?reply=sent");
    expect(call("/ma?reply=sent").rewrite).toBe("http://localhost:3000/ar/ma/reply");
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

  it("ignores the edge's headers with a wrong secret, of the same length or not", () => {
    for (const secret of ["x".repeat(SECRET.length), `${SECRET}x`, SECRET.slice(0, -1), ""]) {
      const answer = call("/dz", { ...edge("fr", "query", secret), cookie: "lang=en" });
      expect([answer.rewrite, answer.cacheControl, answer.setCookie], secret).toEqual([
        "http://localhost:3000/en/dz",
        "private, no-cache",
        null,
      ]);
    }
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
    // The edge's language stands, whatever the cookie says: nothing changed.
    expect(call("/dz/app?region=dz&lang=en", { ...edge("en", "default"), cookie: "lang=ar" }).location).toBe("/dz/app");
    // No cookie the edge did not decide.
    expect(call("/dz/app?region=global&lang=en", edge("fr", "cookie"))).toMatchObject({
      status: 303,
      location: "/?lang=en",
      setCookie: null,
    });
  });
});

describe("each page's Content-Security-Policy (next start)", () => {
  let distDir: string;
  let production: typeof proxy;
  beforeAll(async () => {
    distDir = cspBuild();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_DIST_DIR", distDir);
    vi.resetModules();
    production = (await import("./proxy")).proxy;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(distDir, { recursive: true, force: true });
  });

  /** The policy the response carries, and the one the rewritten request hands to Next (null when the request is handed on as it came). */
  async function policies(path: string, init: { headers?: Record<string, string>; method?: string; body?: string } = {}) {
    const response = await production(new NextRequest(`http://localhost:3000${path}`, init));
    return {
      status: response.status,
      response: response.headers.get("content-security-policy"),
      request: response.headers.get("x-middleware-request-content-security-policy"),
    };
  }
  const scriptSrc = (policy: string | null) => /script-src ([^;]+)/.exec(policy ?? "")?.[1];
  const documentHashes = documentScripts.map(scriptHash).join(" ");

  it("gives a pre-rendered page the hashes of its own inline scripts, and hands Next the request as it came", async () => {
    const home = await policies("/dz");
    expect(scriptSrc(home.response)).toBe(
      ["'self'", documentHashes, scriptHash("self.__next_f=[]"), scriptHash('self.__next_f.push([1,"home"])')].join(" "),
    );
    expect(home.request).toBeNull();
    // The 404 page of the language and region, with its own.
    const missing = await policies("/dz/no-such-page");
    expect([missing.status, scriptSrc(missing.response)]).toEqual([
      404,
      `'self' ${documentHashes} ${scriptHash('self.__next_f.push([1,"404"])')}`,
    ]);
    expect(scriptSrc((await policies("/app")).response)).toContain(scriptHash('self.__next_f.push([1,"app"])'));
  });

  it("lets the page regenerated at run time run its inline scripts, and leaves files to the configured policy", async () => {
    expect(scriptSrc((await policies("/business/pay/pricing")).response)).toBe("'self' 'unsafe-inline'");
    expect((await policies("/llms.txt")).response).toBeNull();
    expect((await policies("/company/news/feed.xml")).response).toBeNull();
  });

  it("gives the search page a nonce of its own, on the response and on the request Next renders, never the client's", async () => {
    const headers = {
      "content-security-policy": "script-src 'nonce-chosen'",
      "content-security-policy-report-only": "script-src 'nonce-chosen'",
    };
    const first = await policies("/dz/search?q=wallet", { headers });
    const second = await policies("/dz/search?q=wallet", { headers });
    expect(scriptSrc(first.response)).toMatch(
      new RegExp(`^'self' 'nonce-[A-Za-z0-9+/]{22}==' ${documentHashes.replace(/[+/]/g, "\\$&")}$`),
    );
    expect(first.request).toBe(first.response);
    expect(second.response).not.toBe(first.response);
    expect(first.response).not.toContain("chosen");
  });

  it("gives a lead form's reply page a nonce of its own: after the 303, and as the answer to a POST without JavaScript", async () => {
    const reply = await policies("/dz/business/pay/contact?reply=sent&lang=fr");
    expect(scriptSrc(reply.response)).toMatch(/^'self' 'nonce-[^']+' 'sha256-/);
    expect(reply.request).toBe(reply.response);
    const refused = await policies("/dz/business/pay/contact?lang=fr", {
      method: "POST",
      body: "form=sales",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(422);
    expect(scriptSrc(refused.response)).toMatch(/^'self' 'nonce-[^']+' 'sha256-/);
    expect(refused.request).toBe(refused.response);
  });
});
