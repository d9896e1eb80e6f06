#!/usr/bin/env node
// `npm run bench`: Lighthouse on the production build, offline.
//
//   npm run bench                      the default pages
//   npm run bench -- /dz /ma           other pages
//   npm run bench -- --strict          exit 1 when a budget is missed
//   npm run bench -- --runs 5 --port 3500
//
// Starts `next start` on a free port (building first only when there is no build),
// builds and serves a minimal Next app as the framework floor, runs Lighthouse
// (mobile, simulated throttling) a few times per page, and prints the medians as a
// Markdown table on stdout, then the floor and the budget check (bench/budget.json).
// Progress goes to stderr. The full results go to bench-results/lighthouse-<time>.json.
//
// This file runs on the project's Node (20); Lighthouse itself runs under Node 22
// (see run-lighthouse.mjs).

import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { buildFloorApp, createFloorApp, removeFloorApp } from "./floor.mjs";
import { findFreePort, runCommand, startNextServer, stopAll } from "./processes.mjs";
import { checkBudget, markdownTable, medianRun, medians } from "./report.mjs";
import { checkTools, lighthouseTools, runLighthouse } from "./run-lighthouse.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DEFAULT_PAGES = ["/", "/dz", "/dz?lang=fr", "/?lang=ar"];
const DEFAULT_PORT = 3400;
const DEFAULT_RUNS = 3;
const BUDGET_FILE = "bench/budget.json";

/** The floor app's directory, module-level so the signal handler can delete it. */
let floorDir;

/** Set on Ctrl-C / SIGTERM: the audits stop, and no half report is printed. */
let interrupted = false;

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
 * @returns {{ pages: string[], runs: number, port: number, strict: boolean }}
 */
function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      strict: { type: "boolean", default: false },
      runs: { type: "string", default: String(DEFAULT_RUNS) },
      port: { type: "string", default: String(DEFAULT_PORT) },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write("Usage: npm run bench -- [--strict] [--runs N] [--port N] [/page ...]\n");
    process.exit(0);
  }
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a TCP port, not ${values.port}`);
  // "dz" and "/dz" both mean the page /dz.
  const pages = positionals.length ? positionals.map((page) => (page.startsWith("/") ? page : `/${page}`)) : DEFAULT_PAGES;
  return { pages, runs, port, strict: values.strict };
}

/**
 * Waits while another `next build` writes .next/ (it holds .next/lock and deletes
 * it when done): its BUILD_ID appears before the build ends, so serving or
 * building meanwhile would measure a half-written build or fail on the lock.
 *
 * @returns {Promise<void>}
 */
async function waitForOtherBuild() {
  const lock = path.join(ROOT, ".next/lock");
  if (!existsSync(lock)) return;
  log("Another `next build` is writing .next/ (.next/lock exists): waiting for it to finish.");
  const deadline = Date.now() + 10 * 60_000;
  while (existsSync(lock)) {
    if (Date.now() > deadline) {
      // A build killed with SIGKILL leaves its lock behind; do not wait forever for it.
      log("WARNING: .next/lock still exists after 10 minutes; going on as if it were stale.");
      return;
    }
    await sleep(2_000);
  }
}

/**
 * Builds the site unless a build exists: the benchmark measures what is built,
 * and rebuilding every time would take minutes and hide which build was measured.
 *
 * @returns {Promise<void>}
 */
async function ensureSiteBuild() {
  await waitForOtherBuild();
  if (existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    log("Using the existing build in .next/ (delete .next/BUILD_ID to rebuild).");
    return;
  }
  log("No build in .next/: running `npx next build`.");
  await runCommand("npx", ["next", "build"], { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, echo: true });
}

/**
 * The site build's id, or null when there is none.
 *
 * @returns {Promise<string | null>}
 */
async function readBuildId() {
  return readFile(path.join(ROOT, ".next/BUILD_ID"), "utf8").then(
    (id) => id.trim(),
    () => null,
  );
}

/**
 * Creates, builds and serves the floor app. Never throws: a floor that cannot be
 * built is a warning, and the floor is then unknown.
 *
 * @param {number} port
 * @returns {Promise<{ url: string, exited: () => string | null, bundler: string } | { error: string }>}
 */
async function startFloor(port) {
  try {
    floorDir = await createFloorApp(ROOT);
    log(`Building the framework floor app in ${floorDir}.`);
    const bundler = await buildFloorApp(floorDir);
    const server = await startNextServer({ cwd: floorDir, port, name: "Floor app" });
    return { url: server.url, exited: server.exited, bundler };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`WARNING: the framework floor app could not be built or started; the floor is unknown.\n${message}`);
    return { error: message.split("\n")[0] };
  }
}

/**
 * Requests each URL once before measuring, so that the first Lighthouse run does
 * not pay for the server's cold start (module loading, first render), which the
 * simulated throttling would otherwise fold into that run's metrics.
 *
 * @param {string[]} urls
 * @returns {Promise<void>}
 */
async function warmUp(urls) {
  for (const url of urls) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
    } catch (error) {
      log(`Warm-up request to ${url} failed: ${error.message}`);
    }
  }
}

/**
 * Runs Lighthouse `runs` times on every target, round-robin (run 1 of every
 * target, then run 2...), so that a slow patch of the machine is spread over all
 * targets instead of skewing one.
 *
 * @param {{ key: string, url: string, exited: () => string | null }[]} targets
 * @param {number} runs
 * @param {ReturnType<typeof lighthouseTools>} tools
 * @returns {Promise<Map<string, { runs: import("./run-lighthouse.mjs").RunSummary[], errors: string[] }>>}
 */
async function auditAll(targets, runs, tools) {
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
        const summary = await runLighthouse(target.url, tools);
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
  await removeFloorApp(floorDir);
  floorDir = undefined;
}

/**
 * The benchmark.
 *
 * @returns {Promise<number>} the exit code
 */
async function main() {
  const options = readOptions();
  const tools = lighthouseTools(ROOT);
  checkTools(tools);
  const budget = JSON.parse(await readFile(path.join(ROOT, BUDGET_FILE), "utf8"));
  const nextVersion = JSON.parse(await readFile(path.join(ROOT, "node_modules/next/package.json"), "utf8")).version;
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  // Simulated throttling scales what this machine measured: other work on it (builds, tests) lowers the scores.
  if (loadBefore > os.cpus().length) {
    log(`WARNING: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; performance scores will be lower and noisier.`);
  }

  let results;
  let floor;
  let siteUrl;
  let buildId;
  try {
    await ensureSiteBuild();
    buildId = await readBuildId();
    // The floor is built before any audit, so its build does not compete with the measurements.
    const sitePort = await findFreePort(options.port);
    const floorPort = await findFreePort(sitePort + 1, new Set([sitePort]));
    floor = await startFloor(floorPort);
    log(`Starting the site: npx next start -p ${sitePort}.`);
    const site = await startNextServer({ cwd: ROOT, port: sitePort, name: "Site" });
    siteUrl = site.url;

    const targets = options.pages.map((page) => ({ key: page, url: siteUrl + page, exited: site.exited }));
    if (floor.url) targets.push({ key: "floor", url: `${floor.url}/`, exited: floor.exited });
    await warmUp(targets.map((target) => target.url));
    log(`Auditing ${targets.length} targets x ${options.runs} runs (mobile, simulated throttling).`);
    results = await auditAll(targets, options.runs, tools);
    // Someone may rebuild .next/ under the running server (a shared workspace): say so.
    const buildIdAfter = await readBuildId();
    if (buildIdAfter !== buildId)
      log(`WARNING: .next/ was rebuilt during the benchmark (${buildId} -> ${buildIdAfter}); results may mix builds.`);
  } finally {
    await cleanUp();
  }

  const floorRuns = results.get("floor")?.runs ?? [];
  const floorMedian = floorRuns.length ? medians(floorRuns) : null;
  const floorKB = floorMedian?.jsKB ?? null;
  if (floor.url && floorKB === null) log("WARNING: no floor run succeeded; the floor is unknown.");

  const pages = options.pages.map((page) => {
    const { runs, errors } = results.get(page);
    const median = runs.length ? medians(runs) : null;
    const jsOverFloorKB = median?.jsKB != null && floorKB !== null ? Math.round((median.jsKB - floorKB) * 10) / 10 : null;
    return { path: page, url: siteUrl + page, median, jsOverFloorKB, failingAudits: medianRun(runs)?.failingAudits ?? [], runs, errors };
  });
  const budgetResult = checkBudget(pages, budget);

  logFailingAudits(pages);
  logRunWarnings([...pages.flatMap((page) => page.runs), ...floorRuns]);

  // The report, on stdout.
  const floorLine =
    floorKB !== null
      ? `Framework floor (minimal Next ${nextVersion} app, ${floor.bundler}): JS ${floorKB.toFixed(1)} KB, median of ${floorRuns.length} run${floorRuns.length === 1 ? "" : "s"}.`
      : `Framework floor: unknown (${floor.error ?? results.get("floor")?.errors[0]?.split("\n")[0] ?? "no successful run"}).`;
  const budgetLines = budgetResult.missed.length
    ? [`Budget (${BUDGET_FILE}): ${budgetResult.missed.length} missed:`, ...budgetResult.missed.map((line) => `- ${line}`)]
    : [`Budget (${BUDGET_FILE}): ${budgetResult.skipped.length ? "nothing missed among the values known" : "all met"}.`];
  if (budgetResult.skipped.length) budgetLines.push(`Not checked: ${budgetResult.skipped.join("; ")}.`);
  process.stdout.write(`${markdownTable(pages)}\n\n${floorLine}\n\n${budgetLines.join("\n")}\n`);

  // The full results, for comparing runs later.
  const sample = pages.flatMap((page) => page.runs)[0] ?? floorRuns[0];
  const file = path.join(ROOT, "bench-results", `lighthouse-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: { runs: options.runs, formFactor: "mobile", throttlingMethod: "simulate", siteUrl, buildId, chrome: tools.chrome },
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
    floor: {
      bundler: floor.bundler ?? null,
      error: floor.error ?? null,
      median: floorMedian,
      runs: floorRuns,
      errors: results.get("floor")?.errors ?? [],
    },
    pages,
  };
  await writeFile(file, JSON.stringify(json, null, 2) + "\n");
  log(`Full results: ${path.relative(ROOT, file)}`);

  // A page without a single successful run means the benchmark did not do its job.
  const unmeasured = pages.filter((page) => !page.median);
  if (unmeasured.length) {
    log(`ERROR: no successful run for ${unmeasured.map((page) => page.path).join(", ")}.`);
    return 1;
  }
  // Budgets are reported, not enforced, unless asked: a benchmark is not a test.
  return options.strict && budgetResult.missed.length ? 1 : 0;
}

// Ctrl-C or a kill: stop the servers and Lighthouse (and its Chrome) before leaving.
// Exit codes as a shell reports a process killed by the signal (128 + its number).
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    interrupted = true;
    log(`${signal}: stopping.`);
    cleanUp().finally(() => process.exit(code));
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // After a signal, its handler is already cleaning up and will exit.
    if (interrupted) return;
    log(`ERROR: ${error instanceof Error ? error.message : error}`);
    cleanUp().finally(() => process.exit(1));
  },
);
