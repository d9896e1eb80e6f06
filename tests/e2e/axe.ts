import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels every page is held to (WCAG 2.2 AA, and the A and AA rules of earlier versions). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Waits for finite CSS animations (drawer slide-in, fades) so colours are measured at rest. */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * The one axe check of the suite: once animations are at rest, no violation of `AXE_TAGS`; the
 * failure lists each rule with its impact, help and the first targets.
 */
export async function expectNoAxeViolations(page: Page, what = page.url()) {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join("\n  ")}`,
    )
    .join("\n");
  expect(results.violations, `axe violations on ${what}:\n${report}`).toEqual([]);
}
