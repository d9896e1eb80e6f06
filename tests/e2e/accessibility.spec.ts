import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { PHONE, waitForHydration } from "./helpers";
import { expectNoAxeViolations } from "./axe";


const PAGES = [
  { path: "/", what: "global home (en)", shell: true },
  { path: "/dz", what: "Algerian home (ar)", shell: true },
  { path: "/ma", what: "Moroccan coming-soon home (ar)", shell: true },
  { path: "/dz?lang=fr", what: "Algerian home (fr)", shell: true },
  // The 404 page has no header or footer.
  { path: "/no-such-page", what: "404 page (en)", shell: false },
  { path: "/dz/no-such-page", what: "Algerian 404 page (ar)", shell: false },
];



for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const { path, what, shell } of PAGES) {
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
