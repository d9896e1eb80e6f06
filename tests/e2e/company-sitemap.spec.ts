import { expect, test } from "@playwright/test";

const REGIONS = [
  { prefix: "", sitemap: "/sitemap?lang=en" },
  { prefix: "/dz", sitemap: "/dz/sitemap" },
  { prefix: "/ma", sitemap: "/ma/sitemap?lang=fr" },
];

test.describe("site map and security.txt", () => {
  test("/sitemap lists every page of its region that /sitemap.xml lists", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname).filter((path) => !path.endsWith("feed.xml"));
    expect(paths.length).toBeGreaterThan(20);
    for (const { prefix, sitemap } of REGIONS) {
      const html = await (await request.get(sitemap)).text();
      const mine = paths.filter((path) =>
        prefix ? path === prefix || path.startsWith(`${prefix}/`) : !/^\/(dz|ma)(\/|$)/.test(path),
      );
      expect(mine.length).toBe(paths.length / 3);
      for (const path of mine) expect(html, `${sitemap} links ${path}`).toContain(`href="${path}"`);
      expect(html).toContain(`href="${prefix}/company/news/feed.xml?lang=`);
    }
  });

  test("/sitemap names pages in the page's language", async ({ request }) => {
    const html = await (await request.get("/dz/sitemap")).text();
    expect(html).toMatch(/>شروط الاستخدام للتجار والموزعين</);
  });

  for (const { sitemap, prefix } of [
    { sitemap: "/dz/sitemap", prefix: "/dz" },
    { sitemap: "/dz/sitemap?lang=fr", prefix: "/dz" },
  ]) {
    test(`${sitemap} names every help article by its title in the page's language`, async ({ page, request }) => {
      await page.goto(sitemap);
      const links = page.locator(`main a[href^="${prefix}/app/help/"]`);
      expect(await links.count()).toBeGreaterThan(3);
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        const lang = sitemap.includes("lang=fr") ? "?lang=fr" : "";
        const article = await (await request.get(`${href}${lang}`)).text();
        const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(article)?.[1];
        expect(h1, href).toBeTruthy();
        // The article's own heading (HTML-escaped in the page, as the link's text is read back unescaped).
        expect((await link.textContent())?.replace(/'/g, "&#x27;").replace(/"/g, "&quot;"), href).toBe(h1);
      }
    });
  }

  test("/ma/sitemap shows the coming-soon notice like every Moroccan page but the home", async ({ page }) => {
    await page.goto("/ma/sitemap");
    await expect(page.getByTestId("region-notice")).toBeVisible();
    await page.goto("/ma");
    await expect(page.getByTestId("region-notice")).toHaveCount(0);
  });

  test("/.well-known/security.txt gives a contact, an expiry under a year ahead and the disclosure policy", async ({ request }) => {
    for (const path of ["/.well-known/security.txt", "/dz/.well-known/security.txt"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/plain");
      const text = await response.text();
      expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
      // RFC 9116: later than the day it is served, and less than a year ahead (computed, not written by hand).
      const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
      const served = Date.parse(response.headers()["date"] ?? "");
      expect(expires - served).toBeGreaterThan(90 * 86_400_000);
      expect(expires - served).toBeLessThan(365 * 86_400_000);
      // The policy is the section of the developer terms on reporting a vulnerability, and it is there.
      const policy = new URL(/^Policy: (\S+)$/m.exec(text)?.[1] ?? "");
      expect(policy.pathname + policy.hash).toBe("/developer/term#reporting-a-vulnerability");
      const terms = await (await request.get(policy.pathname)).text();
      expect(terms).toMatch(/<h2 id="reporting-a-vulnerability"[^>]*>Reporting a vulnerability</);
    }
  });
});
