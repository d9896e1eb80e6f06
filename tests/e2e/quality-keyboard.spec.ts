import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { DESKTOP, PHONE, waitForHydration } from "./helpers";

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: import("@playwright/test").Page, accessibleName: string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
    });
    if (name === accessibleName) return;
  }
  throw new Error(`"${accessibleName}" was not reached with Tab`);
}

test.describe("keyboard walk", () => {
  test("desktop: skip link, every menu by keyboard, locale picker open and close", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: en.common.skipToContent })).toBeFocused();

    for (const [menu, firstHref] of [
      ["About", "/company"],
      ["App", "/app"],
      ["Pay", "/business/pay"],
      ["POS", "/business/pro"],
      ["Developers", "/developer/pay"],
    ] as const) {
      await tabTo(page, menu);
      const trigger = page.getByRole("banner").getByRole("button", { name: menu, exact: true });
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      // The panel follows its button: the next Tab lands on the menu's first link.
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAttribute("href", firstHref);
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
    }

    // Its name starts with the code it shows (label in name, WCAG 2.5.3).
    await tabTo(page, `EN ${en.header.localeTrigger}`);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: en.localePicker.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: en.header.localeTrigger })).toBeFocused();
  });

  test("phone: the menu drawer opens with Enter, its menus expand with Enter, Escape returns focus", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await waitForHydration(page);
    await tabTo(page, en.navigation.openMenu);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: en.navigation.menuTitle });
    await expect(dialog).toBeVisible();
    const appMenu = dialog.getByRole("button", { name: "App", exact: true });
    await appMenu.focus();
    await page.keyboard.press("Enter");
    await expect(appMenu).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link", { name: en.navigation.items.wallet.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: en.navigation.openMenu })).toBeFocused();
  });

  // Whatever calls itself a button answers Space as well as Enter (WCAG 2.1.1), and Space does not
  // scroll the page: the menu and the language triggers are links (their no-JavaScript fallback)
  // with role=button.
  for (const { name, dialogName } of [
    { name: en.navigation.openMenu, dialogName: en.navigation.menuTitle },
    { name: `EN ${en.header.localeTrigger}`, dialogName: en.localePicker.title },
  ]) {
    test(`phone: '${name}' opens its dialog with Space, without scrolling the page`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto("/");
      await waitForHydration(page);
      const trigger = page.getByRole("banner").getByRole("button", { name, exact: true });
      await trigger.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("Space");
      const dialog = page.getByRole("dialog", { name: dialogName });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(new URL(page.url()).hash).toBe("");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }
});
