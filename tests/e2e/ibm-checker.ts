import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/**
 * IBM's Equal Access engine (`accessibility-checker-engine`), the suite's second accessibility
 * engine beside axe: other rules, written by other people (ARIA landmarks and their names, for one,
 * which axe does not look at the same way). Its browser build is injected into the page and run
 * on the WCAG 2.2 (A and AA) rule set; only definite violations fail ("VIOLATION", "FAIL"), not
 * the "potential" ones it asks a person to review.
 */
const source = readFileSync(createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js"), "utf8");

type Result = { ruleId: string; reasonId: string; value: [string, string]; path: { dom: string }; message: string };

export async function expectNoIbmViolations(page: Page, what = page.url()) {
  if (!(await page.evaluate(() => "ace" in window))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    type Checker = { check(doc: Document, rulesets: string[]): Promise<{ results: Result[] }> };
    const { ace } = window as unknown as { ace: { Checker: new () => Checker } };
    const report = await new ace.Checker().check(document, ["WCAG_2_2"]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => `${result.ruleId} (${result.reasonId}): ${result.message}\n  ${result.path.dom}`);
  });
  expect(violations, `IBM Equal Access violations on ${what}`).toEqual([]);
}
