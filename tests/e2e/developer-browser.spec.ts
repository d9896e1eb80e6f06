import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import en from "../../messages/sections/developer/en.json" with { type: "json" };
import ar from "../../messages/sections/developer/ar.json" with { type: "json" };
import { CLOCK_START, DESKTOP, PHONE, announcements, recordPoliteAnnouncements, stopClock, waitForHydration } from "./helpers";
import { site } from "../../src/config/site";
import { formatterFor } from "../../src/i18n/format";
import { expectNoAxeViolations } from "./axe";
import { maskedKey } from "../../src/lib/sandbox/browser-key";
import { SIGNATURE_HEADER, WEBHOOK_SECRET_ENV, verificationSamples } from "../../src/lib/openapi/verification";
import { startReceiver } from "../support/webhook-receiver";
import { WEBHOOK_RECEIVER_PORTS } from "./servers";

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
    // No key button without JavaScript: the keys step's cURL request gets one.
    await expect(page.getByTestId("key-box")).toBeHidden();
    await expect(page.locator("#getting-started pre").first()).toContainText("/sandbox/keys");
    const menu = page.getByText(ar.docs.nav.menu, { exact: true });
    await menu.click();
    const nav = page.getByRole("navigation", { name: ar.docs.nav.menu });
    await expect(nav).toBeVisible();
    await nav.locator('a[href="#tag-checkouts"]').click();
    await expect(page.locator("#tag-checkouts-title")).toBeInViewport();
    await page.locator("#createCheckout").getByRole("link").click();
    await expect(page).toHaveURL(/\/dz\/developer\/pay\/reference\/create-checkout$/);
    // Try it is written by the server, but nothing could send it: hidden, no dead button.
    await expect(page.getByTestId("try-it")).toHaveCount(1);
    await expect(page.getByTestId("try-it")).toBeHidden();
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

test.describe("a test key in one click, and Try it (issue 42)", () => {
  test.use({ viewport: DESKTOP });
  const KEY = ar.docs.sandbox.key;
  const TRY = ar.docs.sandbox.tryIt;

  test("on /dz/developer/pay in Arabic: the key is shown once, kept after a reload and written into the samples; Try it, whose code loads only when it is opened, creates a checkout and links its test page; paid there, checkout.paid reaches the developer's endpoint signed as the docs say, and is listed (issue 42's Done when)", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // The whole journey of issue 42's "Done when", one page after another, with the worker's delivery.
    const origin = new URL(baseURL!).origin;
    // Scripts the page asks for, and those that hold Try it's panel (its code names `try-it-answer`).
    const scripts: string[] = [];
    const panelScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.url());
      if ((await response.text().catch(() => "")).includes("try-it-answer")) panelScripts.push(response.url());
    });
    await page.goto("/dz/developer/pay");
    await waitForHydration(page);
    const box = page.getByTestId("key-box");
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === "/sandbox/keys");
    await box.getByRole("button", { name: KEY.get }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { secret_key: key, expires_at: expiresAt } = (await answer.json()) as { secret_key: string; expires_at: string };
    await expect(page.getByTestId("test-key")).toHaveText(key);
    await expect(box).toContainText(KEY.once);
    // The expiry in the page's language, by the site's formatter (the server's date: no clock of this test's).
    await expect(box).toContainText(KEY.expires.replace("{date}", formatterFor("ar", "dz").dateTime(new Date(expiresAt), "dayAlgiers")));
    await expect(page.getByTestId("key-status")).toHaveText(KEY.created);
    // Focus moved to the new key's box (the button it replaced is gone).
    await expect(box.getByRole("heading", { name: KEY.title })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("sandbox-key-pay"))).toBe(key);
    // The guides' samples: the key and this page's sandbox, where the server wrote the variable and the site's URL.
    const guideSample = page.locator("#getting-started [data-sample] pre").first();
    await expect(guideSample).toContainText(`Bearer ${key}`);
    await expect(guideSample).toContainText(`${origin}/sandbox/pay/v1/checkouts`);

    // Shown once: after a reload, the page says a key is kept (masked), and the samples still use it.
    await page.reload();
    await waitForHydration(page);
    await expect(box).toContainText(maskedKey(key));
    await expect(page.getByTestId("test-key")).toHaveCount(0);
    await expect(box.getByRole("button", { name: KEY.forget })).toBeVisible();
    await expect(guideSample).toContainText(`Bearer ${key}`);

    // The developer's endpoint: a receiver on this machine's loopback (allowed by the browser tests'
    // SANDBOX_WEBHOOKS_ALLOW_LOOPBACK only, at its own host:port), registered for the key with the sandbox's own route.
    const receiver = await startReceiver({ port: WEBHOOK_RECEIVER_PORTS[0] });
    const auth = { authorization: `Bearer ${key}` };
    const registered = await request.post("/sandbox/webhook-endpoints", { headers: auth, data: { url: receiver.url, events: ["checkout.paid"] } });
    expect(registered.status()).toBe(201);
    const { secret } = (await registered.json()) as { secret: string };
    expect(secret).toMatch(/^whsec_/);

    await page.goto("/dz/developer/pay/reference/create-checkout");
    await waitForHydration(page);
    const operation = page.locator("#createCheckout");
    await expect(operation.locator("[data-sample] pre").first()).toContainText(key);
    const tryIt = page.getByTestId("try-it");
    await expect(tryIt).toBeVisible();
    // Loaded and hydrated, with the panel's code not asked for.
    expect(scripts.length).toBeGreaterThan(0);
    expect(panelScripts).toEqual([]);
    const before = scripts.length;
    await tryIt.getByText(TRY.open, { exact: true }).click();
    const send = tryIt.getByRole("button", { name: TRY.send });
    await expect(send).toBeEnabled();
    // Opening asked for the panel's code: one chunk more (or a few), one of them the panel.
    await expect.poll(() => panelScripts.length).toBe(1);
    expect(scripts.length).toBeGreaterThan(before);
    // The document's example, editable, left to right.
    const body = tryIt.getByLabel(TRY.body);
    await expect(body).toHaveAttribute("dir", "ltr");
    const example = JSON.parse(await body.inputValue()) as { amount: number; success_url: string };
    expect(example).toMatchObject({ amount: expect.any(Number), currency: "DZD", success_url: expect.any(String) });
    // The developer's own pages to return to (the example's shop.example is not reachable from here).
    const success = `${origin.replace("//localhost:", "//127.0.0.1:")}/developer/pay?order=1042`;
    await body.fill(JSON.stringify({ ...example, success_url: success, failure_url: success }, null, 2));
    await send.click();
    await expect(tryIt.getByTestId("try-it-status")).toContainText("201");
    await expect(tryIt.getByRole("status")).toHaveText(TRY.answered.replace("{status}", "201"));
    await expect(tryIt.getByTestId("try-it-body")).toContainText('"status": "open"');
    await expect(tryIt.getByTestId("try-it-answer")).toContainText(/request-id/i);
    const link = tryIt.getByTestId("try-it-url");
    await expect(link).toHaveText(TRY.openUrl);
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${origin}/dz/developer/checkout/chk_[A-Za-z0-9_-]+\\?lang=ar$`));
    await expectNoAxeViolations(page, "Try it, open with its answer, in Arabic");
    await link.click();
    await page.waitForURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.checkout.title);
    const checkoutId = new URL(href!).pathname.split("/").pop()!;

    // Paid with the prefilled card that pays: back on the developer's page, and the event on its way.
    const amount = formatterFor("ar", "dz").number(example.amount, "money");
    await page.getByRole("button", { name: ar.checkout.pay.submit.replace("{amount}", amount) }).click();
    await page.waitForURL(success);
    await expect.poll(() => receiver.requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const delivered = receiver.requests[0]!;
    expect(delivered.method).toBe("POST");
    expect(delivered.headers["content-type"]).toMatch(/^application\/json/);
    const event = JSON.parse(delivered.body.toString("utf8")) as { id: string; type: string; data: { id: string; status: string } };
    expect(event).toMatchObject({ type: "checkout.paid", data: { id: checkoutId, status: "paid" } });
    // Verified as the docs say: their own JavaScript sample, run on the raw body with the endpoint's secret.
    expect(await verifiedByTheDocsSample(delivered.body, delivered.headers[SIGNATURE_HEADER], secret)).toBe(true);
    expect(await verifiedByTheDocsSample(Buffer.concat([delivered.body, Buffer.from(" ")]), delivered.headers[SIGNATURE_HEADER], secret)).toBe(false);

    // Listed with its attempt: delivered, the receiver's 200, the very bytes it received.
    const list = await request.get("/sandbox/webhook-deliveries", { headers: auth });
    expect(list.status()).toBe(200);
    const { data: deliveries } = (await list.json()) as {
      data: { event: { id: string; type: string }; status: string; payload: string; attempts: { status_code: number | null }[] }[];
    };
    const listed = deliveries.find((delivery) => delivery.event.id === event.id);
    expect(listed).toMatchObject({ event: { type: "checkout.paid" }, status: "delivered", attempts: [{ status_code: 200 }] });
    expect(listed?.payload).toBe(delivered.body.toString("utf8"));
    // And on the deliveries page, with the key this browser kept: the event, delivered, the receiver's 200.
    await page.goto("/dz/developer/pay/webhooks");
    await waitForHydration(page);
    const row = page.getByTestId("webhook-delivery").filter({ hasText: event.id });
    await expect(row).toHaveAttribute("data-status", "delivered");
    await expect(row).toContainText("checkout.paid");
    await expect(row.getByTestId("attempt-status")).toHaveText("200");
    await receiver.close();
  });
});

test.describe("the webhooks page of a test key (issue 42, point 4)", () => {
  test.use({ viewport: DESKTOP });
  const WH = ar.docs.sandbox.webhooks;

  test("on /dz/developer/pay/webhooks in Arabic, with a kept key: the loopback receiver is registered (its secret shown once), a test checkout.paid reaches it and is listed as delivered with 200, and resending sends the same bytes again", async ({
    page,
    request,
  }) => {
    const created = await request.post("/sandbox/keys", { data: { api: "pay" } });
    expect(created.status()).toBe(201);
    const { secret_key: key } = (await created.json()) as { secret_key: string };
    // The key the docs' key button keeps, as that button writes it.
    await page.addInitScript((value) => localStorage.setItem("sandbox-key-pay", value), key);
    const receiver = await startReceiver({ port: WEBHOOK_RECEIVER_PORTS[1] });
    await page.goto("/dz/developer/pay/webhooks");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WH.title);
    const console_ = page.getByTestId("webhooks-console");
    await expect(console_).toContainText(maskedKey(key));
    await expect(console_).toContainText(WH.endpointsEmpty);
    const status = page.getByTestId("webhooks-status");

    // Registered with every event of the API checked; the secret is shown, left to right, with its copy button.
    const url = page.getByLabel(WH.url);
    await expect(url).toHaveAttribute("dir", "ltr");
    await url.fill(receiver.url);
    await page.getByRole("button", { name: WH.register }).click();
    await expect(status).toHaveText(WH.registered);
    const secret = page.getByTestId("webhook-secret");
    await expect(secret.locator("code")).toHaveText(/^whsec_[A-Za-z0-9_-]+$/);
    await expect(secret.getByRole("button", { name: WH.copySecret })).toBeVisible();
    await expect(secret.getByRole("heading", { name: WH.secret })).toBeFocused();
    // The secret box says once, by itself, that the secret is shown once; the status line only that the endpoint is registered (pass 16).
    await expect(secret).toContainText(WH.secretOnce);
    await expect(status).not.toContainText(WH.secretOnce);
    await expect(page.getByTestId("webhook-endpoints")).toContainText(receiver.url);

    // A test checkout.paid, to that endpoint: it arrives, and the list shows it delivered with the receiver's 200.
    await page.getByLabel(WH.eventType).selectOption("checkout.paid");
    await page.getByRole("button", { name: WH.sendTest }).click();
    await expect(status).toHaveText(WH.testSent.replace("{type}", "checkout.paid"));
    await expect.poll(() => receiver.requests.length, { timeout: 30_000 }).toBe(1);
    const event = JSON.parse(receiver.requests[0]!.body.toString("utf8")) as { id: string; type: string };
    expect(event.type).toBe("checkout.paid");
    const deliveries = page.getByTestId("webhook-delivery");
    const refresh = page.getByRole("button", { name: WH.refresh });
    await expect(async () => {
      await refresh.click();
      await expect(deliveries.first()).toHaveAttribute("data-status", "delivered", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(deliveries).toHaveCount(1);
    const first = deliveries.first();
    await expect(first).toContainText(event.id);
    await expect(first).toContainText(WH.delivered);
    await expect(first.getByTestId("attempt-status")).toHaveText("200");

    // Resent: a new delivery of the same event, listed first, with the very bytes the receiver got the first time.
    await first.getByRole("button", { name: `${WH.resend} ${event.id}` }).click();
    await expect(status).toHaveText(WH.resent);
    await expect.poll(() => receiver.requests.length, { timeout: 30_000 }).toBe(2);
    expect(receiver.requests[1]!.body.equals(receiver.requests[0]!.body)).toBe(true);
    await expect(async () => {
      await refresh.click();
      await expect(deliveries).toHaveCount(2, { timeout: 1000 });
      await expect(deliveries.first()).toHaveAttribute("data-status", "delivered", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(deliveries.first()).toContainText(event.id);
    await expectNoAxeViolations(page, "the webhooks page with an endpoint and two deliveries, in Arabic");
    await receiver.close();
  });
});

/**
 * Runs the webhooks guide's JavaScript sample (`isValidSignature`, as the docs page shows it) on a
 * received body: written to a module of its own, the endpoint's secret in the variable the sample
 * reads.
 */
async function verifiedByTheDocsSample(rawBody: Buffer, header: string | string[] | undefined, secret: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "webhook-sample-"));
  const file = path.join(folder, "verify.mjs");
  writeFileSync(file, verificationSamples("checkout.paid").javascript);
  const previous = process.env[WEBHOOK_SECRET_ENV];
  process.env[WEBHOOK_SECRET_ENV] = secret;
  try {
    const sample = (await import(pathToFileURL(file).href)) as { isValidSignature: (body: Buffer, header: unknown) => boolean };
    return sample.isValidSignature(rawBody, header);
  } finally {
    if (previous === undefined) delete process.env[WEBHOOK_SECRET_ENV];
    else process.env[WEBHOOK_SECRET_ENV] = previous;
    rmSync(folder, { recursive: true, force: true });
  }
}
