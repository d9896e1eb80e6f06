import { expect, test } from "@playwright/test";
import en from "../../messages/sections/developer/en.json" with { type: "json" };
import ar from "../../messages/sections/developer/ar.json" with { type: "json" };
import { CLOCK_START, DESKTOP, PHONE, announcements, recordPoliteAnnouncements, stopClock, waitForHydration } from "./helpers";
import { site } from "../../src/config/site";
import { formatterFor } from "../../src/i18n/format";
import { expectNoAxeViolations } from "./axe";

const REF = en.docs.reference;

test.describe("docs behaviour", () => {
  test.use({ viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });

  test("copying a code sample shows a toast that disappears after 5 seconds", async ({ page }) => {
    await recordPoliteAnnouncements(page);
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/developer/pay/reference/create-checkout");
    await waitForHydration(page);
    const operation = page.locator("#createCheckout");
    const copy = operation.getByRole("button", { name: REF.copy }).first();
    const toast = page.getByText(REF.copied, { exact: true });
    // A first copy loads the toast UI (React reveals lazy parts on a timer); stopping the clock fires its 5 s.
    await copy.click();
    await expect.poll(() => announcements(page)).toContain(REF.copied);
    await stopClock(page);
    await expect(toast).toBeHidden();
    await copy.click();
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^curl -X POST "https:\/\/www\.cirta\.example\/sandbox\/pay\/v1\/checkouts"/,
    );
    // The clock stands still: only runFor moves it, so a slow machine cannot eat into the 5 s.
    await page.clock.runFor(3500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2000);
    await expect(toast).toBeHidden();
  });

  test("the sample language tabs switch the visible code, and the copy button copies the one shown", async ({ page }) => {
    await page.goto("/developer/pay/reference/get-balance");
    await waitForHydration(page);
    const operation = page.locator("#getBalance");
    const group = operation.getByRole("group", { name: REF.sampleLanguage });
    await expect(operation.getByText("curl -X GET", { exact: false })).toBeVisible();
    await group.getByText("Python", { exact: true }).click();
    await expect(operation.getByText("import requests", { exact: false })).toBeVisible();
    await expect(operation.getByText("curl -X GET", { exact: false })).toBeHidden();
    await operation.getByRole("button", { name: REF.copy }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^import os\nimport requests\n/);
  });

  test("the sidebar marks the section in view", async ({ page }) => {
    await page.goto("/developer/pay");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: en.docs.nav.label });
    await expect(sidebar).toBeVisible();
    await page.evaluate(() => document.getElementById("tag-checkouts")!.scrollIntoView({ block: "start" }));
    await expect(sidebar.locator('a[href="#tag-checkouts"]')).toHaveAttribute("aria-current", "true");
    await expect(sidebar.locator('a[aria-current="true"]')).toHaveCount(1);
  });

  test("sidebar links scroll to a tag of the index, and lead from one operation to another", async ({ page }) => {
    await page.goto("/developer/pro");
    const sidebar = page.getByRole("navigation", { name: en.docs.nav.label });
    await sidebar.locator('a[href="#tag-top-ups"]').click();
    await expect(page).toHaveURL(/#tag-top-ups$/);
    await expect(page.locator("#tag-top-ups-title")).toBeInViewport();
    await page.goto("/developer/pro/reference/create-topup");
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute("href", "/developer/pro/reference/create-topup");
    await sidebar.locator('a[href="/developer/pro/reference/retrieve-topup"]').click();
    await expect(page).toHaveURL(/\/developer\/pro\/reference\/retrieve-topup$/);
    await expect(page.locator("#retrieveTopup")).toBeAttached();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the contents menu opens and the sample tabs work on a phone", async ({ page }) => {
    await page.goto("/dz/developer/pay");
    const menu = page.getByText(ar.docs.nav.menu, { exact: true });
    await menu.click();
    const nav = page.getByRole("navigation", { name: ar.docs.nav.menu });
    await expect(nav).toBeVisible();
    await nav.locator('a[href="#tag-checkouts"]').click();
    await expect(page.locator("#tag-checkouts-title")).toBeInViewport();
    await page.locator("#createCheckout").getByRole("link").click();
    await expect(page).toHaveURL(/\/dz\/developer\/pay\/reference\/create-checkout$/);
    const operation = page.locator("#createCheckout");
    await operation.getByText("PHP", { exact: true }).first().click();
    await expect(operation.getByText("curl_setopt_array", { exact: false })).toBeVisible();
  });
});

test.describe("the sandbox's hosted test checkout (SPEC 12)", () => {
  test.use({ viewport: PHONE });

  test("a checkout's url opens its test payment page in Arabic and English; the test card decides: the prefilled one pays, 0035 fails for insufficient funds (without JavaScript)", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const key = ((await (await request.post("/sandbox/keys", { data: { api: "pay" } })).json()) as { secret_key: string }).secret_key;
    const headers = { authorization: `Bearer ${key}` };
    // The merchant's pages: pages of this site, which the browser can reach, on another origin
    // (127.0.0.1 for localhost): the form's 303 leaves the page's origin, as it would for a shop.
    const merchant = baseURL!.replace("//localhost:", "//127.0.0.1:");
    expect(merchant).not.toBe(baseURL);
    const success = `${merchant}/developer/pay?order=1042`;
    const failure = `${merchant}/developer/pro`;
    const create = async () => {
      const created = await request.post("/sandbox/pay/v1/checkouts", {
        headers,
        data: { amount: 4500, currency: "DZD", success_url: success, failure_url: failure, metadata: { order_id: "1042" } },
      });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: string; url: string };
    };
    const status = async (id: string) =>
      (await (await request.get(`/sandbox/pay/v1/checkouts/${id}`, { headers })).json()) as { status: string; failure_code?: string };
    const checkout = await create();
    // The site's own origin (NEXT_PUBLIC_SITE_URL) in the API's answer; the same path here.
    const url = new URL(checkout.url);
    expect(url.origin).toBe(site.url);
    expect(`${url.pathname}${url.search}`).toBe(`/dz/developer/checkout/${checkout.id}?lang=ar`);

    const payName = (text: string) => text.replaceAll("{payName}", site.products.pay);
    const arabic = await page.goto(`${url.pathname}${url.search}`);
    expect(arabic?.status()).toBe(200);
    expect(arabic?.headers()["cache-control"]).toBe("private, no-store");
    expect(arabic?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "ar");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("test-mode-banner")).toHaveText(payName(ar.checkout.banner));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.checkout.title);
    const amount = formatterFor("ar", "dz").number(4500, "money");
    await expect(page.getByTestId("checkout-amount")).toHaveText(amount);
    // The card field, filled in with the card that pays, and the documented test cards beside it.
    await expect(page.getByLabel(ar.checkout.pay.card)).toHaveValue("6280 5800 0000 0001");
    await expect(page.getByRole("table", { name: ar.pay.start.cards.caption })).toContainText("6280 5800 0000 0035");
    await expect(page.getByRole("button", { name: ar.checkout.expire.label })).toBeVisible();
    // Outside the registry, so no whole-site spec scans it: axe here, on the phone in light mode.
    await expectNoAxeViolations(page, "the test checkout in Arabic");
    await page.getByRole("button", { name: ar.checkout.pay.submit.replace("{amount}", amount) }).click();
    await page.waitForURL(success);
    expect(await status(checkout.id)).toMatchObject({ status: "paid" });
    // Paid: the page now says so, and offers the way back to the merchant instead of the card field.
    await page.goto(`${url.pathname}?lang=en`);
    await expect(html).toHaveAttribute("dir", "ltr");
    await expect(page.getByTestId("checkout-closed")).toContainText(en.checkout.closed.paid);
    await expect(page.getByLabel(en.checkout.pay.card)).toHaveCount(0);
    await expect(page.getByRole("link", { name: en.checkout.closed.back })).toHaveAttribute("href", success);
    await expectNoAxeViolations(page, "a closed test checkout in English");
    expect(errors).toEqual([]);

    // Without JavaScript, in English: the insufficient funds card, typed in and sent with Enter.
    const other = await create();
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
    const plain = await noScript.newPage();
    await plain.goto(`/dz/developer/checkout/${other.id}?lang=en`);
    await expect(plain.getByTestId("test-mode-banner")).toHaveText(payName(en.checkout.banner));
    await expect(plain.getByText("order_id")).toBeVisible();
    await plain.getByLabel(en.checkout.pay.card).fill("6280 5800 0000 0035");
    await plain.getByLabel(en.checkout.pay.card).press("Enter");
    await plain.waitForURL(failure);
    expect(await status(other.id)).toMatchObject({ status: "failed", failure_code: "insufficient_funds" });
    await plain.goto(`/dz/developer/checkout/${other.id}`);
    await expect(plain.getByTestId("checkout-closed")).toContainText(en.checkout.closed.insufficientFunds);
    await expect(plain.getByRole("link", { name: en.checkout.closed.back })).toHaveAttribute("href", failure);
    await noScript.close();

    // An id no key holds: the same section's page, saying so, with a 404 (in the language chosen above).
    const unknown = await page.goto("/dz/developer/checkout/chk_unknown");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.checkout.unknown.title);
  });
});
