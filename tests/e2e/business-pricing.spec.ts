import { expect, test, type Page } from "@playwright/test";
import { holdLateScripts, waitForHydration } from "./helpers";
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

test.describe("the calculator's code loads on demand", () => {
  // A short window: the calculator starts far below the fold, so nothing but the visitor's focus asks for its code.
  test.use({ viewport: { width: 1280, height: 600 } });

  test("what a visitor types before it arrives is kept, and a submit made meanwhile runs", async ({ page }) => {
    const m = businessMessages.en.payPricing.calculator;
    const url = "/business/pay/pricing?lang=en";
    await page.goto(url);
    const scripts = await holdLateScripts(page);

    const amount = page.getByRole("textbox", { name: m.amountLabel });
    const volume = page.getByRole("textbox", { name: m.volumeLabel });
    await amount.focus();
    await expect.poll(scripts.count).toBeGreaterThan(0);
    // The calculator's code is on its way, held: the visitor types into the server's form meanwhile.
    await retype(page, "100001");
    await page.keyboard.press("Tab");
    await retype(page, "1000000");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(url);

    await scripts.release();
    const startup = page.locator('[data-result="startup"]');
    await expect(startup).toContainText(money("en-DZ-u-nu-latn", 2_500));
    await expect(startup).toContainText(m.notAvailable);
    await expect(page.locator('[data-result="comfort"]')).toContainText(m.recommended);
    await expect(amount).toHaveValue("100001");
    await expect(volume).toHaveValue("1000000");
    await expect(volume).toBeFocused();
  });
});

test("the fee calculator refuses amounts out of range with a localized message", async ({ page }) => {
  const m = businessMessages.ar.payPricing.calculator;
  await page.goto("/dz/business/pay/pricing");
  await waitForHydration(page);
  const amount = page.getByRole("textbox", { name: m.amountLabel });
  // Focus asks for the calculator's code; fill() below writes into one element, so let the interactive one be there first.
  await amount.focus();
  await expect(page.locator("#calculator [data-ready]")).toHaveCount(1);
  for (const [input, error] of [["0", m.errors.tooSmall], ["-5", m.errors.notNumber], ["99999999999", m.errors.tooLarge], ["", m.errors.empty]] as const) {
    await amount.fill(input);
    await page.getByRole("button", { name: m.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: error })).toBeVisible();
    await expect(amount).toBeFocused();
  }
});

/**
 * Promotions (src/data/promotions.ts): "zeroUntil2024" ran from 1 June 2024 to
 * 31 December 2024 and must never show again; "freePayoutsWinter" runs from
 * 1 November 2026 to 31 March 2027 (Algiers time). The pages are static, so the
 * server HTML holds what ran when the site was built, and the browser hides a
 * promotion once its end passes. These tests need a build made while the
 * winter offer runs; once it has ended, point them at a promotion that runs.
 */
const EXPIRED_TITLE = {
  en: "0% fees until 31 December 2024",
  fr: "0 % de frais jusqu’au 31 décembre 2024",
  ar: "رسوم صفرية حتى 31 ديسمبر 2024",
} as const;
const WINTER_TITLE = {
  en: "Unlimited free payouts this winter",
  fr: "Virements gratuits et illimités cet hiver",
  ar: "تحويلات مجانية بلا حدود هذا الشتاء",
} as const;
/** One minute before the winter offer ends (midnight, 1 April 2027, in Algiers). */
const WINTER_LAST_MINUTE = new Date("2027-03-31T23:59:00+01:00");
const WINTER_ENDED = new Date("2027-04-01T00:01:00+01:00");

test("the server renders the running promotion and never the expired one", async ({ request }) => {
  for (const [url, lang] of [
    ["/business/pay/pricing?lang=en", "en"],
    ["/dz/business/pay/pricing?lang=fr", "fr"],
    ["/dz/business/pay/pricing?lang=ar", "ar"],
  ] as const) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('data-promotion="freePayoutsWinter"');
    expect(html, url).toContain(WINTER_TITLE[lang]);
    expect(html, url).not.toContain('data-promotion="zeroUntil2024"');
    expect(html, url).not.toContain(EXPIRED_TITLE[lang]);
  }
});

test("a running promotion shows until its end, then hides in the open page", async ({ page }) => {
  await page.clock.install({ time: WINTER_LAST_MINUTE });
  await page.goto("/business/pay/pricing");
  await waitForHydration(page);
  const offers = page.getByRole("region", { name: "Current offers" });
  await expect(offers.getByRole("heading", { level: 3, name: WINTER_TITLE.en })).toBeVisible();
  await expect(offers.getByText("Until March 31, 2027", { exact: true })).toBeVisible();
  await expect(page.getByText(EXPIRED_TITLE.en)).toHaveCount(0);
  // Two minutes later the offer is over: it disappears without a reload.
  await page.clock.runFor(120_000);
  await expect(page.getByRole("heading", { name: WINTER_TITLE.en })).toBeHidden();
});

test("a promotion that ended after the build is hidden in the browser", async ({ page }) => {
  await page.clock.install({ time: WINTER_ENDED });
  await page.goto("/dz/business/pay/pricing?lang=ar");
  await waitForHydration(page);
  await expect(page.locator('[data-promotion="freePayoutsWinter"]')).toBeAttached();
  await expect(page.getByRole("heading", { name: WINTER_TITLE.ar })).toBeHidden();
  await expect(page.getByText(EXPIRED_TITLE.ar)).toHaveCount(0);
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
