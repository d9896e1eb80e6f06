import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import { CLOCK_START, DESKTOP, announcements, recordPoliteAnnouncements, stopClock, waitForHydration } from "./helpers";

const COPY = en.home.download.copyLink;
const COPIED = en.toast.linkCopied;

test.use({ viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });

async function copyLink(page: Page, name = COPY) {
  await waitForHydration(page);
  await page.getByRole("button", { name }).click();
}

/**
 * The home page with a toast just shown under a stopped clock. A first toast
 * loads the toast UI (React reveals lazily loaded parts on a timer, which a
 * stopped clock would hold back); stopping the clock fires its 5 s timer; the
 * second toast then starts its 5 s while time stands still.
 */
async function toastUnderStoppedClock(page: Page) {
  await recordPoliteAnnouncements(page);
  await page.clock.install({ time: CLOCK_START });
  await page.goto("/");
  await copyLink(page);
  const message = page.getByText(COPIED, { exact: true });
  // Recorded when it appears, so a machine slow enough to let it expire cannot hide it from the test.
  await expect.poll(() => announcements(page)).toContain(COPIED);
  await stopClock(page);
  await expect(message).toBeHidden();
  await page.getByRole("button", { name: COPY }).click();
  await expect(message).toBeVisible();
  return message;
}

test.describe("toasts", () => {
  test("copying the download link shows a confirmation toast", async ({ page }) => {
    await page.goto("/");
    await copyLink(page);
    await expect(page.getByText(COPIED, { exact: true })).toBeVisible();
  });

  test("the confirmation is announced in a polite live region", async ({ page }) => {
    await recordPoliteAnnouncements(page);
    await page.goto("/");
    await copyLink(page);
    await expect.poll(() => announcements(page)).toContain(COPIED);
  });

  test("the toast is between 300px and 560px wide", async ({ page }) => {
    await page.goto("/");
    await copyLink(page);
    const toast = page.getByRole("listitem").filter({ hasText: COPIED });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(300);
    expect(box!.width).toBeLessThanOrEqual(560);
  });

  test("the clipboard holds the absolute download URL", async ({ page }) => {
    await page.goto("/");
    await copyLink(page);
    await expect(page.getByText(COPIED, { exact: true })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^https?:\/\/[^/]+\/app\/download$/);
  });

  test("the toast dismisses itself after 5 seconds", async ({ page }) => {
    const message = await toastUnderStoppedClock(page);
    await page.clock.runFor(4000);
    await expect(message).toBeVisible();
    await page.clock.runFor(1500);
    await expect(message).toBeHidden();
  });

  test("the timer pauses while the pointer is over the toast", async ({ page }) => {
    const message = await toastUnderStoppedClock(page);
    await message.hover();
    await page.clock.runFor(7000);
    await expect(message).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6000);
    await expect(message).toBeHidden();
  });

  test("the timer pauses while the toast has keyboard focus", async ({ page }) => {
    await toastUnderStoppedClock(page);
    const close = page.getByRole("button", { name: en.toast.close });
    await expect(close).toBeVisible();
    await close.focus();
    await page.clock.runFor(7000);
    await expect(page.getByText(COPIED, { exact: true })).toBeVisible();
  });

  test("in Arabic the toast sits at the inline end, the left edge", async ({ page }) => {
    await page.goto("/dz");
    await copyLink(page, ar.home.download.copyLink);
    const toast = page.getByRole("listitem").filter({ hasText: ar.toast.linkCopied });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box!.x).toBeLessThan(40);
    expect(box!.x + box!.width).toBeLessThan(DESKTOP.width / 2);
  });
});
