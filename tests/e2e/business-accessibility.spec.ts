import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { BUSINESS_PAGES } from "./business-helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = results.violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`).join("\n");
  expect(results.violations, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

for (const { path } of BUSINESS_PAGES) {
  for (const url of [path, `/dz${path}`]) {
    test(`${url} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }
}

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  for (const url of ["/business/pay/pricing", "/dz/business/pay/pricing", "/dz/business/pro/pricing", "/business/pay/method"]) {
    test(`${url} has no axe violations in dark mode`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
      await expectNoViolations(page);
    });
  }
});
