import { langs } from "../../src/config/languages";
import { expect, test, type Page } from "@playwright/test";
import { allPages } from "../../src/lib/content/pages";
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
    // The copy is British English (docs/glossary.md), and says so to Open Graph.
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
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
    // Every registered page, in each region, exactly once, each with its alternates: the three
    // languages, x-default and the regional Arabic one.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const prefix of ["", "/dz", "/ma"])
      for (const path of allPages()) {
        const loc = `${SITE}${prefix}${path === "/" ? (prefix ? "" : "/") : path}`;
        expect(locs.filter((found) => found === loc || found === `${loc}/`), loc).toHaveLength(1);
      }
    const urls = xml.split("<url>").slice(1);
    const pages = urls.filter((url) => !url.includes("feed.xml"));
    expect(pages).toHaveLength(allPages().length * 3);
    for (const url of pages) {
      const hreflangs = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]);
      expect(hreflangs, url.slice(0, 80)).toEqual([...langs, "x-default", url.includes(`${SITE}/ma`) ? "ar-MA" : "ar-DZ"]);
    }
    expect(xml).toContain('hreflang="ar-DZ"');
    expect(xml).toContain('hreflang="x-default"');
  });
});

test.describe("share images", () => {
  /** The head's share tags, from the server HTML (what WhatsApp, Facebook, LinkedIn and X read). */
  async function shareTags(request: import("@playwright/test").APIRequestContext, url: string) {
    const html = await (await request.get(url)).text();
    const meta = (attr: "property" | "name", key: string) =>
      new RegExp(`<meta ${attr}="${key.replace(/:/g, ":")}" content="([^"]*)"`).exec(html)?.[1];
    return {
      title: meta("property", "og:title"),
      image: meta("property", "og:image"),
      width: meta("property", "og:image:width"),
      height: meta("property", "og:image:height"),
      alt: meta("property", "og:image:alt"),
      twitterImage: meta("name", "twitter:image"),
      card: meta("name", "twitter:card"),
    };
  }

  const PAGES = [
    "/",
    "/dz",
    "/ma",
    "/?lang=fr",
    "/dz/business/pay/pricing",
    "/business/pay/pricing?lang=fr",
    "/dz/app/help/qr-code-payments",
    "/company/news/numidia-bank-partnership",
    "/dz/company/news/numidia-bank-partnership",
    "/company/career/backend-engineer?lang=ar",
    "/dz/developer/pay/reference/create-checkout",
    "/dz/app/term",
  ];

  for (const url of PAGES) {
    test(`${url} declares its own 1200x630 image with its title as alt, for Open Graph and X`, async ({ request }) => {
      const tags = await shareTags(request, url);
      expect(tags.card).toBe("summary_large_image");
      expect(tags.image).toMatch(new RegExp(`^${SITE}/og/(${langs.join("|")})/(global|ma)/.+\\.png$`));
      expect(tags.twitterImage).toBe(tags.image);
      expect([tags.width, tags.height]).toEqual(["1200", "630"]);
      expect(tags.alt).toBe(tags.title);
      const image = await request.get(new URL(tags.image!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const png = await image.body();
      // PNG signature, then the IHDR's width and height.
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test("each language, each article and Morocco's home get an image of their own", async ({ request }) => {
    const images = await Promise.all(
      ["/", "/?lang=ar", "/?lang=fr", "/ma", "/company/news", "/company/news/numidia-bank-partnership", "/company/news/one-million-users"].map(
        async (url) => (await shareTags(request, url)).image,
      ),
    );
    expect(new Set(images).size).toBe(images.length);
    const bytes = await Promise.all(images.map(async (image) => (await request.get(new URL(image!).pathname)).body()));
    expect(new Set(bytes.map((body) => body.toString("base64"))).size).toBe(bytes.length);
  });

  test("an image path that names no page is a 404", async ({ request }) => {
    for (const path of ["/og/en/global/no-such-page.png", "/og/xx/global/home.png", "/og/en/dz/home.png", "/og/en/global/home"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
