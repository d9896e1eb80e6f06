import { expect, type Page } from "@playwright/test";

/** Base URL of the build with NEXT_PUBLIC_GA_ID set (see playwright.config.ts). */
export const GA_BASE_URL = `http://localhost:${Number(process.env.E2E_PORT || 3100) + 1}`;

export const PHONE = { width: 400, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

/** Collects console errors and failed requests, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits until React has hydrated the header (client handlers attached). */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-js", "");
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="locale-trigger"]');
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
  });
}
