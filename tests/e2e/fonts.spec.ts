import { expect, test, type Page } from "@playwright/test";
import { fontFiles } from "../../src/fonts/files";

/** The font files the page asked the server for. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const preloads = (page: Page) =>
  page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test.describe("web fonts", () => {
  for (const path of ["/dz", "/?lang=ar", "/dz/business/pay/pricing"]) {
    test(`${path} (ar) preloads the small Arabic and Latin subsets and draws its text with them`, async ({ page }) => {
      const requested = fontRequests(page);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      expect((await preloads(page)).sort()).toEqual([fontFiles.arabic.href, fontFiles.latin.href].sort());
      await page.evaluate(() => document.fonts.ready);
      const families = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
      expect(families).toContain(fontFiles.arabic.family);
      expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(new RegExp(`^"${fontFiles.arabic.family}"`));
      expect(requested).toContain(fontFiles.arabic.href);
      expect(requested.every((url) => url.startsWith("/fonts/"))).toBe(true);
    });
  }

  for (const path of ["/", "/dz?lang=fr"]) {
    test(`${path} (Latin) preloads only the Latin subset and never downloads the Arabic one`, async ({ page }) => {
      const requested = fontRequests(page);
      await page.goto(path);
      expect(await preloads(page)).toEqual([fontFiles.latin.href]);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(new RegExp(`^"${fontFiles.latin.family}"`));
      expect(requested).toEqual([fontFiles.latin.href]);
    });
  }

  test("a subset is served as WOFF2, cached for a year (its name changes with its bytes)", async ({ request }) => {
    for (const face of Object.values(fontFiles)) {
      const response = await request.get(face.href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("font/woff2");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await response.body()).length).toBe(face.bytes);
    }
    expect((await request.get("/fonts/latin.0000000000.woff2")).status()).toBe(404);
  });
});
