import { expect, test } from "@playwright/test";
import { DESKTOP, waitForHydration } from "./helpers";

const TOGGLE = "Switch between light and dark mode";

test.use({ viewport: DESKTOP });

test.describe("colour mode", () => {
  test("without a stored choice the page follows a dark system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test("without a stored choice the page follows a light system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test("the toggle switches to light mode and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    const html = page.locator("html");
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole("button", { name: TOGGLE }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    await page.reload();
    await waitForHydration(page);
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("a stored dark choice is applied before the page is parsed, with no light flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      const record = () => {
        (window as unknown as { __classAtDomReady?: string }).__classAtDomReady = document.documentElement.className;
      };
      document.addEventListener("DOMContentLoaded", record, { once: true });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const classAtDomReady = await page.evaluate(() => (window as unknown as { __classAtDomReady?: string }).__classAtDomReady);
    expect(classAtDomReady?.split(/\s+/)).toContain("dark");
  });
});
