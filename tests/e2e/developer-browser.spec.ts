import { expect, test } from "@playwright/test";
import en from "../../messages/sections/developer/en.json" with { type: "json" };
import ar from "../../messages/sections/developer/ar.json" with { type: "json" };
import { CLOCK_START, DESKTOP, PHONE, announcements, recordPoliteAnnouncements, stopClock, waitForHydration } from "./helpers";

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


