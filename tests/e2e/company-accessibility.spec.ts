import { test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { expectNoAxeViolations } from "./axe";

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


for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`company pages in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of colorScheme === "light" ? PAGES : DARK) {
      for (const url of [`${path}?lang=en`, `/dz${path}`]) {
        test(`${url} has no axe violations (${colorScheme})`, async ({ page }) => {
          await page.goto(url);
          await waitForHydration(page);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
