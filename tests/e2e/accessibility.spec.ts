import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { PHONE, waitForHydration } from "./helpers";
import { appCopy, fill } from "./app-helpers";
import { expectNoAxeViolations } from "./axe";

/**
 * Axe (WCAG 2.2 AA) on what every-page.spec.ts, which scans every registered page in English and
 * Arabic (on a 320 px phone in light mode, and at 1280 px in dark mode), does not reach: the homes
 * at desktop width in light mode, /ma, French and the 404 pages in both colour schemes, and the
 * states only a click opens (menus, dialogs). The dark scans of `/` and `/dz` at desktop width are
 * every-page's (`/?lang=en`, `/dz?lang=ar`, 1280 px, dark).
 */
const PAGES = [
  { path: "/", what: "global home (en)", shell: true, dark: false },
  { path: "/dz", what: "Algerian home (ar)", shell: true, dark: false },
  { path: "/ma", what: "Moroccan coming-soon home (ar)", shell: true, dark: true },
  { path: "/dz?lang=fr", what: "Algerian home (fr)", shell: true, dark: true },
  // The 404 page has no header or footer.
  { path: "/no-such-page", what: "404 page (en)", shell: false, dark: true },
  { path: "/dz/no-such-page", what: "Algerian 404 page (ar)", shell: false, dark: true },
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const { path, what, shell } of PAGES.filter((page) => colorScheme === "light" || page.dark)) {
      test(`the ${what} has no axe violations in ${colorScheme} mode`, async ({ page }) => {
        await page.goto(path);
        if (shell) await waitForHydration(page);
        else await expect(page.locator("html")).toHaveAttribute("data-js", "");
        if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
        else await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("dialogs on a phone", () => {
  test.use({ viewport: PHONE });

  test("the open menu drawer has no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: en.navigation.openMenu }).click();
    const dialog = page.getByRole("dialog", { name: en.navigation.menuTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.navigation.menus.app, exact: true }).click();
    await expect(dialog.getByRole("link", { name: en.navigation.items.wallet.label, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the open locale picker has no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: en.header.localeTrigger }).click();
    await expect(page.getByRole("dialog", { name: en.localePicker.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("download modals", () => {
  test("the open 'Continue to the web version?' modal has no axe violations (ar, dark)", async ({ page }) => {
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
