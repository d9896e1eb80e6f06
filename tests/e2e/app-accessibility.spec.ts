import { expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./helpers";
import { APP_PAGES, appCopy, fill } from "./app-helpers";
import { expectNoAxeViolations } from "./axe";



for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`personal section, ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of APP_PAGES) {
      for (const [prefix, lang] of [
        ["", "en"],
        ["/dz", "ar"],
      ] as const) {
        test(`${prefix}${path} (${lang}) has no axe violations in ${colorScheme} mode`, async ({ page }) => {
          await page.goto(`${prefix}${path}`);
          await waitForHydration(page);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}

test.describe("download modals", () => {
  test("the open 'Continue to web version?' modal has no axe violations (ar, dark)", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/dz/app/download");
    await waitForHydration(page);
    await page.locator('main a[href="https://app.cirta.example"]').click();
    await expect(page.getByRole("dialog", { name: appCopy.ar.download.webModal.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("on an iPhone", () => {
    test.use({ viewport: PHONE, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148" });
    test("the open Apple 'coming soon' modal has no axe violations", async ({ page }) => {
      await page.goto("/app/download");
      await waitForHydration(page);
      await page.locator('main a[href="#ios-soon"]').click();
      await expect(page.getByRole("dialog", { name: fill(appCopy.en.download.iosModal.title) })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
