// Turning runs into the report: medians, the Markdown table, the budget check.

import { CATEGORIES } from "./run-lighthouse.mjs";

/** KB as Lighthouse shows sizes: KiB, 1024 bytes. */
const KB = 1024;

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
 * @typedef {object} Medians
 * @property {Record<string, number | null>} scores category id -> 0-100
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {number | null} jsKB
 */

/**
 * The median of each number over the successful runs, each taken on its own
 * (so the medians may come from different runs), rounded as displayed.
 *
 * @param {import("./run-lighthouse.mjs").RunSummary[]} runs
 * @returns {Medians}
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
 * A cell: the value, or "?" when unknown.
 *
 * @param {number | null | undefined} value
 * @param {number} [decimals] fixed decimals to show
 * @returns {string}
 */
function cell(value, decimals) {
  if (value === null || value === undefined) return "?";
  return decimals === undefined ? String(value) : value.toFixed(decimals);
}

/**
 * The Markdown table of the medians, one row per page.
 *
 * @param {{ path: string, median: Medians | null, jsOverFloorKB: number | null, error?: string }[]} pages
 * @returns {string}
 */
export function markdownTable(pages) {
  const header = ["page", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "JS KB", "JS over floor KB"];
  const rows = pages.map((page) => {
    if (!page.median) return [page.path, ...header.slice(1).map(() => "error")];
    const { scores, lcpMs, tbtMs, cls, jsKB } = page.median;
    return [
      page.path,
      cell(scores.performance),
      cell(scores.accessibility),
      cell(scores["best-practices"]),
      cell(scores.seo),
      cell(lcpMs),
      cell(tbtMs),
      cell(cls, 3),
      cell(jsKB, 1),
      cell(page.jsOverFloorKB, 1),
    ];
  });
  // Escaped so that a "|" in a page path cannot break the row.
  const line = (cells) => `| ${cells.map((text) => text.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * @typedef {object} Budget
 * @property {number} [performance] minimum score
 * @property {number} [accessibility] minimum score
 * @property {number} ["best-practices"] minimum score
 * @property {number} [seo] minimum score
 * @property {number} [cls] maximum CLS
 * @property {number} [jsOverFloorKB] maximum JavaScript over the framework floor, KB
 */

/**
 * Compares each page's medians with the budget. Scores are minimums, CLS and
 * JS over the floor are maximums. A number that is unknown (a failed page, an
 * unknown floor) is reported as skipped, not as passed.
 *
 * @param {{ path: string, median: Medians | null, jsOverFloorKB: number | null }[]} pages
 * @param {Budget} budget
 * @returns {{ missed: string[], skipped: string[] }} one human-readable line per miss / skip
 */
export function checkBudget(pages, budget) {
  const missed = [];
  const skipped = [];
  for (const page of pages) {
    /** @type {[string, number | null | undefined, number | undefined, "min" | "max"][]} */
    const checks = [
      ...CATEGORIES.map((id) => [id, page.median?.scores[id], budget[id], "min"]),
      ["cls", page.median?.cls, budget.cls, "max"],
      ["jsOverFloorKB", page.jsOverFloorKB, budget.jsOverFloorKB, "max"],
    ];
    const unknown = [];
    for (const [name, value, limit, kind] of checks) {
      if (limit === undefined) continue;
      if (value === null || value === undefined) {
        unknown.push(name);
      } else if (kind === "min" ? value < limit : value > limit) {
        missed.push(`${page.path}: ${name} ${value} ${kind === "min" ? "<" : ">"} ${limit}`);
      }
    }
    if (unknown.length) skipped.push(`${page.path}: ${unknown.join(", ")} unknown`);
  }
  return { missed, skipped };
}
