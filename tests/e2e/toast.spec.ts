import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import { DESKTOP, waitForHydration } from "./helpers";

const COPY = en.home.download.copyLink;
const COPIED = en.toast.linkCopied;

test.use({ viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });

/** Records every text that appears inside a polite live region (role=status or aria-live=polite). */
async function recordPoliteAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const announced: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = announced;
    const polite = '[role="status"], [aria-live="polite"]';
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const nodes = [target, ...Array.from(record.addedNodes)].filter((node): node is Element => node instanceof Element);
        for (const node of nodes) {
          const region = node.closest(polite) ?? node.querySelector(polite);
          if (region?.textContent) announced.push(region.textContent);
        }
      }
    });
    document.addEventListener(
      "DOMContentLoaded",
      () => observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
      {
        once: true,
      },
    );
  });
}

async function copyLink(page: Page, name = COPY) {
  await waitForHydration(page);
  await page.getByRole("button", { name }).click();
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
    await expect.poll(() => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.join("\n"))).toContain(COPIED);
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
    await page.clock.install();
    await page.goto("/");
    await copyLink(page);
    const message = page.getByText(COPIED, { exact: true });
    await expect(message).toBeVisible();
    // From here only runFor moves time, so a slow machine cannot eat into the 5 s.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
    await page.clock.runFor(4000);
    await expect(message).toBeVisible();
    await page.clock.runFor(1500);
    await expect(message).toBeHidden();
  });

  test("the timer pauses while the pointer is over the toast", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await copyLink(page);
    const message = page.getByText(COPIED, { exact: true });
    await expect(message).toBeVisible();
    await message.hover();
    await page.clock.runFor(7000);
    await expect(message).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6000);
    await expect(message).toBeHidden();
  });

  test("the timer pauses while the toast has keyboard focus", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await copyLink(page);
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
