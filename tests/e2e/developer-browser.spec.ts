import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/sections/developer/en.json" with { type: "json" };
import ar from "../../messages/sections/developer/ar.json" with { type: "json" };
import { CLOCK_START, DESKTOP, PHONE, announcements, recordPoliteAnnouncements, stopClock, waitForHydration } from "./helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const REF = en.docs.reference;

test.describe("docs behaviour", () => {
  test.use({ viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });

  test("copying a code sample shows a toast that disappears after 5 seconds", async ({ page }) => {
    await recordPoliteAnnouncements(page);
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/developer/pay#createCheckout");
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
      /^curl -X POST "https:\/\/sandbox\.pay\.cirta\.example\/v1\/checkouts"/,
    );
    // The clock stands still: only runFor moves it, so a slow machine cannot eat into the 5 s.
    await page.clock.runFor(3500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2000);
    await expect(toast).toBeHidden();
  });

  test("the sample language tabs switch the visible code", async ({ page }) => {
    await page.goto("/developer/pay#getBalance");
    const operation = page.locator("#getBalance");
    const group = operation.getByRole("group", { name: REF.sampleLanguage });
    await expect(operation.getByText("curl -X GET", { exact: false })).toBeVisible();
    await group.getByText("Python", { exact: true }).click();
    await expect(operation.getByText("import requests", { exact: false })).toBeVisible();
    await expect(operation.getByText("curl -X GET", { exact: false })).toBeHidden();
  });

  test("the sidebar marks the section in view", async ({ page }) => {
    await page.goto("/developer/pay");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: en.docs.nav.label });
    await expect(sidebar).toBeVisible();
    await page.locator("#expireCheckout").scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById("expireCheckout")!.scrollIntoView({ block: "start" }));
    await expect(sidebar.locator('a[href="#expireCheckout"]')).toHaveAttribute("aria-current", "true");
    await expect(sidebar.locator('a[aria-current="true"]')).toHaveCount(1);
  });

  test("sidebar links scroll to the operation", async ({ page }) => {
    await page.goto("/developer/pro");
    await page.getByRole("navigation", { name: en.docs.nav.label }).locator('a[href="#createTopup"]').click();
    await expect(page).toHaveURL(/#createTopup$/);
    await expect(page.locator("#createTopup-title")).toBeInViewport();
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
    await nav.locator('a[href="#createCheckout"]').click();
    await expect(page.locator("#createCheckout-title")).toBeInViewport();
    const operation = page.locator("#createCheckout");
    await operation.getByText("PHP", { exact: true }).first().click();
    await expect(operation.getByText("curl_setopt_array", { exact: false })).toBeVisible();
  });
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join("\n  ")}`,
    )
    .join("\n");
  expect(results.violations, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`accessibility, ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: DESKTOP });
    // Both pages are built from the same components; dark mode is checked on the larger one.
    const paths =
      colorScheme === "light"
        ? ["/developer/pay", "/dz/developer/pay", "/developer/pro", "/dz/developer/pro"]
        : ["/developer/pay", "/dz/developer/pay"];
    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        await waitForHydration(page);
        if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
        await expectNoViolations(page);
      });
    }
  });
}
