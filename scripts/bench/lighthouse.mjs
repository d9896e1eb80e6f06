#!/usr/bin/env node
// `npm run bench`: Lighthouse on the production build, offline, every template of
// the site against the floor, side by side (issue 12).
//
//   npm run bench                            the templates below, budget checked
//   npm run bench -- /dz /ma                 other pages
//   npm run bench -- --report-only           exit 0 even when the budget is missed
//   npm run bench -- --runs 5 --port 3600
//   npm run bench -- --throttling devtools  Chrome's own throttling of every request (no budget check)
//   npm run bench -- --edge /dz /dz/app     the same pages through the edge too (SPEC 9: nginx,
//                                           compression, its cache), each beside the site alone
//
// Starts `next start` on a free port (building first only when there is no build),
// then builds and serves the floor in the same run: a bare Next 16 page of the same
// home content (the inner HTML of the <main> the site's English `/` serves, as
// static markup; no CSS, no web font, no client component: see floor.mjs). Runs
// Lighthouse (mobile, simulated throttling) a few times on every page and the floor,
// round-robin, and fetches each document once as a first visit (no cookie, no
// compression) for its HTML bytes and its `<html lang>`.
//
// Prints on stdout one Markdown table of the medians, each figure with its ratio to
// the floor's, then the Arabic pages' largest paint against their English twins and
// the budget check (bench/budget.json, described in budget.ts). Exit code: 1 when
// the budget is missed or could not be checked (an unknown floor or value) or a page
// got no successful run; `--report-only` keeps 0 for the budget, not for failed runs.
// Progress goes to stderr; the full results to bench-results/lighthouse-<time>.json.
//
// With --edge, the edge starts as `npm run serve:edge` starts it (scripts/edge.mjs: nginx in front
// of two origins) and every page is audited through it as well, as "edge <page>" rows: what
// compression and caching change for a visitor, measured. The budget is checked on the site
// alone; the edge rows are reported.
//
// This file runs on the project's Node (20); Lighthouse itself runs under Node 22
// (see run-lighthouse.mjs).

import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startEdge } from "../edge.mjs";
import { arabicPairs, budgetExitCode, checkBudget, validateBudget } from "./budget.ts";
import { findFreePort, startNextServer, stopAll, runBenchmark } from "../lib/processes.mjs";
import { FIGURES_FILE, figuresHeading, writeFigures } from "./figures.mjs";
import { markdownTable, medianRun, medians, withRatio } from "./report.mjs";
import { checkTools, lighthouseTools, runLighthouse } from "./run-lighthouse.mjs";
import { ensureKit } from "../tools.mjs";
import { ROOT, ensureSiteBuild, fetchDocument, readBuildId, removeFloor, startFloor } from "./site.mjs";

/** One page per template, in English and in Arabic (Algeria's default), and French through ?lang. */
const DEFAULT_PAGES = [
  "/",
  "/dz",
  "/?lang=ar",
  "/dz?lang=fr",
  "/app/download",
  "/dz/app/download",
  "/business/pay/pricing",
  "/dz/business/pay/pricing",
  "/developer/pay",
  "/dz/developer/pay",
  "/company/news",
  "/dz/company/news",
  "/dz/app/term",
];
const DEFAULT_PORT = 3600;
const DEFAULT_RUNS = 3;
const BUDGET_FILE = "bench/budget.json";

/** Set on Ctrl-C / SIGTERM: the audits stop, and no half report is printed. */
let interrupted = false;

/** The edge, when --edge started it, so that cleaning up stops it. */
let edge;

/**
 * Progress and warnings, on stderr so that stdout holds only the report.
 *
 * @param {string} message
 */
function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/**
 * Reads the command line.
 *
 * @returns {{ pages: string[], runs: number, port: number, reportOnly: boolean, throttling: "simulate" | "devtools", edge: boolean }}
 */
function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "report-only": { type: "boolean", default: false },
      "no-docs": { type: "boolean", default: false },
      runs: { type: "string", default: String(DEFAULT_RUNS) },
      port: { type: "string", default: String(DEFAULT_PORT) },
      throttling: { type: "string", default: "simulate" },
      edge: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write("Usage: npm run bench -- [--report-only] [--no-docs] [--runs N] [--port N] [--throttling simulate|devtools] [--edge] [/page ...]\n");
    process.exit(0);
  }
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a TCP port, not ${values.port}`);
  if (values.throttling !== "simulate" && values.throttling !== "devtools")
    throw new Error(`--throttling must be simulate or devtools, not ${values.throttling}`);
  // "dz" and "/dz" both mean the page /dz.
  const pages = positionals.length ? positionals.map((page) => (page.startsWith("/") ? page : `/${page}`)) : DEFAULT_PAGES;
  return { pages, runs, port, reportOnly: values["report-only"], throttling: values.throttling, edge: values.edge, docs: !values["no-docs"] };
}

/**
 * Fetches every page once as a first visit, before measuring: its HTML bytes and
 * language, and a warm-up, so that the first Lighthouse run does not pay for the
 * server's cold start (module loading, first render), which the simulated
 * throttling would otherwise fold into that run's metrics.
 *
 * @param {{ key: string, url: string }[]} targets
 * @returns {Promise<Map<string, { status: number, bytes: number, lang: string | null, redirectedTo: string | null } | { error: string }>>}
 */
async function fetchDocuments(targets) {
  const documents = new Map();
  for (const target of targets) {
    try {
      const { status, bytes, lang, redirectedTo } = await fetchDocument(target.url);
      documents.set(target.key, { status, bytes, lang, redirectedTo });
      if (status !== 200) log(`WARNING: ${target.key} answers ${status}.`);
      if (redirectedTo) log(`WARNING: ${target.key} redirects to ${redirectedTo}; its HTML is the final document's.`);
    } catch (error) {
      documents.set(target.key, { error: error.message });
      log(`WARNING: fetching ${target.url} failed: ${error.message}`);
    }
  }
  return documents;
}

/**
 * Runs Lighthouse `runs` times on every target, round-robin (run 1 of every
 * target, then run 2...), so that a slow patch of the machine is spread over all
 * targets instead of skewing one.
 *
 * @param {{ key: string, url: string, exited: () => string | null }[]} targets
 * @param {number} runs
 * @param {ReturnType<typeof lighthouseTools>} tools
 * @param {"simulate" | "devtools"} throttling
 * @returns {Promise<Map<string, { runs: import("./run-lighthouse.mjs").RunSummary[], errors: string[] }>>}
 */
async function auditAll(targets, runs, tools, throttling) {
  const results = new Map(targets.map((target) => [target.key, { runs: [], errors: [] }]));
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      if (interrupted) throw new Error("interrupted");
      const result = results.get(target.key);
      const started = Date.now();
      const stopped = target.exited();
      if (stopped) {
        // Lighthouse would only report Chrome's error page ("interstitial"); say what happened instead.
        result.errors.push(`server not running (${stopped})`);
        log(`${target.key} run ${run}/${runs} skipped: its server is not running (${stopped}).`);
        continue;
      }
      try {
        const summary = await runLighthouse(target.url, tools, throttling);
        result.runs.push(summary);
        const { scores } = summary;
        log(
          `${target.key} run ${run}/${runs}: perf ${scores.performance}, a11y ${scores.accessibility}, ` +
            `bp ${scores["best-practices"]}, seo ${scores.seo}, JS ${summary.jsBytes === null ? "?" : (summary.jsBytes / 1024).toFixed(1)} KB ` +
            `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        if (interrupted) throw error;
        result.errors.push(error.message);
        log(`${target.key} run ${run}/${runs} FAILED: ${error.message}`);
      }
    }
  }
  return results;
}

/**
 * Prints the audits that cost points on each page (from its median run), on stderr.
 *
 * @param {{ path: string, failingAudits: import("./run-lighthouse.mjs").FailingAudit[] }[]} pages
 */
function logFailingAudits(pages) {
  for (const page of pages) {
    if (!page.failingAudits.length) continue;
    log(`Audits below a passing score on ${page.path} (median run):`);
    for (const audit of page.failingAudits) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      log(`  ${audit.category}: ${audit.id}, score ${audit.score}, weight ${audit.weight}${value}`);
    }
  }
}

/**
 * Prints Lighthouse's run warnings (a slow CPU, a redirect...) once each, and
 * how much the CPU benchmark moved between runs: Lighthouse measures this
 * machine's speed on every run, and a wide range means a busy, noisy machine.
 *
 * @param {import("./run-lighthouse.mjs").RunSummary[]} runs
 */
function logRunWarnings(runs) {
  for (const warning of new Set(runs.flatMap((run) => run.warnings))) log(`Lighthouse warning: ${warning}`);
  const indexes = runs.map((run) => run.benchmarkIndex).filter((index) => typeof index === "number");
  if (indexes.length) log(`CPU benchmark index over the runs: ${Math.min(...indexes)} to ${Math.max(...indexes)} (higher is faster).`);
}

/**
 * Stops the servers and deletes the floor app; safe to call more than once.
 *
 * @returns {Promise<void>}
 */
async function cleanUp() {
  await stopAll();
  await edge?.stop();
  edge = undefined;
  await removeFloor();
}

/**
 * The budget lines of the report.
 *
 * @param {{ missed: import("./budget.ts").Miss[], skipped: string[] }} result
 * @returns {string[]}
 */
function budgetLines(result) {
  const lines = result.missed.length
    ? [`Budget (${BUDGET_FILE}): ${result.missed.length} missed:`, ...result.missed.map((miss) => `- ${miss.message}`)]
    : [`Budget (${BUDGET_FILE}): ${result.skipped.length ? "nothing missed among the values known" : "all met"}.`];
  if (result.skipped.length) lines.push(`Not checked: ${result.skipped.join("; ")}.`);
  return lines;
}

/**
 * The lines comparing each Arabic page's largest paint with its English twin's.
 *
 * @param {import("./budget.ts").PageResult[]} pages
 * @returns {string[]}
 */
function arabicLines(pages) {
  const { pairs, unpaired } = arabicPairs(pages);
  if (!pairs.length && !unpaired.length) return [];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const lines = ["Arabic pages, largest paint against the same page in English:"];
  for (const { arabic, english } of pairs) {
    lines.push(
      `- ${arabic.path}: ${withRatio(arabic.median?.lcpMs, english.median?.lcpMs ?? null, seconds)} of ${english.path}'s ${withRatio(english.median?.lcpMs, undefined, seconds)}`,
    );
  }
  for (const { page, twin, reason } of unpaired) lines.push(`- ${page}: no comparison (${twin} ${reason})`);
  return lines;
}

/**
 * The benchmark.
 *
 * @returns {Promise<number>} the exit code
 */
async function main() {
  const options = readOptions();
  ensureKit("bench");
  const tools = lighthouseTools(ROOT);
  checkTools(tools);
  const budget = validateBudget(JSON.parse(await readFile(path.join(ROOT, BUDGET_FILE), "utf8")));
  const nextVersion = JSON.parse(await readFile(path.join(ROOT, "node_modules/next/package.json"), "utf8")).version;
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  // Simulated throttling scales what this machine measured: other work on it (builds, tests) lowers the scores.
  if (loadBefore > os.cpus().length) {
    log(`WARNING: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; performance scores will be lower and noisier.`);
  }

  let results;
  let documents;
  let floor;
  let siteUrl;
  let edgeUrl;
  let buildId;
  try {
    await ensureSiteBuild(log);
    buildId = await readBuildId();
    const sitePort = await findFreePort(options.port);
    const floorPort = await findFreePort(sitePort + 1, new Set([sitePort]));
    log(`Starting the site: npx next start -p ${sitePort}.`);
    const site = await startNextServer({ cwd: ROOT, port: sitePort, name: "Site" });
    siteUrl = site.url;
    // The floor is built from the site's home, before any audit, so its build does not compete with the measurements.
    floor = await startFloor({ siteUrl, port: floorPort, log });

    const targets = options.pages.map((page) => ({ key: page, url: siteUrl + page, exited: site.exited }));
    if (options.edge) {
      const edgePort = await findFreePort(floorPort + 10, new Set([sitePort, floorPort]));
      log(`Starting the edge on ${edgePort} (nginx and two origins).`);
      edge = await startEdge({ port: edgePort, origins: 2, build: false, quiet: true });
      edgeUrl = edge.url;
      for (const page of options.pages) targets.push({ key: `edge ${page}`, url: edge.url + page, exited: () => null });
    }
    if ("url" in floor) targets.push({ key: "floor", url: `${floor.url}/`, exited: floor.exited });
    documents = await fetchDocuments(targets);
    log(`Auditing ${targets.length} targets x ${options.runs} runs (mobile, ${options.throttling} throttling).`);
    results = await auditAll(targets, options.runs, tools, options.throttling);
    // Someone may rebuild .next/ under the running server (a shared workspace): say so.
    const buildIdAfter = await readBuildId();
    if (buildIdAfter !== buildId)
      log(`WARNING: .next/ was rebuilt during the benchmark (${buildId} -> ${buildIdAfter}); results may mix builds.`);
  } finally {
    await cleanUp();
  }

  /**
   * One page's (or the floor's) results.
   *
   * @param {string} key
   * @param {string} url
   */
  const resultOf = (key, url) => {
    const { runs, errors } = results.get(key) ?? { runs: [], errors: [] };
    const document = documents.get(key);
    const known = document && !("error" in document) ? document : null;
    return {
      path: key,
      url,
      lang: known?.lang ?? null,
      htmlBytes: known?.bytes ?? null,
      status: known?.status ?? null,
      median: runs.length ? medians(runs) : null,
      failingAudits: medianRun(runs)?.failingAudits ?? [],
      runs,
      errors: document && "error" in document ? [`fetch: ${document.error}`, ...errors] : errors,
    };
  };
  const floorResult = "url" in floor ? resultOf("floor", `${floor.url}/`) : null;
  if (floorResult && !floorResult.median) log("WARNING: no floor run succeeded; the floor is unknown.");
  const pages = options.pages.map((page) => resultOf(page, siteUrl + page));
  const edgePages = edgeUrl ? options.pages.map((page) => resultOf(`edge ${page}`, edgeUrl + page)) : [];
  // The budget is set for Lighthouse's default, simulated throttling (issue 12); Chrome's own
  // throttling (--throttling devtools) is a second look at the same pages, reported only.
  const budgetResult =
    options.throttling === "simulate"
      ? checkBudget({ floor: floorResult, pages }, budget)
      : { missed: [], skipped: [`the budget, which is set for simulated throttling (this run: ${options.throttling})`] };

  logFailingAudits([...(floorResult ? [floorResult] : []), ...pages, ...edgePages]);
  logRunWarnings([...pages, ...edgePages].flatMap((page) => page.runs).concat(floorResult?.runs ?? []));

  // The report, on stdout.
  const floorRuns = floorResult?.runs.length ?? 0;
  const floorLine =
    "url" in floor
      ? `Floor: a bare Next ${nextVersion} page (${floor.bundler}) of the site's English home <main>, as static markup, no CSS, no client component; median of ${floorRuns} run${floorRuns === 1 ? "" : "s"}. Ratios are to its figures; HTML is uncompressed, fetched once as a first visit.`
      : `Floor: unknown (${floor.error}); no ratios.`;
  const arabic = arabicLines(pages);
  const report = [
    markdownTable({ floor: floorResult, pages: [...pages, ...edgePages] }),
    floorLine,
    ...(arabic.length ? [arabic.join("\n")] : []),
    budgetLines(budgetResult).join("\n"),
  ].join("\n\n");
  process.stdout.write(`${report}\n`);
  if (options.docs) {
    const command = `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim().replace(/ --$/, "");
    await writeFigures(options.throttling === "simulate" ? "lighthouse" : "lighthouse-devtools", `${figuresHeading(command, startedAt)}\n\n${report}`);
    log(`Figures written to ${FIGURES_FILE}.`);
  }

  // The full results, for comparing runs later.
  const sample = pages.flatMap((page) => page.runs)[0] ?? floorResult?.runs[0];
  const file = path.join(ROOT, "bench-results", `lighthouse-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: { runs: options.runs, formFactor: "mobile", throttlingMethod: options.throttling, siteUrl, buildId, chrome: tools.chrome },
    environment: {
      lighthouseVersion: sample?.lighthouseVersion,
      userAgent: sample?.userAgent,
      benchmarkIndex: sample?.benchmarkIndex,
      next: nextVersion,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    },
    budget,
    budgetResult,
    floor: { bundler: floor.bundler ?? null, error: floor.error ?? null, mainBytes: floor.mainBytes ?? null, ...floorResult },
    pages,
    edgePages,
  };
  await writeFile(file, JSON.stringify(json, null, 2) + "\n");
  log(`Full results: ${path.relative(ROOT, file)}`);

  // A page without a single successful run means the benchmark did not do its job.
  const unmeasured = [...pages, ...edgePages].filter((page) => !page.median);
  if (unmeasured.length) {
    log(`ERROR: no successful run for ${unmeasured.map((page) => page.path).join(", ")}.`);
    return 1;
  }
  // Chrome's throttling is a second look, not the measure the budget is set for: nothing to fail.
  if (options.throttling !== "simulate") return 0;
  return budgetExitCode(budgetResult, options.reportOnly, log);
}

runBenchmark(main, cleanUp, log, () => {
  interrupted = true;
});
