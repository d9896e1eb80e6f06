import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { arabicShare, expectPageEverywhere, mainText } from "./helpers";

const slugs = (collection: string) => readdirSync(`content/${collection}`, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

export const COMPANY_PAGES = ["/company", "/company/news", "/company/career", "/company/partner", "/company/investor", "/company/contact", "/company/legal", "/company/accessibility", "/sitemap"];
export const LEGAL_PAGES = ["app", "business", "developer"].flatMap((section) => ["term", "privacy", "cookie"].map((doc) => `/${section}/${doc}`));
const ITEMS = [...slugs("news").map((slug) => `/company/news/${slug}`), ...slugs("career").map((slug) => `/company/career/${slug}`)];
const ALL = [...COMPANY_PAGES, ...LEGAL_PAGES, ...ITEMS];

test.describe("company and legal pages", () => {
  for (const path of ALL) {
    test(`${path} answers 200 in every region and language`, async ({ request }) => {
      await expectPageEverywhere(request, path);
    });

    test(`${path} reads as Arabic on /dz and as French, not English, with ?lang=fr`, async ({ request }) => {
      const ar = await mainText(request, `/dz${path}`);
      expect(arabicShare(ar), ar.slice(0, 300)).toBeGreaterThan(0.8);
      const [en, fr] = await Promise.all([mainText(request, `${path}?lang=en`), mainText(request, `${path}?lang=fr`)]);
      expect(fr.length).toBeGreaterThan(200);
      expect(fr).not.toEqual(en);
      expect(arabicShare(fr)).toBe(0);
    });
  }
});
