import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PAGES = [
  "/company",
  "/company/news",
  "/company/news/payment-links-for-every-merchant",
  "/company/career",
  "/company/career/backend-engineer",
  "/company/partner",
  "/company/investor",
  "/company/legal",
  "/company/accessibility",
  "/app/term",
  "/business/cookie",
  "/sitemap",
];
const DARK = ["/company", "/company/news", "/company/legal", "/app/term"];

async function expectNoViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = results.violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`).join("\n");
  expect(results.violations, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`company pages in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of colorScheme === "light" ? PAGES : DARK) {
      for (const url of [`${path}?lang=en`, `/dz${path}`]) {
        test(`${url} has no axe violations (${colorScheme})`, async ({ page }) => {
          await page.goto(url);
          await waitForHydration(page);
          await expectNoViolations(page);
        });
      }
    }
  });
}
