import { expect, test, type Browser } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import { site } from "../../src/config/site";
import { waitForHydration } from "./helpers";

/** A visitor whose browser says where they are: its languages and its time zone. */
async function visitor(browser: Browser, locale: string, timezoneId: string) {
  const context = await browser.newContext({ locale, timezoneId });
  return { context, page: await context.newPage() };
}

test.describe("regional site suggestion", () => {
  test("an Arabic browser in Algeria is offered the same page on the Algerian site, in Arabic, without anything moving", async ({ browser }) => {
    const { context, page } = await visitor(browser, "ar-DZ", "Africa/Algiers");
    await page.goto("/business/pay/pricing");
    await waitForHydration(page);
    const bar = page.getByRole("region", { name: ar.regionSuggestion.label });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("lang", "ar");
    await expect(bar).toHaveAttribute("dir", "rtl");
    await expect(bar).toContainText(ar.regionSuggestion.dz.text);
    // Arabic is the Algerian site's default: no ?lang.
    await expect(bar.getByRole("link", { name: ar.regionSuggestion.dz.action })).toHaveAttribute("href", "/dz/business/pay/pricing");
    // Fixed to the window: it covers, it does not push (the page's layout is the control's).
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    // Never a redirect.
    expect(new URL(page.url()).pathname).toBe("/business/pay/pricing");
    await context.close();
  });

  test("a French browser on Algerian time gets the offer in French, to the page in French", async ({ browser }) => {
    const { context, page } = await visitor(browser, "fr-DZ", "Africa/Algiers");
    await page.goto("/");
    const bar = page.getByRole("region", { name: fr.regionSuggestion.label });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: fr.regionSuggestion.dz.action })).toHaveAttribute("href", "/dz?lang=fr");
    await bar.getByRole("link").click();
    await expect(page).toHaveURL(/\/dz\?lang=fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // Never on a regional page.
    await waitForHydration(page);
    await expect(page.getByTestId("region-suggestion")).toHaveCount(0);
    await context.close();
  });

  test("a browser in Morocco is offered the Moroccan page and its coming soon", async ({ browser }) => {
    const { context, page } = await visitor(browser, "fr-MA", "Africa/Casablanca");
    await page.goto("/app/wallet?lang=en");
    const bar = page.getByRole("region", { name: fr.regionSuggestion.label });
    await expect(bar).toContainText(fr.regionSuggestion.ma.text.replace("{brand}", site.name).replace(" :", "\u202F:"));
    await expect(bar.getByRole("link", { name: fr.regionSuggestion.ma.action })).toHaveAttribute("href", "/ma/app/wallet?lang=fr");
    await context.close();
  });

  test("the time zone alone is enough, and the offer speaks the page's language when the browser's is not ours", async ({ browser }) => {
    const { context, page } = await visitor(browser, "de-DE", "Africa/Algiers");
    await page.goto("/company");
    const bar = page.getByRole("region", { name: en.regionSuggestion.label });
    await expect(bar.getByRole("link", { name: en.regionSuggestion.dz.action })).toHaveAttribute("href", "/dz/company?lang=en");
    await context.close();
  });

  test("closing it is remembered", async ({ browser }) => {
    const { context, page } = await visitor(browser, "ar-DZ", "Africa/Algiers");
    await page.goto("/");
    const bar = page.getByTestId("region-suggestion");
    await bar.getByRole("button", { name: ar.regionSuggestion.dismiss }).click();
    await expect(bar).toHaveCount(0);
    await page.goto("/app");
    await waitForHydration(page);
    await expect(page.getByTestId("region-suggestion")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("regionSuggestionDismissed"))).toBe("1");
    await context.close();
  });

  test("a visitor who chose a region in the locale picker is not asked again", async ({ browser }) => {
    const { context, page } = await visitor(browser, "ar-DZ", "Africa/Algiers");
    await page.goto("/?lang=en");
    await waitForHydration(page);
    await page.getByRole("button", { name: en.header.localeTrigger }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: en.localePicker.regions.global }).check();
    await dialog.getByRole("radio", { name: "Français" }).check();
    await dialog.getByRole("button", { name: en.localePicker.confirm }).click();
    await expect(page).toHaveURL(/lang=fr/);
    await waitForHydration(page);
    await expect(page.getByTestId("region-suggestion")).toHaveCount(0);
    await context.close();
  });

  test("a browser with no sign of Algeria or Morocco sees nothing", async ({ browser }) => {
    const { context, page } = await visitor(browser, "en-US", "Europe/Paris");
    for (const path of ["/", "/business/pay/pricing"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId("region-suggestion")).toHaveCount(0);
    }
    await context.close();
  });
});
