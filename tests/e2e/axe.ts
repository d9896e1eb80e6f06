import axe from "axe-core";
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

type Violation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/**
 * Runs axe-core's own `axe.run` in the page, injected once per document. The site has no frames
 * (no `<iframe>` anywhere in src/), so the frame-by-frame runner of `@axe-core/playwright`, which
 * opens a second page for every scan to merge the frames' results, bought nothing here and cost
 * about 1.5 s a scan (four times the scan itself). Only violations are collected.
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: engine } = window as unknown as { axe: typeof import("axe-core") };
    const results = await engine.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  }, AXE_TAGS);
}

/**
 * The one axe check of the suite: once animations are at rest, no violation of `AXE_TAGS`; the
 * failure lists each rule with its impact, help and the first targets.
 */
export async function expectNoAxeViolations(page: Page, what = page.url()) {
  await waitForAnimations(page);
  const violations = await axeViolations(page);
  const report = violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.targets.join("\n  ")}`)
    .join("\n");
  expect(violations, `axe violations on ${what}:\n${report}`).toEqual([]);
}
