import { expect, test } from "@playwright/test";
import { arabicShare, mainText } from "./helpers";
import { registryPages } from "./registry-pages";
import { figures } from "../../src/data/company";
import { formatterFor } from "../../src/i18n/format";

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

  test("a headline figure keeps its «+» after the number on the right-to-left page, not «+1.200.000»", async ({ page }) => {
    await page.goto("/dz/company");
    const users = page.locator("dd bdi[dir=ltr]").first();
    const figure = formatterFor("ar", "dz").number(figures.find((item) => item.key === "users")!.value, "count");
    await expect(users).toHaveText(`${figure}+`);
    // Where the first digit and the sign are drawn: the sign must be to the right of the digits.
    const [digitLeft, plusLeft] = await users.evaluate((bdi) => {
      const walker = document.createTreeWalker(bdi, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      while (walker.nextNode()) nodes.push(walker.currentNode as Text);
      const leftOf = (node: Text, offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      const last = nodes.at(-1)!;
      return [leftOf(nodes[0]!, 0), leftOf(last, last.length - 1)];
    });
    expect(plusLeft).toBeGreaterThan(digitLeft);
  });
});
