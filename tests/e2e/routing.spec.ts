import { expect, test } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { langs } from "../../src/config/languages";
import { prefixedRegionIds } from "../../src/config/regions";
import { allPages } from "../../src/lib/content/pages";
import { expectPageEverywhere } from "./helpers";
import { EDGE_URL } from "./servers";

test.describe("regions and the 404 page", () => {
  test.describe("every page", () => {
    // Every page of the route registry (the homes, each section, every collection item), in each
    // region and language with ?lang=, on the site alone. Through the edge, the crawl
    // (quality-crawl.spec.ts) asserts the same of every page, region and language, the language
    // sent as a visitor's cookie; ?lang= through the edge is checked on the homes and sampled
    // pages (language.spec.ts, edge-cache.spec.ts).
    test.skip(({ baseURL }) => baseURL === EDGE_URL, "through the edge: quality-crawl.spec.ts");
    for (const path of allPages().filter((page) => !/\.(xml|yaml|md|txt|json)$/.test(page))) {
      test(`${path} answers 200 in every region and language with the right lang and dir`, async ({ request }) => {
        await expectPageEverywhere(request, path);
      });
    }
  });

  test("links on a regional page keep the region prefix, global links have none", async ({ page }) => {
    await page.goto("/dz");
    const dzLinks = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(dzLinks.length).toBeGreaterThan(20);
    for (const href of dzLinks) expect(href, href).toMatch(/^\/dz(\/|$|\?)/);

    await page.goto("/");
    const globalLinks = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of globalLinks) expect(href, href).not.toMatch(new RegExp(`^/(${[...prefixedRegionIds, ...langs].join("|")})(/|$)`));
    expect(globalLinks).toContain("/app/wallet");
  });

  test("unknown regions, language segments and unknown paths are 404s", async ({ request }) => {
    for (const path of ["/xx/app", "/fr/app", "/en", "/ar", "/global", "/dz/nothing-here", "/app/does-not-exist", "/en/global", "/ar/dz"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test("the 404 page is localized, has no header or footer, and links to the region's home", async ({ page }) => {
    const cases = [
      { path: "/no-such-page", lang: "en", home: "/", text: en.notFound.title },
      { path: "/dz/no-such-page", lang: "ar", home: "/dz", text: ar.notFound.title },
      { path: "/ma/no-such-page?lang=fr", lang: "fr", home: "/ma", text: fr.notFound.title },
    ];
    for (const { path, lang, home, text } of cases) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await page.getByTestId("region-home").click();
      await expect(page).toHaveURL((url) => url.pathname === home);
    }
  });

  test("every unknown path, slug or internal address gets the 404 page in the visitor's language, and no page is taken for one", async ({ playwright, baseURL }) => {
    const cases = [
      { path: "/dz/app/help/no-such-article?lang=fr", lang: "fr", home: 'href="/dz"', text: fr.notFound.title },
      { path: "/company/news/no-such-story", cookie: "lang=ar", lang: "ar", home: 'href="/"', text: ar.notFound.title },
      { path: "/developer/pay/reference/no-such-operation", lang: "en", home: 'href="/"', text: en.notFound.title },
      // The internal 404 page's own address is not a public page either.
      { path: "/ma/page-not-found", lang: "ar", home: 'href="/ma"', text: ar.notFound.title },
      { path: "/en/global/app", lang: "en", home: 'href="/"', text: en.notFound.title },
    ];
    for (const { path, cookie, lang, home, text } of cases) {
      // A new visitor each time: a ?lang= sets a cookie that would carry over.
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.get(path, { headers: cookie ? { cookie } : {} });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(text);
      expect(html, path).toContain(home);
      expect(html, path).toContain('<meta name="robots" content="noindex"');
      await request.dispose();
    }
    // Pages and files next to those answer as ever.
    const request = await playwright.request.newContext({ baseURL });
    for (const path of ["/dz/app/help/what-is-cc", "/company/news/page/1", "/dz/llms.txt", "/developer/pay/reference/create-checkout", "/.well-known/security.txt"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    await request.dispose();
  });

  test("the 404 page is complete in the server HTML (works without JavaScript)", async ({ request }) => {
    const response = await request.get("/dz/missing");
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(ar.notFound.title);
    expect(html).toContain('href="/dz"');
  });

  test("Morocco's home is a coming-soon landing; Algeria's is the full home", async ({ page }) => {
    await page.goto("/ma?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.comingSoon.title);
    await page.goto("/dz?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.hero.title);
  });
});
