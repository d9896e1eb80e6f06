import { expect, test, type APIRequestContext } from "@playwright/test";
import { site } from "../../src/config/site";
import { GA_BASE_URL, watchErrors } from "./helpers";
import { headerValues, rawRequest } from "./raw-http";

/**
 * The security headers every answer carries, written out here by value (not imported from
 * src/config/security.ts, so that a change there must be made here too, on purpose).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
];
/** The same policy in the build with analytics: Google's hosts only where gtag needs them. */
const CSP_WITH_ANALYTICS = CSP.map((directive) =>
  directive
    .replace(/^script-src .*/, "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com")
    .replace(/^img-src .*/, "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com")
    .replace(
      /^connect-src .*/,
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    ),
);
const HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
};

/** Every kind of answer: pages, the 404 page, files, static assets, share images, data. */
async function answerPaths(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const cssPath = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  const ogPath = /property="og:image" content="https?:\/\/[^/]+(\/og\/[^"]+)"/.exec(html)?.[1];
  expect(cssPath).toBeTruthy();
  expect(ogPath).toBeTruthy();
  return [
    "/",
    "/dz?lang=fr",
    "/no-such-page",
    "/robots.txt",
    "/sitemap.xml",
    "/icon.svg",
    cssPath!,
    ogPath!,
    "/data/search/fr.json",
    "/data/region-suggestion/ar.json",
    "/data/altcha",
  ];
}

function expectSecurityHeaders(headers: Record<string, string>, where: string, csp: string[]) {
  expect(headers["content-security-policy"]?.split("; "), `CSP on ${where}`).toEqual(csp);
  for (const [name, value] of Object.entries(HEADERS)) expect(headers[name], `${name} on ${where}`).toBe(value);
  expect(headers["x-powered-by"], `x-powered-by on ${where}`).toBeUndefined();
}

test.describe("security headers and hostile input", () => {
  test("every kind of answer carries the security headers, with their values", async ({ request }) => {
    for (const path of await answerPaths(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(response.headers(), path, CSP);
    }
  });

  test("the build with analytics allows Google's hosts in its CSP, and nothing else changes", async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: GA_BASE_URL });
    for (const path of await answerPaths(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(response.headers(), `${path} (analytics)`, CSP_WITH_ANALYTICS);
    }
    await request.dispose();
  });

  test("the CSP lets the page load with no violation in the console", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/dz", { waitUntil: "networkidle" });
    await page.goto("/?lang=fr", { waitUntil: "networkidle" });
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  test("no analytics host is allowed when analytics is not configured", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"];
    expect(csp).not.toContain("googletagmanager");
  });

  /**
   * Each hostile request with its right answer: the status, and for a page the language the proxy
   * resolved (`<html lang dir>`) and the Cache-Control it sets, so a request that skipped the proxy
   * (a forged x-middleware-subrequest, say), lost its redirect or was rendered in a forged language
   * fails. A path that cannot be decoded is a 404 page from the site alone; nginx refuses it first,
   * with a 400, at the edge.
   */
  const pageAnswer = (lang: string, dir = lang === "ar" ? "rtl" : "ltr") => ({ lang, dir });
  const probes: {
    path: string;
    headers?: Record<string, string>;
    status: number | "refused";
    page?: { lang: string; dir: string };
    cookie?: string;
  }[] = [
    { path: "/%E0%A4%A", status: "refused", page: pageAnswer("en") },
    { path: "/dz/%", status: "refused", page: pageAnswer("ar") },
    { path: "/%00", status: "refused", page: pageAnswer("en") },
    { path: "/..%2F..%2Fetc%2Fpasswd", status: "refused", page: pageAnswer("en") },
    { path: `/?q=${"x".repeat(6000)}`, status: 200, page: pageAnswer("en") },
    { path: `/dz?lang=${"a".repeat(3000)}`, status: 200, page: pageAnswer("ar") },
    { path: "/?lang=%E0%A4%A", status: 200, page: pageAnswer("en") },
    { path: "/?region=global&lang=%ZZ", status: 200, page: pageAnswer("en") },
    { path: "/", headers: { cookie: "lang=%E0%A4%A; theme=<script>" }, status: 200, page: pageAnswer("en") },
    { path: "/", headers: { cookie: "lang=" + "x".repeat(3000) }, status: 200, page: pageAnswer("en") },
    { path: "/dz", headers: { "accept-language": "';--, *;q=abc, zz-ZZ;q=9" }, status: 200, page: pageAnswer("ar") },
    // The proxy runs all the same: it reads ?lang and sets the cookie.
    {
      path: "/?lang=fr",
      headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
      status: 200,
      page: pageAnswer("fr"),
      cookie: "fr",
    },
    {
      path: "/dz?lang=fr",
      headers: { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
      status: 200,
      page: pageAnswer("fr"),
      cookie: "fr",
    },
    {
      path: "/dz?lang=en",
      headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
      status: 200,
      page: pageAnswer("en"),
      cookie: "en",
    },
    // The edge's headers without its secret are ignored: the region's default language.
    { path: "/", headers: { "x-edge-lang": "ar", "x-edge-lang-source": "cookie" }, status: 200, page: pageAnswer("en") },
    {
      path: "/dz",
      headers: { "x-edge-lang": "<script>", "x-edge-secret": "guess", "x-cirta-region": "evil" },
      status: 200,
      page: pageAnswer("ar"),
    },
  ];

  test("malformed, huge, forged or odd requests get their right answer, never a 500", async ({ playwright, baseURL }, testInfo) => {
    const edge = testInfo.project.name === "edge";
    for (const { path, headers, status, page, cookie } of probes) {
      const label = `${path.slice(0, 40)} ${JSON.stringify(headers ?? {}).slice(0, 60)}`;
      // A visitor of their own each time: no cookie one probe sets reaches the next.
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.get(path, { headers, maxRedirects: 0 });
      if (status === "refused") {
        // nginx's own 400; the site alone answers with its 404 page in the region's language.
        expect(response.status(), label).toBe(edge ? 400 : 404);
        if (edge) continue;
      } else expect(response.status(), label).toBe(status);
      const html = await response.text();
      expect(/<html lang="([^"]+)" dir="([^"]+)"/.exec(html)?.slice(1), label).toEqual([page!.lang, page!.dir]);
      expect(response.headers()["cache-control"], label).toBe("private, no-cache");
      const setCookie = response.headers()["set-cookie"];
      if (cookie) expect(setCookie, label).toMatch(new RegExp(`^lang=${cookie};`));
      else expect(setCookie, label).toBeUndefined();
      await request.dispose();
    }
  });

  test("the edge refuses a raw path it and the site would read differently, with a 400 that carries the security headers (F10)", async ({
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "edge", "the edge's own refusal");
    // Sent as written (a browser or fetch would resolve the dot segments first): each reached a page
    // through a file location, in another zone and under a key without its language (H10).
    for (const path of ["/og%2Frnd1/../dz/app", "/_next%2Fx/../dz/app", "/dz/%2e%2e/app", "/dz/%2E%2E/app", "/dz/./app", "/dz/app/..", "/dz\\app", "/dz%5Capp"]) {
      const response = await rawRequest(baseURL!, path, [["Cookie", "lang=fr"]]);
      expect(response.status, path).toBe(400);
      expect(headerValues(response, "content-security-policy"), path).toEqual([expect.stringContaining("frame-ancestors 'none'")]);
      expect(headerValues(response, "x-frame-options"), path).toEqual(["DENY"]);
    }
    expect((await rawRequest(baseURL!, "/dz/app")).status).toBe(200);
  });

  test("the edge gives no answer at all to a host name the site does not serve (F18)", async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "edge", "the edge's own server names");
    const rebound: [string, string][] = [["Host", "rebind.attacker.example"]];
    // A page, and a lead form's POST from a page whose DNS name was rebound to the edge (H11).
    await expect(rawRequest(baseURL!, "/", rebound)).rejects.toThrow();
    const post = [...rebound, ["Origin", "http://rebind.attacker.example"], ["Sec-Fetch-Site", "same-origin"], ["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", "0"]] satisfies [string, string][];
    await expect(rawRequest(baseURL!, "/business/pay/contact", post, "POST")).rejects.toThrow();
    // The site's own name is answered.
    expect((await rawRequest(baseURL!, "/", [["Host", new URL(site.url).host]])).status).toBe(200);
  });

  test("a page answers GET and HEAD; any other method is a 405 that says what is allowed", async ({ request }) => {
    for (const path of ["/", "/dz", "/nothing"]) {
      const page = path !== "/nothing";
      const head = await request.fetch(path, { method: "HEAD", maxRedirects: 0 });
      expect(head.status(), `HEAD ${path}`).toBe(page ? 200 : 404);
      for (const method of ["OPTIONS", "POST", "PUT", "DELETE", "PATCH"]) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        // Where there is no page, a 404 whatever the method.
        expect(response.status(), `${method} ${path}`).toBe(page ? 405 : 404);
        expect(response.headers()["allow"], `${method} ${path}`).toBe(page ? "GET, HEAD" : undefined);
      }
    }
    // A lead form's page takes its POST (lead-forms.spec.ts), and says so.
    const put = await request.fetch("/dz/business/pay/contact", { method: "PUT", maxRedirects: 0 });
    expect([put.status(), put.headers()["allow"]]).toEqual([405, "GET, HEAD, POST"]);
  });

  test("forwarded-host and forged headers never redirect to another site", async ({ playwright, baseURL }, testInfo) => {
    const forged = {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      // The edge answers nothing to a Host it does not serve (the test above); the site alone does.
      ...(testInfo.project.name === "edge" ? {} : { host: "evil.example" }),
      "x-middleware-rewrite": "https://evil.example/",
      "x-nextjs-rewrite": "https://evil.example/",
    };
    // Each path with its one right answer: the locale form's redirect to our own path, or the page.
    for (const [path, status, location] of [
      ["/", 200, undefined],
      ["/dz/", 308, "/dz"],
      ["/dz?region=global&lang=fr", 303, "/?lang=fr"],
      ["/?region=ma&lang=en", 303, "/ma"],
      ["/?region=//evil.example&lang=en", 200, undefined],
      ["/no-such", 404, undefined],
    ] as const) {
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.get(path, { headers: forged, maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers()["location"], path).toBe(location);
      expect(await response.text()).not.toContain("evil.example");
      await request.dispose();
    }
  });

  test("a bad name under /data/ is a 404 that echoes nothing", async ({ request }, testInfo) => {
    for (const dir of ["search", "region-suggestion"]) {
      // Each good name answers; anything else under the folder is a 404.
      expect((await request.get(`/data/${dir}/fr.json`)).status(), dir).toBe(200);
      for (const name of ["xx.json", "EN.json", "en.json.bak", "en", "..%2F..%2Fpackage.json", "%3Cscript%3E.json", "en.json%00", `${"a".repeat(300)}.json`]) {
        const response = await request.get(`/data/${dir}/${name}`);
        // The edge refuses any percent-encoding in a file's path with a 400 (docs/deployment.md,
        // "Files never take two spellings"); the site alone answers 404.
        expect(response.status(), `${dir}/${name}`).toBe(testInfo.project.name === "edge" && /%/.test(name) ? 400 : 404);
        expect(await response.text(), `${dir}/${name}`).not.toMatch(/<script>\.json|package\.json|a{50}/);
      }
    }
  });

  test("nothing a visitor sends is reflected into the page", async ({ request }) => {
    const payload = `"><script>alert(1)</script>`;
    for (const path of [
      `/?lang=${encodeURIComponent(payload)}`,
      `/${encodeURIComponent(payload)}`,
      `/dz?x=${encodeURIComponent(payload)}`,
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("<script>alert(1)</script>");
    }
  });

  test("a request line with a raw TAB never leads to another site (the review's H13)", async ({ baseURL }) => {
    // The WHATWG parser drops a TAB: `/\t/evil.example` would read as `//evil.example`. nginx
    // refuses the control character (400); the site alone answers it on its own paths only.
    const answer = await rawRequest(baseURL!, "/\t/evil.example?region=global&lang=fr");
    expect(answer.status).not.toBe(500);
    const location = headerValues(answer, "location")[0] ?? "";
    expect(location).not.toMatch(/^(?:https?:)?\/\/(?!localhost[:/])/i);
    expect(location).not.toContain("evil.example");
  });
});
