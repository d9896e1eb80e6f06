// One Lighthouse run, reduced to the numbers the benchmark reports.
//
// Lighthouse 13 needs Node >= 22.19, so the Lighthouse CLI runs as a child process under the
// project's Node 22 (`node_modules/.bin/node`, the platform's `node` package: README, whatever
// Node started this script). Lighthouse itself lives in tools/bench, a package of its own that the benchmark
// installs on first use (scripts/tools.mjs), not in the project's install. The CLI launches (and closes) its own Chrome for
// every run, which gives each run a fresh profile: no cache, cookies or service
// worker carried over from the previous run.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { tail, track } from "../lib/processes.mjs";

/** The categories the benchmark scores. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Chrome flags: headless without GPU or sandbox (containers), and no background
 * traffic (QUIC, component updates, sync...), so runs work offline and only the
 * page under test uses the network.
 */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A run that takes longer than this is stuck (Lighthouse's own page timeout is 45 s). */
const RUN_TIMEOUT_MS = 180_000;

/**
 * Where the tools live: tools/bench under the project root (installed by scripts/tools.mjs).
 *
 * @param {string} root the project root
 * @returns {{ node: string, cli: string, chrome: string }}
 */
export function lighthouseTools(root) {
  return {
    node: path.join(root, "node_modules/.bin/node"),
    cli: path.join(root, "tools/bench/node_modules/lighthouse/cli/index.js"),
    chrome: process.env.CHROME_PATH || "/usr/bin/chromium",
  };
}

/**
 * Throws a readable error when a tool the benchmark needs is missing.
 *
 * @param {{ node: string, cli: string, chrome: string }} tools
 */
export function checkTools(tools) {
  const missing = [
    [tools.node, "Node 22 (the platform's node package, an optional dependency: npm ci)"],
    [tools.cli, "Lighthouse (tools/bench: node scripts/tools.mjs bench)"],
    [tools.chrome, "Chromium (apt-get install chromium, or set CHROME_PATH)"],
  ].filter(([file]) => !existsSync(file));
  if (missing.length) throw new Error(`missing: ${missing.map(([file, what]) => `${what} at ${file}`).join("; ")}`);
}

/**
 * Runs Lighthouse once on `url`: mobile form factor, the four scored categories,
 * Lighthouse's default throttling (`simulate`: the page loads at full speed and
 * Lighthouse computes the timings of a slow phone on a slow network from what it
 * observed) or `devtools` (Chrome itself slows every request and the CPU while the
 * page loads, with Lighthouse's matching settings: slower runs, real timings).
 *
 * @param {string} url
 * @param {{ node: string, cli: string, chrome: string }} tools
 * @param {"simulate" | "devtools"} [throttling]
 * @returns {Promise<RunSummary>}
 */
export async function runLighthouse(url, tools, throttling = "simulate") {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-lh-"));
  const report = path.join(dir, "report.json");
  const args = [
    tools.cli,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${report}`,
    // Lighthouse's defaults (but for an explicit --throttling devtools); spelled out because
    // the numbers mean nothing without them.
    "--form-factor=mobile",
    `--throttling-method=${throttling}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    // The full-page screenshot only makes the report bigger; it scores nothing.
    "--disable-full-page-screenshot",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
  ];
  try {
    const output = await spawnLighthouse(tools, args);
    if (!existsSync(report)) throw new Error(`Lighthouse wrote no report:\n${tail(output)}`);
    const lhr = JSON.parse(await readFile(report, "utf8"));
    return summarize(lhr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Spawns the Lighthouse CLI under Node 22 and waits for it.
 *
 * @param {{ node: string, chrome: string }} tools
 * @param {string[]} args
 * @returns {Promise<string>} the CLI's output (only errors, since it runs with --quiet)
 */
function spawnLighthouse(tools, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(tools.node, args, {
      env: { ...process.env, CHROME_PATH: tools.chrome },
      stdio: ["ignore", "pipe", "pipe"],
      // Own process group, so a Ctrl-C reaches it through our handler, which sends SIGINT:
      // Lighthouse's Chrome launcher closes Chrome on SIGINT (Chrome runs in yet another group).
      detached: true,
    });
    track(child, "SIGINT");
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n(killed after ${RUN_TIMEOUT_MS / 1000} s)`;
      child.kill("SIGINT");
    }, RUN_TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`Lighthouse failed (${signal ?? `exit ${code}`}):\n${tail(output)}`));
    });
  });
}

/**
 * @typedef {object} FailingAudit
 * @property {string} id
 * @property {string} category
 * @property {string} title
 * @property {number} score 0-1
 * @property {number} weight the audit's weight in its category (0: it costs no points by itself)
 * @property {string} [displayValue]
 */

/**
 * @typedef {object} RunSummary
 * @property {Record<string, number | null>} scores category id -> 0-100
 * @property {number | null} fcpMs
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {number | null} jsBytes JavaScript transferred (bytes over the wire, compressed)
 * @property {FailingAudit[]} failingAudits
 * @property {string[]} warnings Lighthouse's run warnings
 * @property {string} lighthouseVersion
 * @property {string} userAgent
 * @property {number | undefined} benchmarkIndex how fast this machine is, per Lighthouse
 */

/**
 * Reduces a Lighthouse result (LHR) to the benchmark's numbers.
 *
 * @param {any} lhr
 * @returns {RunSummary}
 */
export function summarize(lhr) {
  // A run that could not load the page still produces an LHR, with null scores.
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  /** @param {string} id */
  const numeric = (id) => (typeof audits[id]?.numericValue === "number" ? audits[id].numericValue : null);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === "number" ? Math.round(score * 100) : null];
      }),
    ),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: scriptTransferBytes(audits),
    failingAudits: failingAudits(lhr),
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? "",
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * JavaScript transferred, in bytes: the "Script" row of `resource-summary`, or
 * else the sum over the script requests of `network-requests`.
 *
 * @param {any} audits
 * @returns {number | null}
 */
function scriptTransferBytes(audits) {
  const row = audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  if (row) return row.transferSize;
  const requests = audits["network-requests"]?.details?.items;
  if (!requests) return null;
  return requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * The audits that cost (or may cost) points: every scored audit of the four
 * categories below a full score. Weighted ones cost points directly; in the
 * performance category the unweighted insights and diagnostics explain the
 * metrics, so they are listed too.
 *
 * @param {any} lhr
 * @returns {FailingAudit[]}
 */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = audit && typeof audit.score === "number" && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
      // Threshold 0.9 for numeric ones: Lighthouse itself shows 0.9 and above as passed (green).
      if (!scored || audit.score >= (audit.scoreDisplayMode === "binary" ? 1 : 0.9)) continue;
      if (ref.weight === 0 && id !== "performance") continue;
      failing.push({
        id: ref.id,
        category: id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}
