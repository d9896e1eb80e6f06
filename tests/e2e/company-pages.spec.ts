import { expect, test } from "@playwright/test";
import { arabicShare, mainText } from "./helpers";
import { registryPages } from "./registry-pages";

/**
 * From the route registry: the company pages (every page whose copy is under `company.`, the
 * accessibility statement and the HTML site map included, with each news article and job), and
 * the nine legal documents (the `legal` group without copy of its own).
 */
export const COMPANY_PAGES = registryPages((entry) => "namespace" in entry.route && entry.route.namespace.startsWith("company."));
export const LEGAL_PAGES = registryPages((entry) => entry.route.group === "legal" && !("namespace" in entry.route));
const ALL = [...COMPANY_PAGES, ...LEGAL_PAGES];

test.describe("company and legal pages", () => {
  for (const path of ALL) {
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
