import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import { waitForHydration } from "./helpers";

async function openPicker(page: Page, name = en.localePicker.title) {
  await waitForHydration(page);
  await page.getByRole("button", { name }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("locale picker", () => {
  test("the trigger is named 'Language and region' in the page's language and opens a dialog with a form", async ({ page }) => {
    await page.goto("/dz");
    const dialog = await openPicker(page, ar.header.localeTrigger);
    await expect(dialog.getByRole("radio")).toHaveCount(6);
    await expect(dialog.getByRole("radio", { name: "English" })).toHaveAttribute("value", "en");
    await expect(dialog.getByRole("radio", { name: "Français" })).toHaveAttribute("value", "fr");
    await expect(dialog.getByRole("radio", { name: "العربية" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: ar.localePicker.regions.dz })).toBeChecked();
    await expect(dialog.locator('input[name="region"]')).toHaveCount(3);
    await expect(dialog.getByText(ar.common.comingSoon)).toBeVisible();
    await expect(dialog.locator("svg").first()).toBeVisible();
  });

  test("confirming without changes closes the drawer and does not navigate", async ({ page }) => {
    await page.goto("/dz");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const dialog = await openPicker(page, ar.header.localeTrigger);
    await dialog.getByRole("button", { name: ar.localePicker.confirm }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveURL(/\/dz$/);
  });

  test("changing only the language reloads the current path with ?lang", async ({ page }) => {
    await page.goto("/dz");
    const dialog = await openPicker(page, ar.header.localeTrigger);
    await dialog.getByRole("radio", { name: "Français" }).check();
    await dialog.getByRole("button", { name: ar.localePicker.confirm }).click();
    await expect(page).toHaveURL(/\/dz\?lang=fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");
  });

  test("changing the region goes to its home, and the chosen language sticks without ?lang", async ({ page }) => {
    await page.goto("/");
    let dialog = await openPicker(page);
    await dialog.getByRole("radio", { name: en.localePicker.regions.dz }).check();
    await dialog.getByRole("button", { name: en.localePicker.confirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dz" && url.search === "");
    // Language unchanged (English), so the Algerian home opens in English thanks to the cookie.
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ lang: "en", region: "dz", hasSubPath: "true" });

    dialog = await openPicker(page);
    await dialog.getByRole("radio", { name: en.localePicker.regions.global }).check();
    await dialog.getByRole("radio", { name: "العربية" }).check();
    await dialog.getByRole("button", { name: en.localePicker.confirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("ar");
  });

  test("values that are not listed are rejected without navigating", async ({ page }) => {
    await page.goto("/");
    const dialog = await openPicker(page);
    await dialog.locator('input[name="lang"][value="fr"]').evaluate((input: HTMLInputElement) => {
      input.value = "de";
      input.checked = true;
    });
    await dialog.getByRole("button", { name: en.localePicker.confirm }).click();
    await expect(dialog.getByRole("alert")).toHaveText(en.localePicker.invalid);
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the locale form is reachable from the header and submits by GET to the right page", async ({ page }) => {
    await page.goto("/dz");
    await expect(page.locator('a[href="#locale-picker"]')).toHaveAccessibleName(`AR ${ar.header.localeTrigger}`);
    const form = page.locator("#locale-picker form");
    await expect(form).toBeVisible();
    await form.getByRole("radio", { name: "English" }).check();
    await form.getByRole("button", { name: ar.localePicker.confirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dz" && url.search === "?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const form2 = page.locator("#locale-picker form");
    await form2.getByRole("radio", { name: en.localePicker.regions.global }).check();
    await form2.getByRole("button", { name: en.localePicker.confirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("every header menu item is a real link in the server HTML", async ({ page }) => {
    await page.goto("/dz");
    for (const href of ["/dz/company", "/dz/app/wallet", "/dz/business/pay/pricing", "/dz/business/pro", "/dz/developer/pro"]) {
      await expect(page.getByRole("banner").locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("the menu trigger leads to the footer's site navigation", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/");
    await page.locator('a[href="#site-nav"]').click();
    await expect(page.locator("#site-nav")).toBeInViewport();
    await expect(page.locator("#site-nav").getByRole("link", { name: en.navigation.items.wallet.label })).toBeVisible();
  });
});
