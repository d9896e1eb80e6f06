#!/usr/bin/env node
// `npm run bench:load`: how much the site serves under load, against the floor, in
// one run; then the site server's memory over a sustained load (issue 12).
//
//   npm run bench:load                              30 s per scenario, 300 s of soak
//   npm run bench:load -- --duration 10 --soak 60   shorter
//   npm run bench:load -- --soak 0                  no soak
//   npm run bench:load -- --report-only             exit 0 even below the budget
//   npm run bench:load -- --connections 20 --port 3700
//
// Serves the site's build with `next start` and, in the same run, builds and serves
// the floor (a bare Next 16 page of the site's English home content: floor.mjs).
// autocannon on loopback, 20 connections, no compression (it sends no
// accept-encoding), a 3 s warm-up then `--duration` seconds, one scenario at a time:
//
//   floor                      the floor's page
//   /dz                        pre-rendered, Arabic (the region's default language)
//   /dz, cookie lang=fr        the same URL in French, from the cookie
//   /dz/no-such-page           the 404
//
// Each scenario is checked first (status 200, or 404 for the 404; the language
// served), and every answer during the run must have that status. Prints requests/s
// (mean), each as a ratio to the floor's, latency p50/p99, errors and non-2xx. Then
// the soak: `--soak` seconds of load cycling through the three site scenarios while
// the site server's resident memory (RSS of the process listening on the port and of
// its children) is sampled every 10 s; prints the series, first/last/max, and flags
// growth in the last half (the last sample more than 5% above the one at half time).
//
// Exit code: 1 when /dz, /dz with the cookie or the 404 serves fewer requests/s than
// the floor x `minLoadReqPerSecToFloor` (bench/budget.json, 0.8) or when that could
// not be checked; `--report-only` keeps 0 for that. Always 1 when a scenario answered
// the wrong status or had errors (the figures would not mean what they say).
// Progress on stderr, the report on stdout, the full results in
// bench-results/load-<time>.json. A benchmark, run by hand: not a test, not in CI.

import { existsSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { checkLoadBudget, validateBudget } from "./budget.mjs";
import { findFreePort, startNextServer, stopAll, budgetExitCode, runBenchmark } from "./processes.mjs";
import { ROOT, fetchDocument, readBuildId, removeFloor, startFloor } from "./site.mjs";

const DEFAULT_PORT = 3700;
const BUDGET_FILE = "bench/budget.json";
const WARM_UP_SECONDS = 3;
const SAMPLE_EVERY_MS = 10_000;
/** The last half of the soak "grows" when its last sample is this much above the one at half time. */
const GROWTH_FLAG = 0.05;

/** The autocannon run in progress, so that a signal can stop it. */
let current;

/** Set on Ctrl-C / SIGTERM. */
let interrupted = false;

/**
 * Progress and warnings, on stderr so that stdout holds only the report.
 *
 * @param {string} message
 */
function log(message) {
  process.stderr.write(`[load] ${message}\n`);
}

/**
 * Reads the command line.
 *
 * @returns {{ duration: number, connections: number, soak: number, port: number, reportOnly: boolean }}
 */
function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "30" },
      connections: { type: "string", default: "20" },
      soak: { type: "string", default: "300" },
      port: { type: "string", default: String(DEFAULT_PORT) },
      "report-only": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write("Usage: npm run bench:load -- [--duration S] [--soak S] [--connections N] [--port N] [--report-only]\n");
    process.exit(0);
  }
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer >= ${min}, not ${values[name]}`);
    return value;
  };
  const port = number("port", 1);
  if (port > 65535) throw new Error(`--port must be a TCP port, not ${port}`);
  return {
    duration: number("duration", 1),
    connections: number("connections", 1),
    soak: number("soak", 0),
    port,
    reportOnly: values["report-only"],
  };
}

/**
 * The process listening on a TCP port (the next-server under npx), found through /proc.
 *
 * @param {number} port
 * @returns {number | null}
 */
function listeningPid(port) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const tables = ["/proc/net/tcp", "/proc/net/tcp6"].map((file) => (existsSync(file) ? readFileSync(file, "utf8") : "")).join("\n");
  const inode = tables
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((cols) => cols[1]?.endsWith(hex) && cols[3] === "0A")?.[9];
  if (!inode) return null;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
      } catch {
        // The fd closed meanwhile.
      }
    }
  }
  return null;
}

/**
 * Resident memory (MB) of a process and all its descendants, from /proc; NaN when it is gone.
 *
 * @param {number} pid
 * @returns {number}
 */
function treeRssMb(pid) {
  const parents = new Map();
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      // The command name (field 2) may hold spaces and parentheses: the parent pid is the 2nd field after the last ")".
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let kb = 0;
  for (const member of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      if (member === pid) return NaN;
    }
  }
  return kb / 1024;
}

/**
 * One autocannon run; `options` as autocannon takes them.
 *
 * @param {Record<string, unknown>} options
 * @returns {Promise<any>} autocannon's result
 */
function cannon(options) {
  return new Promise((resolve, reject) => {
    current = autocannon(options, (error, result) => {
      current = undefined;
      if (error) reject(error);
      else if (interrupted) reject(new Error("interrupted"));
      else resolve(result);
    });
  });
}

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} url
 * @property {Record<string, string>} headers
 * @property {number} status the status every answer must have
 * @property {string} [lang] the `<html lang>` the answer must have
 */

/**
 * Checks that a scenario answers what it claims (status, language) before it is
 * measured; throws otherwise.
 *
 * @param {Scenario} scenario
 */
async function verify(scenario) {
  const document = await fetchDocument(scenario.url, scenario.headers);
  if (document.status !== scenario.status) throw new Error(`${scenario.name} answers ${document.status}, not ${scenario.status}`);
  if (scenario.lang && document.lang !== scenario.lang)
    throw new Error(`${scenario.name} is served in "${document.lang}", not "${scenario.lang}"`);
  if (document.redirectedTo) throw new Error(`${scenario.name} redirects to ${document.redirectedTo}`);
}

/**
 * Measures one scenario.
 *
 * @param {Scenario} scenario
 * @param {{ duration: number, connections: number }} options
 */
async function measure(scenario, { duration, connections }) {
  await verify(scenario);
  log(`${scenario.name}: ${WARM_UP_SECONDS} s warm-up, then ${duration} s, ${connections} connections.`);
  // The warm-up (JIT, caches, connections) is measured apart and thrown away.
  await cannon({ url: scenario.url, headers: scenario.headers, connections, duration: WARM_UP_SECONDS });
  const result = await cannon({ url: scenario.url, headers: scenario.headers, connections, duration });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const wrongStatus = Object.entries(statuses)
    .filter(([code]) => Number(code) !== scenario.status)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    name: scenario.name,
    url: scenario.url,
    headers: scenario.headers,
    expectedStatus: scenario.status,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    wrongStatus,
    total: result.requests.total,
  };
}

/**
 * Sustained load on the site, cycling through its scenarios, with the server's
 * memory sampled every 10 s.
 *
 * @param {Scenario[]} scenarios
 * @param {number} pid the site server's pid
 * @param {{ soak: number, connections: number }} options
 */
async function soak(scenarios, pid, { soak: seconds, connections }) {
  const origin = new URL(scenarios[0].url).origin;
  const started = Date.now();
  const samples = [{ seconds: 0, rssMb: treeRssMb(pid) }];
  const timer = setInterval(() => {
    const elapsed = Date.now() - started;
    // The sample taken when the load ends stands for this one.
    if (elapsed > seconds * 1000 - SAMPLE_EVERY_MS / 2) return;
    const sample = { seconds: Math.round(elapsed / 1000), rssMb: treeRssMb(pid) };
    samples.push(sample);
    log(`soak ${sample.seconds}/${seconds} s: RSS ${sample.rssMb.toFixed(0)} MB`);
  }, SAMPLE_EVERY_MS);
  let result;
  try {
    result = await cannon({
      url: origin,
      connections,
      duration: seconds,
      requests: scenarios.map((scenario) => ({ method: "GET", path: new URL(scenario.url).pathname, headers: scenario.headers })),
    });
  } finally {
    clearInterval(timer);
  }
  samples.push({ seconds: Math.round((Date.now() - started) / 1000), rssMb: treeRssMb(pid) });
  const values = samples.map((sample) => sample.rssMb);
  const half = samples.find((sample) => sample.seconds >= seconds / 2) ?? samples[0];
  const last = samples.at(-1);
  const growth = (last.rssMb - half.rssMb) / half.rssMb;
  return {
    seconds,
    samples,
    first: samples[0].rssMb,
    last: last.rssMb,
    max: Math.max(...values),
    half: half.rssMb,
    lastHalfGrowth: growth,
    grows: growth > GROWTH_FLAG,
    reqPerSec: result.requests.average,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * Stops autocannon, the servers, and deletes the floor app; safe to call more than once.
 *
 * @returns {Promise<void>}
 */
async function cleanUp() {
  current?.stop();
  await stopAll();
  await removeFloor();
}

/**
 * The benchmark.
 *
 * @returns {Promise<number>} the exit code
 */
async function main() {
  const options = readOptions();
  const budget = validateBudget(JSON.parse(await readFile(path.join(ROOT, BUDGET_FILE), "utf8")));
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("No build: run `npx next build` first.");
  const buildId = await readBuildId();
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  // autocannon and both servers share this machine: other work on it lowers every figure, unevenly.
  if (loadBefore > os.cpus().length) {
    log(`WARNING: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; requests/s will be lower and noisier.`);
  }

  const sitePort = await findFreePort(options.port);
  const floorPort = await findFreePort(sitePort + 1, new Set([sitePort]));
  log(`Starting the site: npx next start -p ${sitePort}.`);
  const site = await startNextServer({ cwd: ROOT, port: sitePort, name: "Site" });
  const pid = listeningPid(sitePort);
  if (!pid) log(`WARNING: no process found listening on port ${sitePort}; memory is unknown.`);
  const floor = await startFloor({ siteUrl: site.url, port: floorPort, log });
  if (!("url" in floor)) throw new Error(`the floor could not be started (${floor.error}); nothing to compare with`);

  /** @type {Scenario[]} */
  const siteScenarios = [
    { name: "/dz", url: `${site.url}/dz`, headers: {}, status: 200, lang: "ar" },
    { name: "/dz, cookie lang=fr", url: `${site.url}/dz`, headers: { cookie: "lang=fr" }, status: 200, lang: "fr" },
    { name: "/dz/no-such-page (404)", url: `${site.url}/dz/no-such-page`, headers: {}, status: 404 },
  ];
  const floorScenario = { name: "floor", url: `${floor.url}/`, headers: {}, status: 200, lang: "en" };

  const rssAtStart = pid ? treeRssMb(pid) : NaN;
  const rows = [];
  for (const scenario of [floorScenario, ...siteScenarios]) rows.push(await measure(scenario, options));
  const rssAfterScenarios = pid ? treeRssMb(pid) : NaN;
  let memory = null;
  if (options.soak > 0 && pid) {
    log(
      `Soak: ${options.soak} s on the site, cycling through its ${siteScenarios.length} scenarios; RSS every ${SAMPLE_EVERY_MS / 1000} s.`,
    );
    memory = await soak(siteScenarios, pid, options);
  }
  const buildIdAfter = await readBuildId();
  if (buildIdAfter !== buildId)
    log(`WARNING: .next/ was rebuilt during the benchmark (${buildId} -> ${buildIdAfter}); results may mix builds.`);
  await cleanUp();

  const floorRow = rows[0];
  const siteRows = rows.slice(1);
  const budgetResult = checkLoadBudget(
    { floorReqPerSec: floorRow.reqPerSec, scenarios: siteRows.map((row) => ({ name: row.name, reqPerSec: row.reqPerSec })) },
    budget,
  );

  // The report, on stdout.
  const out = [];
  out.push(`| scenario | req/s (mean) | vs floor | p50 ms | p99 ms | errors | non-2xx | statuses |`);
  out.push(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const row of rows) {
    const ratio = row === floorRow ? "1.00x" : `${(row.reqPerSec / floorRow.reqPerSec).toFixed(2)}x`;
    const statuses = Object.entries(row.statuses)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", ");
    out.push(
      `| ${row.name} | ${row.reqPerSec.toFixed(0)} | ${ratio} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${statuses} |`,
    );
  }
  out.push("");
  out.push(
    `${options.connections} connections, ${WARM_UP_SECONDS} s warm-up + ${options.duration} s each, no compression, loopback. ` +
      `Floor: a bare Next page of the site's English home <main> (${floor.bundler}).`,
  );
  out.push(
    `Site server memory (RSS, with its children): ${rssAtStart.toFixed(0)} MB at start, ${rssAfterScenarios.toFixed(0)} MB after the scenarios.`,
  );
  if (memory) {
    out.push("");
    out.push(
      `Memory over ${memory.seconds} s of load (${memory.reqPerSec.toFixed(0)} req/s, ${memory.errors} errors), every ${SAMPLE_EVERY_MS / 1000} s:`,
    );
    out.push(memory.samples.map((sample) => `${sample.seconds} s: ${sample.rssMb.toFixed(0)} MB`).join(", "));
    out.push(
      `First ${memory.first.toFixed(0)} MB, last ${memory.last.toFixed(0)} MB, max ${memory.max.toFixed(0)} MB; ` +
        `last half ${memory.lastHalfGrowth >= 0 ? "+" : ""}${(memory.lastHalfGrowth * 100).toFixed(1)}% ` +
        (memory.grows ? `(GROWING: more than ${GROWTH_FLAG * 100}% in the last half).` : "(flat)."),
    );
  } else if (options.soak > 0) {
    out.push("Memory over time: not measured (the server's process was not found).");
  }
  out.push("");
  if (budgetResult.missed.length) {
    out.push(`Budget (${BUDGET_FILE}, minLoadReqPerSecToFloor ${budget.minLoadReqPerSecToFloor}): ${budgetResult.missed.length} missed:`);
    for (const miss of budgetResult.missed) out.push(`- ${miss.message}`);
  } else {
    out.push(
      `Budget (${BUDGET_FILE}, minLoadReqPerSecToFloor ${budget.minLoadReqPerSecToFloor}): ${budgetResult.skipped.length ? "nothing missed among the values known" : "all met"}.`,
    );
  }
  if (budgetResult.skipped.length) out.push(`Not checked: ${budgetResult.skipped.join("; ")}.`);
  process.stdout.write(`${out.join("\n")}\n`);

  const file = path.join(ROOT, "bench-results", `load-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: { ...options, warmUpSeconds: WARM_UP_SECONDS, sampleEveryMs: SAMPLE_EVERY_MS, growthFlag: GROWTH_FLAG, buildId },
    environment: { cpus: os.cpus().length, loadAverage: { before: loadBefore, after: os.loadavg()[0] }, node: process.version },
    budget: { minLoadReqPerSecToFloor: budget.minLoadReqPerSecToFloor },
    budgetResult,
    floor: { bundler: floor.bundler, mainBytes: floor.mainBytes },
    scenarios: rows,
    memory: { rssAtStart, rssAfterScenarios, soak: memory },
  };
  await writeFile(file, JSON.stringify(json, null, 2) + "\n");
  log(`Full results: ${path.relative(ROOT, file)}`);

  const broken = rows.filter((row) => row.errors > 0 || row.wrongStatus > 0);
  if (broken.length || (memory && memory.errors > 0)) {
    log(
      `ERROR: errors or unexpected statuses in ${[...broken.map((row) => row.name), ...(memory?.errors ? ["the soak"] : [])].join(", ")}.`,
    );
    return 1;
  }
  return budgetExitCode(budgetResult, options.reportOnly, log);
}

runBenchmark(main, cleanUp, log, () => {
  interrupted = true;
});
