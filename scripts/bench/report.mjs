// Turning runs into the report: medians and the Markdown table (the budget check is
// budget.ts).

import { KB } from "./budget.ts";
import { CATEGORIES } from "./run-lighthouse.mjs";

/**
 * The median of the numbers, ignoring nulls; null when there are none.
 * Lighthouse's scores vary from run to run, and the median resists one outlier.
 *
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of each number over the successful runs, each taken on its own
 * (so the medians may come from different runs), rounded as displayed.
 *
 * @param {import("./run-lighthouse.mjs").RunSummary[]} runs
 * @returns {import("./budget.ts").Medians}
 */
export function medians(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        round(
          of((run) => run.scores[id]),
          0,
        ),
      ]),
    ),
    fcpMs: round(
      of((run) => run.fcpMs),
      0,
    ),
    lcpMs: round(
      of((run) => run.lcpMs),
      0,
    ),
    tbtMs: round(
      of((run) => run.tbtMs),
      0,
    ),
    // Three decimals: what Lighthouse displays, and what the budget compares.
    cls: round(
      of((run) => run.cls),
      3,
    ),
    jsKB: round(
      of((run) => (run.jsBytes === null ? null : run.jsBytes / KB)),
      1,
    ),
  };
}

/**
 * The run closest to the median performance score, as Lighthouse recommends
 * for looking at one run's details (its failing audits).
 *
 * @param {import("./run-lighthouse.mjs").RunSummary[]} runs
 * @returns {import("./run-lighthouse.mjs").RunSummary | undefined}
 */
export function medianRun(runs) {
  const target = median(runs.map((run) => run.scores.performance));
  if (target === null) return runs[0];
  return [...runs].sort((a, b) => Math.abs(a.scores.performance - target) - Math.abs(b.scores.performance - target))[0];
}

/**
 * @param {number | null} value
 * @param {number} decimals
 * @returns {number | null}
 */
function round(value, decimals) {
  if (value === null) return null;
  const factor = 10 ** decimals;
  // Normalises -0 to 0 as well.
  return Math.round(value * factor) / factor + 0;
}

/**
 * A figure and its ratio to the floor's: "2.31 s (1.42x)". No ratio when the
 * floor's figure is unknown; "(1.00x)" when both are 0, "(floor 0)" when only it is.
 *
 * @param {number | null | undefined} value
 * @param {number | null | undefined} floor the floor's figure (undefined: the floor's own row)
 * @param {(value: number) => string} format
 * @returns {string}
 */
export function withRatio(value, floor, format) {
  if (value === null || value === undefined) return "?";
  const text = format(value);
  if (floor === null || floor === undefined) return text;
  if (floor === 0) return value === 0 ? `${text} (1.00x)` : `${text} (floor 0)`;
  return `${text} (${(value / floor).toFixed(2)}x)`;
}

/** How each column shows its figure. */
const COLUMNS = [
  ["perf", (m) => m.scores.performance, (v) => String(v)],
  ["a11y", (m) => m.scores.accessibility, (v) => String(v)],
  ["bp", (m) => m.scores["best-practices"], (v) => String(v)],
  ["seo", (m) => m.scores.seo, (v) => String(v)],
  ["FCP", (m) => m.fcpMs, (v) => `${(v / 1000).toFixed(2)} s`],
  ["LCP", (m) => m.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`],
  ["TBT", (m) => m.tbtMs, (v) => `${v} ms`],
  ["CLS", (m) => m.cls, (v) => v.toFixed(3)],
  ["JS", (m) => m.jsKB, (v) => `${v.toFixed(1)} KB`],
];

/**
 * The Markdown table of the medians: the floor's row first, then one row per
 * page, each figure with its ratio to the floor's. HTML is the document's
 * uncompressed size (fetched once, not a median).
 *
 * @param {{ floor: import("./budget.ts").PageResult | null, pages: import("./budget.ts").PageResult[] }} results
 * @returns {string}
 */
export function markdownTable({ floor, pages }) {
  const header = ["page", "lang", ...COLUMNS.map(([name]) => name), "HTML"];
  /**
   * @param {import("./budget.ts").PageResult} page
   * @param {boolean} isFloor
   */
  const row = (page, isFloor) => {
    const lang = page.lang ?? "?";
    const htmlKB = page.htmlBytes == null ? null : page.htmlBytes / KB;
    const floorHtmlKB = floor?.htmlBytes == null ? null : floor.htmlBytes / KB;
    const html = withRatio(htmlKB, isFloor ? undefined : floorHtmlKB, (v) => `${v.toFixed(1)} KB`);
    if (!page.median) return [page.path, lang, ...COLUMNS.map(() => "error"), html];
    const median = page.median;
    const figures = COLUMNS.map(([, pick, format]) =>
      withRatio(pick(median), isFloor ? undefined : floor?.median ? pick(floor.median) : null, format),
    );
    return [page.path, lang, ...figures, html];
  };
  const rows = [...(floor ? [row(floor, true)] : []), ...pages.map((page) => row(page, false))];
  // Escaped so that a "|" in a page path cannot break the row.
  const line = (cells) => `| ${cells.map((text) => text.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
