// The budget of `npm run bench` and `npm run bench:load` (bench/budget.json): its shape, as a zod
// schema, and the checks, as pure functions (numbers in, misses out; no I/O), so that
// tests/unit/bench-budget.test.ts can run them on known numbers. The scripts import this file as
// TypeScript (Node 22 strips the types), so it uses only erasable syntax.
//
// bench/budget.json holds exactly these keys (any other, or a missing one, is refused), every one
// a limit the issue 12 and 23 targets set:
//
//   minScores                 Lighthouse category scores (0-100) every page must reach:
//                             { performance, accessibility, best-practices, seo }
//   maxCls                    largest cumulative layout shift on any page
//   maxLcpToFloor             a page's largest contentful paint <= the floor's x this
//   maxArabicLcpToEnglish     an Arabic page's largest paint <= its English twin's x this
//                             (the twin: see englishTwin; only when the twin was measured)
//   maxJsOverFloorKB          JavaScript transferred <= the floor's + this (KB = 1024 bytes)
//   maxApiDocsJsOverFloorKB   the same, on API docs pages
//   maxHtmlToFloor            uncompressed HTML of a content page <= the floor's x this
//                             (API docs pages are exempt from this one)
//   maxHtmlKB                 uncompressed HTML of any page, API docs included (KB)
//   apiDocsPaths              region-less paths of the API docs: a page is API docs when
//                             its path without region prefix and query is one of these or
//                             below one ("/developer/pay" covers "/developer/pay/payments")
//   minLoadReqPerSecToFloor   `bench:load`: requests/s of each site scenario >= the floor's x this
//   minEdgeReqPerSecToFloor   `bench:load`: requests/s through the edge (SPEC 9) >= the floor's x this
//   minEdgeReqPerSecToLimit   `bench:load`: ... and >= this x what the same nginx serves of the
//                             same HTML as a plain file (the limit)
//   minEdgeHitRatio           `bench:load`: the edge's cache hits / its requests, after warm-up (0-1)
//
// A "$comment" key is allowed (JSON has no comments). Medians are compared as the report rounds
// them (ms, KB to 0.1, CLS to 0.001), so what the table shows is what was checked. A value that is
// unknown (a page without a successful run, an unknown floor) is "skipped", never "passed".

import { z } from "zod";

/** KB as Lighthouse shows sizes: KiB, 1024 bytes. */
export const KB = 1024;

/** URL prefixes of the regions that have one (src/config/regions.ts; a unit test keeps them in step). */
export const REGION_PREFIXES = ["/dz", "/ma"];

/** The categories with a minimum score. */
export const SCORE_IDS = ["performance", "accessibility", "best-practices", "seo"] as const;

const limit = z.number().finite().nonnegative();

/** bench/budget.json: every key, and nothing else. */
export const budgetSchema = z.strictObject({
  $comment: z.string().optional(),
  minScores: z
    .partialRecord(z.enum(SCORE_IDS), z.number().min(0).max(100))
    .refine((scores) => Object.keys(scores).length > 0, `must map some of ${SCORE_IDS.join(", ")} to scores 0-100`),
  maxCls: limit,
  maxLcpToFloor: limit,
  maxArabicLcpToEnglish: limit,
  maxJsOverFloorKB: limit,
  maxApiDocsJsOverFloorKB: limit,
  maxHtmlToFloor: limit,
  maxHtmlKB: limit,
  apiDocsPaths: z.array(z.string().startsWith("/")),
  minLoadReqPerSecToFloor: limit,
  minEdgeReqPerSecToFloor: limit,
  minEdgeReqPerSecToLimit: limit,
  minEdgeHitRatio: limit,
});

export type Budget = z.infer<typeof budgetSchema>;

/** The medians of one page's Lighthouse runs, rounded as shown. */
export type Medians = {
  /** category id -> 0-100 */
  scores: Record<string, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** JavaScript transferred, KB */
  jsKB: number | null;
};

export type PageResult = {
  /** the page as measured ("/dz?lang=fr"), or "floor" */
  path: string;
  /** the served `<html lang>`, null when unknown */
  lang: string | null;
  /** the document's uncompressed HTML, bytes */
  htmlBytes: number | null;
  /** null when no run succeeded */
  median: Medians | null;
};

/**
 * A missed limit. `check`: "performance" (or another score id), "cls", "lcp-to-floor",
 * "arabic-lcp-to-english", "js-over-floor", "html-to-floor", "html-max", and the load checks.
 */
export type Miss = { page: string; check: string; message: string };

export type BudgetResult = { missed: Miss[]; skipped: string[] };

/** A parsed bench/budget.json, checked: throws a readable error on a misspelt, missing or wrong key (which would otherwise silently check nothing). */
export function validateBudget(value: unknown): Budget {
  const result = budgetSchema.safeParse(value);
  if (!result.success)
    throw new Error(`budget: ${result.error.issues.map((issue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`).join("; ")}`);
  return result.data;
}

/** A page's path split into its region-less pathname and its query. */
function splitPage(page: string): { pathname: string; search: URLSearchParams } {
  const url = new URL(page, "http://bench.invalid");
  let pathname = url.pathname;
  for (const prefix of REGION_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      pathname = pathname.slice(prefix.length) || "/";
      break;
    }
  }
  return { pathname, search: url.searchParams };
}

/**
 * The English twin of a page: the same path without the region prefix and without `?lang` (the
 * global site's default language is English). "/dz/app/download" -> "/app/download",
 * "/?lang=ar" -> "/", "/dz" -> "/".
 */
export function englishTwin(page: string): string {
  const { pathname, search } = splitPage(page);
  search.delete("lang");
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the page is API docs (see apiDocsPaths above). */
export function isApiDocs(page: string, budget: Pick<Budget, "apiDocsPaths">): boolean {
  const { pathname } = splitPage(page);
  return budget.apiDocsPaths.some((docs) => pathname === docs || pathname.startsWith(`${docs.replace(/\/$/, "")}/`));
}

/** Whether a served `<html lang>` is Arabic ("ar", "ar-DZ"...). */
export function isArabicLang(lang: string | null | undefined): boolean {
  return typeof lang === "string" && /^ar(-|$)/i.test(lang);
}

/**
 * Pairs each Arabic page with its English twin, when the twin was measured (and really is
 * English); the Arabic pages left without one are listed apart.
 */
export function arabicPairs(pages: PageResult[]): {
  pairs: { arabic: PageResult; english: PageResult }[];
  unpaired: { page: string; twin: string; reason: string }[];
} {
  const pairs: { arabic: PageResult; english: PageResult }[] = [];
  const unpaired: { page: string; twin: string; reason: string }[] = [];
  for (const page of pages) {
    if (!isArabicLang(page.lang)) continue;
    const twin = englishTwin(page.path);
    const english = pages.find((other) => other.path === twin);
    if (!english) unpaired.push({ page: page.path, twin, reason: "not measured" });
    else if (english.lang === null) unpaired.push({ page: page.path, twin, reason: "its language is unknown" });
    else if (!/^en(-|$)/i.test(english.lang)) unpaired.push({ page: page.path, twin, reason: `it is served in "${english.lang}"` });
    else pairs.push({ arabic: page, english });
  }
  return { pairs, unpaired };
}

/** Rounds away the floating point dust of a difference or a product. */
function tidy(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Compares every page with the budget, the floor and (Arabic pages) its English twin. Pure: the
 * same numbers always give the same misses. `skipped`: one line per page with checks that had no value.
 */
export function checkBudget({ floor, pages }: { floor: PageResult | null; pages: PageResult[] }, budget: Budget): BudgetResult {
  const missed: Miss[] = [];
  const skipped: string[] = [];
  const floorLcp = floor?.median?.lcpMs ?? null;
  const floorJs = floor?.median?.jsKB ?? null;
  const floorHtmlKB = floor?.htmlBytes == null ? null : floor.htmlBytes / KB;
  const { pairs } = arabicPairs(pages);

  for (const page of pages) {
    const median = page.median;
    const docs = isApiDocs(page.path, budget);
    const htmlKB = page.htmlBytes == null ? null : page.htmlBytes / KB;
    const unknown: string[] = [];
    /** `known`: whether the values exist; `describe`: the miss, for people. */
    const expect = (check: string, known: boolean, ok: boolean, describe: () => string) => {
      if (!known) unknown.push(check);
      else if (!ok) missed.push({ page: page.path, check, message: `${page.path}: ${describe()}` });
    };

    for (const [id, min] of Object.entries(budget.minScores)) {
      const score = median?.scores[id];
      expect(id, typeof score === "number", (score ?? 0) >= min, () => `${id} ${score} < ${min}`);
    }
    const cls = median?.cls ?? null;
    expect("cls", cls !== null, (cls ?? 0) <= budget.maxCls, () => `CLS ${cls} > ${budget.maxCls}`);

    const lcp = median?.lcpMs ?? null;
    const lcpLimit = floorLcp === null ? null : tidy(floorLcp * budget.maxLcpToFloor);
    expect(
      "lcp-to-floor",
      lcp !== null && lcpLimit !== null,
      (lcp ?? 0) <= (lcpLimit ?? 0),
      () => `LCP ${lcp} ms > ${budget.maxLcpToFloor}x the floor's ${floorLcp} ms (${lcpLimit} ms)`,
    );

    const pair = pairs.find((candidate) => candidate.arabic === page);
    if (pair) {
      const english = pair.english.median?.lcpMs ?? null;
      const limit = english === null ? null : tidy(english * budget.maxArabicLcpToEnglish);
      expect(
        "arabic-lcp-to-english",
        lcp !== null && limit !== null,
        (lcp ?? 0) <= (limit ?? 0),
        () => `LCP ${lcp} ms > ${budget.maxArabicLcpToEnglish}x ${pair.english.path}'s ${english} ms (${limit} ms)`,
      );
    }

    const js = median?.jsKB ?? null;
    const jsAllowance = docs ? budget.maxApiDocsJsOverFloorKB : budget.maxJsOverFloorKB;
    const jsOver = js === null || floorJs === null ? null : tidy(js - floorJs);
    expect(
      "js-over-floor",
      jsOver !== null,
      (jsOver ?? 0) <= jsAllowance,
      () => `JS ${js} KB is ${jsOver} KB over the floor's ${floorJs} KB (allowed: ${jsAllowance} KB${docs ? ", API docs" : ""})`,
    );

    if (!docs) {
      const limit = floorHtmlKB === null ? null : tidy(floorHtmlKB * budget.maxHtmlToFloor);
      expect(
        "html-to-floor",
        htmlKB !== null && limit !== null,
        (htmlKB ?? 0) <= (limit ?? 0),
        () =>
          `HTML ${htmlKB?.toFixed(1)} KB > ${budget.maxHtmlToFloor}x the floor's ${floorHtmlKB?.toFixed(1)} KB (${limit?.toFixed(1)} KB)`,
      );
    }
    expect("html-max", htmlKB !== null, (htmlKB ?? 0) <= budget.maxHtmlKB, () => `HTML ${htmlKB?.toFixed(1)} KB > ${budget.maxHtmlKB} KB`);

    if (unknown.length) skipped.push(`${page.path}: ${unknown.join(", ")} (value unknown)`);
  }
  return { missed, skipped };
}

/** The load benchmark's budget: each site scenario's requests/s against the floor's. */
export function checkLoadBudget(
  { floorReqPerSec, scenarios }: { floorReqPerSec: number | null; scenarios: { name: string; reqPerSec: number | null }[] },
  budget: Pick<Budget, "minLoadReqPerSecToFloor">,
): BudgetResult {
  const missed: Miss[] = [];
  const skipped: string[] = [];
  for (const scenario of scenarios) {
    const { name, reqPerSec } = scenario;
    if (reqPerSec === null || floorReqPerSec === null || !(floorReqPerSec > 0)) {
      skipped.push(`${name}: requests/s unknown`);
      continue;
    }
    const ratio = reqPerSec / floorReqPerSec;
    if (ratio < budget.minLoadReqPerSecToFloor) {
      missed.push({
        page: name,
        check: "req-per-sec-to-floor",
        message: `${name}: ${Math.round(reqPerSec)} req/s is ${ratio.toFixed(2)}x the floor's ${Math.round(floorReqPerSec)} (minimum ${budget.minLoadReqPerSecToFloor}x)`,
      });
    }
  }
  return { missed, skipped };
}

/**
 * The edge's budget (SPEC 9): its requests/s against the floor's and against the limit (the same
 * nginx serving the same HTML as a plain file), and its cache hit ratio.
 */
export function checkEdgeBudget(
  {
    name,
    floorReqPerSec,
    limitReqPerSec,
    reqPerSec,
    hitRatio,
  }: { name: string; floorReqPerSec: number | null; limitReqPerSec: number | null; reqPerSec: number | null; hitRatio: number | null },
  budget: Pick<Budget, "minEdgeReqPerSecToFloor" | "minEdgeReqPerSecToLimit" | "minEdgeHitRatio">,
): BudgetResult {
  const missed: Miss[] = [];
  const skipped: string[] = [];
  const ratioCheck = (reference: number | null, referenceName: string, minimum: number, check: string) => {
    if (reqPerSec === null || reference === null || !(reference > 0)) {
      skipped.push(`${name}: requests/s against the ${referenceName} unknown`);
      return;
    }
    const ratio = reqPerSec / reference;
    if (ratio < minimum)
      missed.push({
        page: name,
        check,
        message: `${name}: ${Math.round(reqPerSec)} req/s is ${ratio.toFixed(2)}x the ${referenceName}'s ${Math.round(reference)} (minimum ${minimum}x)`,
      });
  };
  ratioCheck(floorReqPerSec, "floor", budget.minEdgeReqPerSecToFloor, "edge-req-per-sec-to-floor");
  ratioCheck(limitReqPerSec, "limit", budget.minEdgeReqPerSecToLimit, "edge-req-per-sec-to-limit");
  if (hitRatio === null) skipped.push(`${name}: hit ratio unknown`);
  else if (hitRatio < budget.minEdgeHitRatio)
    missed.push({
      page: name,
      check: "edge-hit-ratio",
      message: `${name}: cache hit ratio ${(hitRatio * 100).toFixed(1)}% (minimum ${(budget.minEdgeHitRatio * 100).toFixed(0)}%)`,
    });
  return { missed, skipped };
}

/** The exit code once the budget is checked: 0 when met or with --report-only, else 1 (missed, or not fully checked). */
export function budgetExitCode(budgetResult: BudgetResult, reportOnly: boolean, log: (message: string) => void): 0 | 1 {
  if (reportOnly) return 0;
  if (budgetResult.missed.length || budgetResult.skipped.length) {
    log(`Exit code 1: the budget was ${budgetResult.missed.length ? "missed" : "not fully checked"} (--report-only to exit 0).`);
    return 1;
  }
  return 0;
}
