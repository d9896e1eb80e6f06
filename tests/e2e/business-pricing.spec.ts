import { expect, test, type Page } from "@playwright/test";
import { isPromotionActive, promotions } from "../../src/data/promotions";
import { waitForHydration } from "./helpers";
import { businessMessages } from "./business-helpers";

const money = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "DZD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Replaces the content of the focused input by keyboard only. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

const CASES = [
  { lang: "en", url: "/business/pay/pricing", locale: "en-DZ-u-nu-latn" },
  { lang: "ar", url: "/dz/business/pay/pricing", locale: "ar-DZ-u-nu-latn" },
] as const;

for (const { lang, url, locale } of CASES) {
  test(`the fee calculator works by keyboard in ${lang}`, async ({ page }) => {
    const m = businessMessages[lang].payPricing;
    await page.goto(url);
    await waitForHydration(page);
    const amount = page.getByRole("textbox", { name: m.calculator.amountLabel });
    await amount.focus();

    // A clear, localized error for input that is not a number.
    await retype(page, "12abc");
    await page.keyboard.press("Enter");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: m.calculator.errors.notNumber })).toBeVisible();
    await expect(amount).toHaveAccessibleDescription(new RegExp(m.calculator.errors.notNumber.replace(/[.()]/g, "\\$&")));

    // 100,001 DZD, 1,000,000 DZD a month, fee paid by the customer.
    await expect(amount).toBeFocused();
    await retype(page, "100001");
    await expect(amount).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: m.calculator.volumeLabel })).toBeFocused();
    await retype(page, "1000000");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: m.calculator.payers.merchant })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: m.calculator.payers.customer })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: m.calculator.submit })).toBeFocused();
    await page.keyboard.press("Enter");

    const startup = page.locator('[data-result="startup"]');
    const comfort = page.locator('[data-result="comfort"]');
    // Above 100,000 DZD the startup fee is 2,500 DZD flat, added to the customer's payment.
    await expect(startup).toContainText(money(locale, 2_500));
    await expect(startup).toContainText(money(locale, 102_501));
    await expect(startup).toContainText(m.calculator.notAvailable);
    await expect(comfort).toContainText(money(locale, 2_200));
    await expect(comfort).toContainText(m.calculator.recommended);
    // Western digits only.
    expect(await page.locator("#calculator").innerText()).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });
}

test("the fee calculator refuses amounts out of range with a localized message", async ({ page }) => {
  const m = businessMessages.ar.payPricing.calculator;
  await page.goto("/dz/business/pay/pricing");
  await waitForHydration(page);
  const amount = page.getByRole("textbox", { name: m.amountLabel });
  for (const [input, error] of [["0", m.errors.tooSmall], ["-5", m.errors.notNumber], ["99999999999", m.errors.tooLarge], ["", m.errors.empty]] as const) {
    await amount.fill(input);
    await page.getByRole("button", { name: m.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: error })).toBeVisible();
    await expect(amount).toBeFocused();
  }
});

test("an expired promotion never renders, an active one does (real clock)", async ({ request }) => {
  const now = new Date();
  for (const url of ["/business/pay/pricing?lang=en", "/dz/business/pay/pricing?lang=fr", "/dz/business/pay/pricing?lang=ar"]) {
    const lang = /lang=(\w+)/.exec(url)![1] as "en" | "fr" | "ar";
    const html = await (await request.get(url)).text();
    expect(html).not.toContain(businessMessages[lang].payPricing.promotions.items.zeroUntil2024.title);
    for (const promotion of promotions) {
      if (!isPromotionActive(promotion, now)) expect(html, promotion.id).not.toContain(`data-promotion="${promotion.id}"`);
    }
  }
});

test("a promotion that ended after the build is hidden in the browser", async ({ page }) => {
  const last = promotions.reduce((a, b) => (Date.parse(a.end) > Date.parse(b.end) ? a : b));
  await page.clock.install({ time: new Date(Date.parse(last.end) + 60_000) });
  await page.goto("/business/pay/pricing");
  await waitForHydration(page);
  for (const promotion of promotions) await expect(page.locator(`[data-promotion="${promotion.id}"]`)).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the pricing page shows the fee schedule as a table", async ({ page }) => {
    const m = businessMessages.en.payPricing;
    await page.goto("/business/pay/pricing");
    const table = page.getByRole("table", { name: m.plans.items.startup.name });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(table).toContainText(/DZD\s10 \+ 2\.5%, minimum DZD\s25/);
    await expect(table).toContainText(/DZD\s2,500 flat/);
  });
});
