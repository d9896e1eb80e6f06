import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { GA_BASE_URL, watchErrors } from "./helpers";
import { headerValues, rawRequest } from "./raw-http";

/**
 * The security headers every answer carries, written out here by value (not imported from
 * src/config/security.ts, so that a change there must be made here too, on purpose). This CSP is
 * the one of files, data and the global 404: no inline script at all.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
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
const GTM = "https://www.googletagmanager.com";
const CSP_WITH_ANALYTICS = CSP.map((directive) =>
  directive
    .replace(/^script-src .*/, `script-src 'self' ${GTM}`)
    .replace(/^img-src .*/, "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com")
    .replace(
      /^connect-src .*/,
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    ),
);
/**
 * A page's policy is the same but for its `script-src`, which names its own inline scripts: a
 * pre-rendered page by their hashes, a page rendered per request by a nonce (and the document's
 * two scripts by hash), the pricing page, regenerated at run time, any. Never a bare
 * `'unsafe-inline'` but there.
 */
const HASH = String.raw`'sha256-[A-Za-z0-9+/]{43}='`;
const SCRIPT_SRC = {
  preRendered: new RegExp(String.raw`^script-src 'self'(?: ${HASH})+$`),
  perRequest: new RegExp(String.raw`^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' ${HASH} ${HASH}$`),
  regenerated: /^script-src 'self' 'unsafe-inline'$/,
};
const HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
};

/** Every kind of answer: pages (the 404 page included), files, static assets, share images, data. */
async function answerPaths(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const cssPath = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  const ogPath = /property="og:image" content="https?:\/\/[^/]+(\/og\/[^"]+)"/.exec(html)?.[1];
  expect(cssPath).toBeTruthy();
  expect(ogPath).toBeTruthy();
  return [
    { path: "/", scriptSrc: SCRIPT_SRC.preRendered },
    { path: "/dz?lang=fr", scriptSrc: SCRIPT_SRC.preRendered },
    { path: "/no-such-page", scriptSrc: SCRIPT_SRC.preRendered },
    { path: "/search?q=wallet", scriptSrc: SCRIPT_SRC.perRequest },
    { path: "/dz/business/pay/contact?reply=sent", scriptSrc: SCRIPT_SRC.perRequest },
    { path: "/business/pay/pricing", scriptSrc: SCRIPT_SRC.regenerated },
    ...["/robots.txt", "/sitemap.xml", "/icon.svg", "/llms.txt", cssPath!, ogPath!].map((path) => ({ path, scriptSrc: null })),
    ...["/data/search/fr.json", "/data/region-suggestion/ar.json", "/data/altcha"].map((path) => ({ path, scriptSrc: null })),
  ];
}

/** The directives of a response's one CSP (two headers would fail here). */
function cspOf(response: APIResponse): string[] {
  const values = response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(
    values.map((header) => header.value),
    `one CSP on ${response.url()}`,
  ).toHaveLength(1);
  return values[0]!.value.split("; ");
}

/** The headers by value; a page's `script-src` by its form (`scriptSrc`), Google's host last in the build with analytics. */
function expectSecurityHeaders(response: APIResponse, where: string, csp: string[], scriptSrc: RegExp | null) {
  const actual = cspOf(response);
  const scripts = csp.findIndex((directive) => directive.startsWith("script-src "));
  if (scriptSrc) {
    const analytics = csp[scripts]!.endsWith(` ${GTM}`);
    const own = analytics ? actual[scripts]?.replace(new RegExp(` ${GTM}$`), "") : actual[scripts];
    expect(own, `script-src on ${where}`).toMatch(scriptSrc);
    if (analytics) expect(actual[scripts], `script-src on ${where}`).toMatch(new RegExp(` ${GTM}$`));
    expect(actual.toSpliced(scripts, 1), `CSP on ${where}`).toEqual(csp.toSpliced(scripts, 1));
  } else expect(actual, `CSP on ${where}`).toEqual(csp);
  const headers = response.headers();
  for (const [name, value] of Object.entries(HEADERS)) expect(headers[name], `${name} on ${where}`).toBe(value);
  expect(headers["x-powered-by"], `x-powered-by on ${where}`).toBeUndefined();
}

/** The `script-src` sources of a response's CSP. */
function scriptSources(response: APIResponse): string[] {
  return (
    cspOf(response)
      .find((directive) => directive.startsWith("script-src "))
      ?.split(" ")
      .slice(1) ?? []
  );
}

/**
 * The inline scripts of a page as the browser runs them, worked out here from the HTML (not with
 * src/lib/csp): each `<script>` without `src` whose type is none or JavaScript (JSON-LD is data),
 * its text hashed as CSP does, and its nonce.
 */
function inlineScripts(html: string) {
  return [...html.replace(/\r\n?/g, "\n").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/\stype="(?!text\/javascript"|module")/.test(attributes))
    .map(({ attributes, text }) => ({
      hash: `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
      nonce: /\snonce="([^"]+)"/.exec(attributes)?.[1] ?? null,
      text: text.slice(0, 60),
    }));
}

/**
 * What a page's policy allows compared with what it runs: a pre-rendered page lists exactly the
 * hashes of its inline scripts; a page rendered per request gives its nonce to Next's scripts,
 * external ones included, and lists exactly the hashes of the others (the document's two).
 */
async function expectPolicyFitsPage(response: APIResponse, where: string, kind: "preRendered" | "perRequest") {
  const sources = scriptSources(response);
  const html = await response.text();
  const scripts = inlineScripts(html);
  expect(sources, where).not.toContain("'unsafe-inline'");
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? null;
  const hashes = sources.filter((source) => source.startsWith("'sha256-"));
  if (kind === "preRendered") {
    expect(nonce, where).toBeNull();
    expect(scripts.length, `${where} runs inline scripts`).toBeGreaterThan(2);
    expect(hashes, where).toEqual([...new Set(scripts.map((script) => script.hash))]);
  } else {
    expect(nonce, where).not.toBeNull();
    const carried = scripts.filter((script) => script.nonce === nonce);
    const others = scripts.filter((script) => script.nonce !== nonce);
    expect(carried.length, `${where}: Next's inline scripts carry the nonce`).toBeGreaterThan(1);
    expect(hashes, `${where}: the others by hash`).toEqual(others.map((script) => script.hash));
    expect(others.length, `${where}: the document's two scripts`).toBe(2);
    const external = [...html.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/g)].map(([tag]) => tag);
    expect(external.length, where).toBeGreaterThan(0);
    for (const tag of external) expect(tag, where).toContain(`nonce="${nonce}"`);
  }
}

/** A lead form's POST as a browser without JavaScript sends it: a field left wrong, so the page comes back (422). */
function postWithoutJavaScript(request: APIRequestContext, path: string) {
  const form = new URLSearchParams({
    form: "sales",
    organisation: "Boulangerie",
    name: "Amina",
    email: "amina-at-example",
    consent: "yes",
  });
  return request.post(path, { data: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" }, maxRedirects: 0 });
}

/**
 * Records every CSP violation of each document the page loads, from its very start (an init script
 * runs before the page's own), in `window.__violations`.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Adds an inline script to the loaded page, as an injection would; returns whether it ran. */
function injectInlineScript(page: Page) {
  return page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}

test.describe("security headers and hostile input", () => {
  test("every kind of answer carries the security headers, with their values, and one CSP", async ({ request }) => {
    for (const { path, scriptSrc } of await answerPaths(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(response, path, CSP, scriptSrc);
    }
  });

  test("the build with analytics allows Google's hosts in its CSP, and nothing else changes", async ({ playwright }, testInfo) => {
    test.skip(testInfo.project.name !== "edge", "GA_BASE_URL, the same server in both projects");
    const request = await playwright.request.newContext({ baseURL: GA_BASE_URL });
    for (const { path, scriptSrc } of await answerPaths(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(response, `${path} (analytics)`, CSP_WITH_ANALYTICS, scriptSrc);
    }
    await expectPolicyFitsPage(await request.get("/dz"), "/dz (analytics)", "preRendered");
    await expectPolicyFitsPage(await request.get("/search?q=wallet"), "/search (analytics)", "perRequest");
    await request.dispose();
  });

  test("a pre-rendered page allows exactly its own inline scripts, by their hashes", async ({ request }) => {
    // The home pages, a page in French, the 404 page, the API reference (one more script of its own).
    for (const path of ["/dz", "/", "/ma?lang=fr", "/dz/no-such-page", "/developer/pay"])
      await expectPolicyFitsPage(await request.get(path), path, "preRendered");
  });

  test("a page rendered per request has a nonce of its own, never stored: the search page and the lead forms' reply pages", async ({
    request,
  }, testInfo) => {
    const edge = testInfo.project.name === "edge";
    const answers = {
      "/search?q=wallet": () => request.get("/search?q=wallet"),
      "/dz/search?q=%D9%81%D8%A7%D8%AA%D9%88%D8%B1%D8%A9": () => request.get("/dz/search?q=%D9%81%D8%A7%D8%AA%D9%88%D8%B1%D8%A9"),
      "/dz/business/pay/contact?reply=sent": () => request.get("/dz/business/pay/contact?reply=sent"),
      "/ma?reply=sent": () => request.get("/ma?reply=sent"),
      "POST /dz/business/pay/contact (no JavaScript)": () => postWithoutJavaScript(request, "/dz/business/pay/contact"),
    };
    for (const [where, answer] of Object.entries(answers)) {
      const first = await answer();
      expect(first.status(), where).toBe(where.startsWith("POST") ? 422 : 200);
      await expectPolicyFitsPage(first, where, "perRequest");
      // A second visitor gets another nonce: the edge neither stores nor answers it from its cache.
      const second = await answer();
      expect(scriptSources(second)[1], where).not.toBe(scriptSources(first)[1]);
      if (edge) expect(second.headers()["x-cache-status"] ?? "not cached", where).not.toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
    }
  });

  test("a pre-rendered page keeps its policy through the edge's cache: the same hashes, fixed for the build", async ({
    request,
  }, testInfo) => {
    const first = await request.get("/dz/app");
    const second = await request.get("/dz/app");
    expect(cspOf(second)).toEqual(cspOf(first));
    if (testInfo.project.name === "edge") expect(second.headers()["x-cache-status"]).toBe("HIT");
    await expectPolicyFitsPage(second, "/dz/app, again", "preRendered");
  });

  test("the CSP lets the pages load with no violation in the console", async ({ page }) => {
    const errors = watchErrors(page);
    await recordViolations(page);
    for (const path of ["/dz", "/?lang=fr", "/search?q=wallet", "/dz/business/pay/contact?reply=sent", "/business/pay/pricing"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await violations(page), path).toEqual([]);
    }
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  test("the document's pre-paint scripts run under each page's policy: dark mode before the first paint, Arabic right to left", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await recordViolations(page);
    // A stored dark choice, and what the document is when it has been parsed (before any bundle runs).
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      document.addEventListener(
        "DOMContentLoaded",
        () => {
          const html = document.documentElement;
          (window as unknown as { __atDomReady: unknown }).__atDomReady = {
            dark: html.classList.contains("dark"),
            js: html.hasAttribute("data-js"),
            dir: html.dir,
          };
        },
        { once: true },
      );
    });
    // Pre-rendered (hashes), rendered per request (nonce and the document's two hashes), a reply page.
    for (const path of ["/dz", "/dz/search?q=wallet", "/dz/business/pay/contact?reply=sent"]) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const atDomReady = await page.evaluate(() => (window as unknown as { __atDomReady: unknown }).__atDomReady);
      expect(atDomReady, path).toEqual({ dark: true, js: true, dir: "rtl" });
      expect(await page.evaluate(() => localStorage.getItem("region")), `${path}: the pre-paint script ran`).toBe("dz");
      await page.waitForLoadState("load");
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("the browser refuses an inline script injected into a page: pre-rendered, rendered per request, a reply page", async ({ page }) => {
    await recordViolations(page);
    const load = {
      "/dz": () => page.goto("/dz"),
      "/search?q=wallet": () => page.goto("/search?q=wallet"),
      // A lead form's POST as a browser without JavaScript sends it (a form of its own, submitted
      // natively, outside the page's script): the page answers with its reply page.
      "the reply page to a POST": async () => {
        await page.goto("/dz/business/pay/contact?lang=en");
        await Promise.all([
          page.waitForURL("**/dz/business/pay/contact", { waitUntil: "load" }),
          page.evaluate(() => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = location.pathname;
            for (const [name, value] of Object.entries({ form: "sales", email: "amina-at-example" }))
              form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
            document.body.append(form);
            HTMLFormElement.prototype.submit.call(form);
          }),
        ]);
        await expect(page.getByTestId("lead-error-summary")).toBeVisible();
      },
    };
    for (const [where, open] of Object.entries(load)) {
      await open();
      await page.waitForLoadState("load");
      expect(await violations(page), `${where}: its own scripts run`).toEqual([]);
      expect(await injectInlineScript(page), `${where}: the injected script ran`).toBe(false);
      // One violation, the injected script's (no sample: the policy asks for none, 'report-sample').
      expect(await violations(page), where).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
    }
  });

  test("the build with analytics refuses an injected inline script too", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "edge", "GA_BASE_URL, the same server in both projects");
    const context = await browser.newContext({ baseURL: GA_BASE_URL });
    // A visitor who accepted analytics (SPEC 11): Google's script runs beside the page's own.
    await context.addCookies([{ name: "consent", value: "granted", url: GA_BASE_URL }]);
    const page = await context.newPage();
    await page.route(`${GTM}/**`, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
    await recordViolations(page);
    await page.goto("/dz", { waitUntil: "networkidle" });
    expect(await violations(page)).toEqual([]);
    expect(await injectInlineScript(page)).toBe(false);
    expect(await violations(page)).toHaveLength(1);
    await context.close();
  });

  test("the global 404 of the paths the proxy skips runs no inline script, and reads without it", async ({ page, request }) => {
    for (const path of ["/_next/no-such-file", "/fonts/no-such-font.woff2"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path, CSP, null);
    }
    await recordViolations(page);
    const response = await page.goto("/_next/no-such-file");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("region-home")).toHaveAttribute("href", "/");
    // Its own inline scripts are refused, as any would be: it needs none.
    expect(new Set((await violations(page)).map((violation) => violation.split(" ").slice(0, 2).join(" ")))).toEqual(
      new Set(["script-src-elem inline"]),
    );
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
