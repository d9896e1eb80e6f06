// Types of budget.mjs, for the TypeScript that imports it (tests/unit/bench-budget.test.ts).
// The shape is documented in budget.mjs.

export const KB: number;
export const REGION_PREFIXES: string[];
export const SCORE_IDS: string[];

export type Budget = {
  minScores: Record<string, number>;
  maxCls: number;
  maxLcpToFloor: number;
  maxArabicLcpToEnglish: number;
  maxJsOverFloorKB: number;
  maxApiDocsJsOverFloorKB: number;
  maxHtmlToFloor: number;
  maxHtmlKB: number;
  apiDocsPaths: string[];
  minLoadReqPerSecToFloor: number;
  minEdgeReqPerSecToFloor: number;
  minEdgeReqPerSecToLimit: number;
  minEdgeHitRatio: number;
};

export type Medians = {
  scores: Record<string, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKB: number | null;
};

export type PageResult = {
  path: string;
  lang: string | null;
  htmlBytes: number | null;
  median: Medians | null;
};

export type Miss = { page: string; check: string; message: string };

export function validateBudget(value: unknown): Budget;
export function englishTwin(page: string): string;
export function isApiDocs(page: string, budget: Pick<Budget, "apiDocsPaths">): boolean;
export function isArabicLang(lang: string | null | undefined): boolean;
export function arabicPairs(pages: PageResult[]): {
  pairs: { arabic: PageResult; english: PageResult }[];
  unpaired: { page: string; twin: string; reason: string }[];
};
export function checkBudget(
  results: { floor: PageResult | null; pages: PageResult[] },
  budget: Budget,
): { missed: Miss[]; skipped: string[] };
export function checkLoadBudget(
  results: { floorReqPerSec: number | null; scenarios: { name: string; reqPerSec: number | null }[] },
  budget: Pick<Budget, "minLoadReqPerSecToFloor">,
): { missed: Miss[]; skipped: string[] };
export function checkEdgeBudget(
  results: { name: string; floorReqPerSec: number | null; limitReqPerSec: number | null; reqPerSec: number | null; hitRatio: number | null },
  budget: Pick<Budget, "minEdgeReqPerSecToFloor" | "minEdgeReqPerSecToLimit" | "minEdgeHitRatio">,
): { missed: Miss[]; skipped: string[] };
