import { expect, test } from "@playwright/test";
import en from "../../messages/sections/company/en.json" with { type: "json" };
import shared from "../../messages/en.json" with { type: "json" };
import sharedAr from "../../messages/ar.json" with { type: "json" };
import fr from "../../messages/sections/company/fr.json" with { type: "json" };
import ar from "../../messages/sections/company/ar.json" with { type: "json" };

const ARTICLE = "/company/news/payment-links-for-every-merchant";
const JOB = "/company/career/backend-engineer";

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));
}

test.describe("news articles and job posts", () => {
  test("unknown article and job slugs are 404s without header or footer", async ({ request, page }) => {
    for (const path of ["/company/news/no-such-article?lang=en", "/dz/company/news/nope?lang=ar", "/company/career/no-such-job?lang=en", "/ma/company/career/x?lang=ar"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      // The 404 page itself is in the server HTML (not an empty shell filled by the client).
      const html = await response.text();
      expect(html, path).toContain(path.endsWith("ar") ? sharedAr.notFound.title : shared.notFound.title);
      expect(html, path).not.toContain("<header");
    }
    const response = await page.goto("/dz/company/news/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("an article shows its date per language, reading time and Article structured data", async ({ request }) => {
    const fr = await (await request.get(`${ARTICLE}?lang=fr`)).text();
    expect(fr).toContain("14 octobre 2026");
    expect(fr).toMatch(/\d+ minutes? de lecture/);
    const enHtml = await (await request.get(`${ARTICLE}?lang=en`)).text();
    expect(enHtml).toContain("14 October 2026");
    const ar = await (await request.get(`/dz${ARTICLE}?lang=ar`)).text();
    expect(ar).toMatch(/14 [\u0600-\u06FF]+ 2026/);
    const [data] = jsonLd(fr).filter((item) => item["@type"] === "NewsArticle");
    expect(data).toMatchObject({ datePublished: "2026-10-14", inLanguage: "fr" });
    expect(String(data?.url)).toMatch(/\/company\/news\/payment-links-for-every-merchant\?lang=fr$/);
    // Its image is the article's own share image, and the publisher's logo a PNG (never an SVG): both served.
    const image = new URL(String(data?.image));
    expect(image.pathname).toBe("/og/fr/global/company/news/payment-links-for-every-merchant.png");
    const logo = new URL(String((data?.publisher as { logo?: { url?: string } } | undefined)?.logo?.url));
    for (const path of [image.pathname, logo.pathname]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("image/png");
    }
  });

  test("an article has share links with the absolute URL and a copy-link button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${ARTICLE}?lang=en`);
    const share = page.getByRole("region", { name: en.article.shareTitle });
    for (const [name, host] of [
      [en.article.shareX, "x.com"],
      [en.article.shareFacebook, "facebook.com"],
      [en.article.shareLinkedin, "linkedin.com"],
      [en.article.shareWhatsapp, "wa.me"],
    ] as const) {
      const href = await share.getByRole("link", { name: new RegExp(name) }).getAttribute("href");
      expect(href).toContain(host);
      expect(decodeURIComponent(href ?? "")).toMatch(/https?:\/\/[^ ]+\/company\/news\/payment-links-for-every-merchant/);
    }
    await page.locator("html[data-js]").waitFor();
    await share.getByRole("button", { name: en.article.copy }).click();
    await expect(page.getByTestId("toast")).toContainText(en.article.copied);
    // What was copied is the article's absolute address.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/[^ ]+\/company\/news\/payment-links-for-every-merchant(\?lang=en)?$/);
  });

  test("a job post has JobPosting structured data and a mailto to apply", async ({ request }) => {
    const html = await (await request.get(`/dz${JOB}?lang=en`)).text();
    const [data] = jsonLd(html).filter((item) => item["@type"] === "JobPosting");
    expect(data).toMatchObject({ employmentType: "FULL_TIME", datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // Only JobPosting's own properties (schema-dts types it in job-view.tsx): no inLanguage.
    expect(data).not.toHaveProperty("inLanguage");
    expect(html).toContain('href="mailto:careers@cirta.example?subject=');
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<(?!\/script)/);
  });

  test("every job post says, in its language, that the position is open to women and men alike", async ({ request }) => {
    for (const [lang, copy, words] of [
      ["en", en, "open to women and men alike"],
      ["fr", fr, "ouverts aux femmes comme aux hommes"],
      ["ar", ar, "مفتوحة للنساء والرجال"],
    ] as const) {
      expect(copy.job.applyBody).toContain(words);
      for (const slug of ["backend-engineer", "customer-care-adviser", "risk-analyst"]) {
        const html = await (await request.get(`/dz/company/career/${slug}?lang=${lang}`)).text();
        expect(html).toContain(copy.job.applyBody);
      }
    }
  });

  test("the careers page lists every open position", async ({ request }) => {
    const html = await (await request.get("/company/career?lang=en")).text();
    for (const slug of ["backend-engineer", "customer-care-adviser", "risk-analyst"]) expect(html).toContain(`href="/company/career/${slug}"`);
  });
});
