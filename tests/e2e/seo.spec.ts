import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };

const SITE = "https://www.cirta.example";

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
    ),
  }));
}
const strip = (url: string | null | undefined) => (url ?? "").replace(/\/(\?|$)/, "$1");

test.describe("SEO tags", () => {
  test("global home: canonical without query, alternates per language, x-default and ar-DZ", async ({ page }) => {
    await page.goto("/");
    const { canonical, alternates } = await headLinks(page);
    expect(strip(canonical)).toBe(SITE);
    expect(Object.fromEntries(Object.entries(alternates).map(([k, v]) => [k, strip(v as string)]))).toEqual({
      en: `${SITE}?lang=en`,
      fr: `${SITE}?lang=fr`,
      ar: `${SITE}?lang=ar`,
      "x-default": SITE,
      "ar-DZ": `${SITE}/dz`,
    });
  });

  test("a non-default language adds ?lang to the canonical", async ({ page, browser }) => {
    await page.goto("/dz?lang=fr");
    expect((await headLinks(page)).canonical).toBe(`${SITE}/dz?lang=fr`);
    // A new visitor (no cookie, no local storage) gets the default language.
    const fresh = await browser.newPage();
    await fresh.goto(new URL("/dz", page.url()).href);
    expect((await headLinks(fresh)).canonical).toBe(`${SITE}/dz`);
    await fresh.close();
  });

  test("Moroccan pages point to their ar-MA version", async ({ page }) => {
    await page.goto("/ma");
    const { alternates } = await headLinks(page);
    expect(alternates["ar-MA"]).toBe(`${SITE}/ma`);
    expect(alternates["ar-DZ"]).toBeUndefined();
  });

  test("title, description and Open Graph tags are localized", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(en.home.meta.title.replace("{brand}", "Cirta"));
    await page.goto("/dz");
    await expect(page).toHaveTitle(ar.home.meta.title.replace("{brand}", "Cirta"));
    const meta = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute("content"),
    }));
    expect(meta.description).toBe(ar.home.meta.description.replaceAll("{brand}", "Cirta"));
    expect(meta.ogTitle).toBe(ar.home.meta.title.replace("{brand}", "Cirta"));
    expect(meta.ogLocale).toBe("ar_DZ");
    expect(meta.ogUrl).toBe(`${SITE}/dz`);
    expect(meta.twitter).toBe("summary_large_image");
  });

  test("favicon, apple touch icon and manifest are served", async ({ page, request }) => {
    await page.goto("/");
    const icons = await page.evaluate(() => [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map((l) => l.getAttribute("href")!));
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });

  test("robots.txt names the sitemap; sitemap.xml lists every page of every region with alternates", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    for (const loc of [SITE, `${SITE}/dz`, `${SITE}/ma`]) expect(xml).toMatch(new RegExp(`<loc>${loc}/?</loc>`));
    expect(xml).toContain('hreflang="ar-DZ"');
    expect(xml).toContain('hreflang="x-default"');
  });
});
