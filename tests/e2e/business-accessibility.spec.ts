import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { BUSINESS_PAGES } from "./business-helpers";
import { expectNoAxeViolations } from "./axe";



for (const { path } of BUSINESS_PAGES) {
  for (const url of [path, `/dz${path}`]) {
    test(`${url} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
}

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  for (const url of ["/business/pay/pricing", "/dz/business/pay/pricing", "/dz/business/pro/pricing", "/business/pay/method"]) {
    test(`${url} has no axe violations in dark mode`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
      await expectNoAxeViolations(page);
    });
  }
});
