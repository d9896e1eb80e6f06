#!/usr/bin/env node
// `npm run bench:load`: how much the site serves under load, alone and behind the edge (SPEC 9),
// against the floor and against the limit, in one run; then memory over a sustained load.
//
//   npm run bench:load                              30 s per scenario, 300 s of soak
//   npm run bench:load -- --duration 10 --soak 60   shorter
//   npm run bench:load -- --soak 0                  no soak
//   npm run bench:load -- --report-only             exit 0 even below the budget
//   npm run bench:load -- --connections 20 --threads 2 --port 3700
//
// Serves, side by side in the same run: the site's build with `next start` (the site alone, as
// `npm run serve` runs it); the same build behind the edge (`scripts/edge.mjs`: Debian's nginx in
// front of two `next start` processes, as `npm run serve:edge` runs it); and the floor (a bare
// Next 16 page of the site's English home content, built here: floor.mjs). The load comes from
// wrk (Debian's package, installed with apt-get when missing): a C client, because autocannon, a
// Node process on the same two cores, saturated before nginx did (4,500 req/s against wrk's
// 19,000 on the same cached page). 20 connections, 2 threads, a 3 s warm-up then `--duration`
// seconds, one scenario at a time. Every request sends what a browser sends,
// `Accept-Encoding: gzip, deflate, br, zstd` (issue 40), but the reference row without it:
//
//   floor                          the floor's page
//   site /dz                       `next start` alone: pre-rendered, Arabic (the region's default)
//   site /dz, cookie lang=fr       the same URL in French, from the cookie
//   site 404                       `/dz/no-such-page`
//   edge /dz, mixed cookies        through nginx: eight cookies in turn, as browsers send them: none,
//                                  lang=ar, lang=fr, lang=en, two with a theme, a consent and
//                                  analytics cookies around the language, and two hostile ones
//                                  (Lang=fr, lang=ar; lang=fr)
//   edge /dz, mixed cookies, no Accept-Encoding   the same, uncompressed: the reference
//   limit                          the same nginx serving, as a file on disk (brotli_static), the very
//                                  bytes the edge sends for /dz to a browser (Brotli)
//   edge 404                       `/dz/no-such-page` through nginx
//   leads, PGlite                  valid sales-form submissions (JSON, as the page's script sends
//                                  them, each with its own e-mail address) to `next start` on the
//                                  embedded database, in a folder of this run
//   leads, PostgreSQL              the same to `next start` on a PostgreSQL server of this run
//                                  (scripts/postgres.mjs); rate limits lifted for both, no SMTP
//                                  (the notifications wait in the outbox)
//
// Each scenario is checked first (status, the language of each variant), and every answer
// during the run must have that status. The edge's cache hit ratio is counted from its access
// log over the measured seconds (after the warm-up). Prints requests/s, each as a ratio to the
// floor's, latency p50/p99, the CPU the servers spent per 1,000 requests (their processes' user and
// system time over the measured seconds: nginx and the origins for the edge, `next start` for the
// site), errors. Memory (RSS) of the site alone and of each origin before and after the load. Then the soak: `--soak` seconds through the edge of a mix
// that also reaches the origins (one request in ten asks `?lang=`, which is never cached), with
// the resident memory of nginx (master and workers) and of each origin sampled every 10 s;
// growth in the last half (the last sample more than 5% above the one at half time) is flagged.
//
// Exit code: 1 when the budget (bench/budget.json) is missed or could not be checked:
// `minLoadReqPerSecToFloor` for the site alone, `minEdgeReqPerSecToFloor`,
// `minEdgeReqPerSecToLimit` and `minEdgeHitRatio` for the edge; `--report-only` keeps 0 for
// that. Always 1 when a scenario answered a wrong status or had errors. Progress on stderr,
// the report on stdout, the full results in bench-results/load-<time>.json. A benchmark, run by
// hand: not a test, not in CI.

import { randomBytes } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import pidtree from "pidtree";
import pidusage from "pidusage";
import { startEdge } from "../edge.mjs";
import { aptInstall } from "../lib/debian.mjs";
import { startPostgres, stopPostgres } from "../postgres.mjs";
import { budgetExitCode, checkEdgeBudget, checkLoadBudget, validateBudget } from "./budget.ts";
import { findFreePort, runBenchmark, startNextServer, stopAll, track } from "../lib/processes.mjs";
import { FIGURES_FILE, figuresHeading, writeFigures } from "./figures.mjs";
import { ROOT, ensureSiteBuild, fetchDocument, readBuildId, removeFloor, startFloor } from "./site.mjs";

const DEFAULT_PORT = 3700;
const BUDGET_FILE = "bench/budget.json";
const WARM_UP_SECONDS = 3;
const SAMPLE_EVERY_MS = 10_000;
/** The last half of the soak "grows" when its last sample is this much above the one at half time. */
const GROWTH_FLAG = 0.05;
const WRK = "/usr/bin/wrk";

/** Cookie variants of the edge scenario, as browsers send them, with the language the one rule gives each on /dz. */
const EDGE_MIX = [
  { cookie: null, lang: "ar" },
  { cookie: "lang=ar", lang: "ar" },
  { cookie: "lang=fr", lang: "fr" },
  { cookie: "lang=en", lang: "en" },
  { cookie: "theme=dark; consent=granted; lang=fr", lang: "fr" },
  {
    cookie: "_ga=GA1.1.1283746501.1764320000; _ga_X7Q2K9L3M1=GS2.1.s1764320000$o3$g1$t1764320123$j60$l0$h0; consent=granted; theme=light",
    lang: "ar",
  },
  { cookie: "Lang=fr", lang: "ar" },
  { cookie: "lang=ar; lang=fr", lang: "ar" },
];

/** What a browser sends (Chromium's, Firefox's): every scenario but the reference row. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The edge, once started, so that a signal can stop it. */
let edge;
/** Temporary files of this run. */
let scratch;
/** The folder of this run's PostgreSQL server, stopped with the rest. */
let postgresDir;

/** @param {string} message */
function log(message) {
  process.stderr.write(`[load] ${message}\n`);
}

/**
 * Reads the command line.
 *
 * @returns {{ duration: number, connections: number, threads: number, soak: number, port: number, reportOnly: boolean }}
 */
function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "30" },
      connections: { type: "string", default: "20" },
      threads: { type: "string", default: "2" },
      soak: { type: "string", default: "300" },
      port: { type: "string", default: String(DEFAULT_PORT) },
      "report-only": { type: "boolean", default: false },
      "no-docs": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      "Usage: npm run bench:load -- [--duration S] [--soak S] [--connections N] [--threads N] [--port N] [--report-only] [--no-docs]\n",
    );
    process.exit(0);
  }
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer >= ${min}, not ${values[name]}`);
    return value;
  };
  const port = number("port", 1);
  if (port > 65500) throw new Error(`--port must leave room for the run's servers, not ${port}`);
  return {
    duration: number("duration", 1),
    connections: number("connections", 1),
    threads: number("threads", 1),
    soak: number("soak", 0),
    port,
    reportOnly: values["report-only"],
    docs: !values["no-docs"],
  };
}

/** Installs Debian's wrk when it is missing. */
function ensureWrk() {
  if (existsSync(WRK)) return;
  if (!aptInstall(["wrk"]) || !existsSync(WRK)) throw new Error("could not install wrk with apt-get");
}

/**
 * Resident memory (MB) of a process and all its descendants (an origin is `next start` and its
 * workers); NaN when it is gone.
 *
 * @param {number | undefined} pid
 * @returns {Promise<number>}
 */
async function treeRssMb(pid) {
  if (!pid) return NaN;
  try {
    const pids = [pid, ...(await pidtree(pid).catch(() => []))];
    const stats = await pidusage(pids);
    return Object.values(stats).reduce((sum, stat) => sum + (stat?.memory ?? 0), 0) / 1024 / 1024;
  } catch {
    return NaN;
  }
}

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} origin `http://host:port`
 * @property {{ path: string, cookie: string | null, lang?: string, acceptEncoding?: string | null }[]} requests sent in turn
 * @property {string | null} [encoding] the Content-Encoding every answer must have (checked first)
 * @property {() => (number | undefined)[]} [cpu] the processes whose CPU the scenario costs (with their children)
 * @property {{ path: string }} [lead] instead: valid lead submissions POSTed to this form page
 * @property {number} status the status every answer must have
 * @property {string} [accessLog] the edge's access log, to count cache hits
 */

/** The end of every wrk script: its summary, as one line of JSON. */
const WRK_DONE = `function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

/**
 * A wrk script that sends `requests` in turn and prints its summary as JSON.
 *
 * @param {Scenario["requests"]} requests
 */
function wrkScript(requests, lead) {
  const lua = (text) => JSON.stringify(text);
  if (lead) return leadScript(lead.path);
  const formats = requests.map((request) => {
    const headers = [
      ...(request.cookie ? [`["Cookie"] = ${lua(request.cookie)}`] : []),
      ...(request.acceptEncoding ? [`["Accept-Encoding"] = ${lua(request.acceptEncoding)}`] : []),
    ];
    return `wrk.format("GET", ${lua(request.path)}${headers.length ? `, { ${headers.join(", ")} }` : ""})`;
  });
  return `local requests = {}
local counter = 0
function init(args)
  requests = { ${formats.join(", ")} }
end
function request()
  counter = counter + 1
  return requests[(counter % #requests) + 1]
end
${WRK_DONE}`;
}

/**
 * A wrk script that POSTs valid sales-form submissions, each from another e-mail address (a
 * thread's number and a counter), as the page's script sends them (JSON answer), and prints its
 * summary as JSON.
 */
function leadScript(formPath) {
  return `local counter = 0
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
function request()
  counter = counter + 1
  local body = "form=sales&organisation=Bench&name=Bench&email=bench-" .. run .. "-" .. tid .. "-" .. counter .. "%40example.dz&phone=0550123456&volume=under-1m&consent=yes"
  return wrk.format("POST", ${JSON.stringify(formPath)}, { ["Content-Type"] = "application/x-www-form-urlencoded", ["Accept"] = "application/json", ["Accept-Encoding"] = ${JSON.stringify(BROWSER_ACCEPT_ENCODING)} }, body)
end
function init(args)
  run = ${JSON.stringify(String(Date.now()))} .. "-" .. math.random(1000000)
end
${WRK_DONE}`;
}

/**
 * One wrk run.
 *
 * @returns {Promise<{ requests: number, durationUs: number, bytes: number, connect: number, read: number, write: number, status: number, timeout: number, p50Us: number, p99Us: number }>}
 */
async function runWrk(scenario, seconds, { connections, threads }) {
  const script = path.join(scratch, `${scenario.name.replace(/[^a-z0-9]+/gi, "-")}.lua`);
  await writeFile(script, wrkScript(scenario.requests, scenario.lead));
  const child = spawn(WRK, ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "-s", script, scenario.origin], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  track(child, "SIGINT");
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("close", resolve));
  const json = /WRK_JSON (\{.*\})/.exec(output)?.[1];
  if (code !== 0 || !json) throw new Error(`wrk failed on ${scenario.name} (exit ${code}):\n${output.slice(-2000)}`);
  return JSON.parse(json);
}

/** Checks that each request of a scenario answers what it claims before it is measured; throws otherwise. */
async function verify(scenario) {
  if (scenario.lead) {
    const body = "form=sales&organisation=Bench&name=Bench&email=bench-check%40example.dz&phone=0550123456&volume=under-1m&consent=yes";
    const response = await fetch(`${scenario.origin}${scenario.lead.path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
    });
    const answer = await response.json().catch(() => null);
    if (response.status !== scenario.status || answer?.status !== "sent")
      throw new Error(`${scenario.name} answers ${response.status} ${JSON.stringify(answer)}, not a stored lead`);
    return;
  }
  for (const request of scenario.requests) {
    const document = await fetchDocument(`${scenario.origin}${request.path}`, request.cookie ? { cookie: request.cookie } : {});
    const label = `${scenario.name} (${request.path}, cookie ${request.cookie})`;
    if (scenario.encoding !== undefined) {
      const sent = (await rawGet(scenario.origin, request.path, request)).encoding;
      if (sent !== scenario.encoding) throw new Error(`${label} is sent as ${sent ?? "identity"}, not ${scenario.encoding ?? "identity"}`);
    }
    if (document.status !== scenario.status) throw new Error(`${label} answers ${document.status}, not ${scenario.status}`);
    if (request.lang && document.lang !== request.lang) throw new Error(`${label} is served in "${document.lang}", not "${request.lang}"`);
    if (document.redirectedTo) throw new Error(`${label} redirects to ${document.redirectedTo}`);
  }
}

/**
 * One GET as wrk sends it (node:http, which neither adds nor decodes an encoding): its status,
 * Content-Encoding and body bytes as sent.
 *
 * @returns {Promise<{ status: number, encoding: string | null, bytes: Buffer }>}
 */
function rawGet(origin, pathname, { cookie = null, acceptEncoding = null } = {}) {
  const url = new URL(pathname, origin);
  return new Promise((resolve, reject) => {
    const headers = { ...(cookie ? { cookie } : {}), ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) };
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"] ?? null, bytes: Buffer.concat(chunks) }),
      );
    });
    request.once("timeout", () => request.destroy(new Error(`${url}: no answer within 30 s`)));
    request.once("error", reject);
  });
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/**
 * CPU seconds (user and system) spent so far by processes and their descendants, from /proc.
 *
 * @param {(number | undefined)[]} roots
 */
async function treeCpuSeconds(roots) {
  let ticks = 0;
  for (const root of roots.filter(Boolean)) {
    const pids = [root, ...(await pidtree(root).catch(() => []))];
    for (const pid of pids) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // Gone since pidtree listed it.
      }
    }
  }
  return ticks / CLOCK_TICKS;
}

/** Lines of a log file written since `offset` (bytes), once its buffer was flushed. */
async function logLinesSince(file, offset) {
  await sleep(1_500);
  const text = await readFile(file);
  return text.subarray(offset).toString("utf8").split("\n").filter(Boolean);
}

/** Measures one scenario: checked, warmed up, then measured. */
async function measure(scenario, options) {
  await verify(scenario);
  log(
    `${scenario.name}: ${WARM_UP_SECONDS} s warm-up, then ${options.duration} s, ${options.connections} connections, ${options.threads} threads.`,
  );
  await runWrk(scenario, WARM_UP_SECONDS, options);
  const logOffset = scenario.accessLog ? (await sleep(1_500), statSync(scenario.accessLog).size) : 0;
  const cpuBefore = scenario.cpu ? await treeCpuSeconds(scenario.cpu()) : null;
  const result = await runWrk(scenario, options.duration, options);
  const cpuAfter = scenario.cpu ? await treeCpuSeconds(scenario.cpu()) : null;
  let hitRatio = null;
  if (scenario.accessLog) {
    const lines = await logLinesSince(scenario.accessLog, logOffset);
    hitRatio = lines.length ? lines.filter((line) => line.includes(" cache=HIT ")).length / lines.length : null;
  }
  // wrk counts answers outside 2xx/3xx as "status" errors: the 404 scenarios expect all of them.
  const wrongStatus = scenario.status >= 400 ? result.requests - result.status : result.status;
  return {
    name: scenario.name,
    origin: scenario.origin,
    requests: scenario.requests,
    expectedStatus: scenario.status,
    reqPerSec: result.requests / (result.durationUs / 1e6),
    p50: result.p50Us / 1000,
    p99: result.p99Us / 1000,
    errors: result.connect + result.read + result.write + result.timeout,
    wrongStatus,
    total: result.requests,
    mbPerSec: result.bytes / (result.durationUs / 1e6) / 1e6,
    // CPU milliseconds the servers spent per 1,000 answers.
    cpuMsPer1000: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000 * 1000) / result.requests,
    encoding: scenario.encoding ?? null,
    hitRatio,
  };
}

/**
 * Sustained load through the edge, with the memory of nginx and of each origin sampled every 10 s.
 *
 * @param {Scenario} scenario
 * @param {{ nginx: number | undefined, origins: (number | undefined)[] }} pids
 */
async function soak(scenario, pids, options) {
  const started = Date.now();
  const sample = async () => ({
    seconds: Math.round((Date.now() - started) / 1000),
    nginxMb: await treeRssMb(pids.nginx),
    originsMb: await Promise.all(pids.origins.map((pid) => treeRssMb(pid))),
  });
  const samples = [await sample()];
  const timer = setInterval(async () => {
    if (Date.now() - started > options.soak * 1000 - SAMPLE_EVERY_MS / 2) return;
    const next = await sample();
    samples.push(next);
    log(
      `soak ${next.seconds}/${options.soak} s: nginx ${next.nginxMb.toFixed(0)} MB, origins ${next.originsMb.map((mb) => mb.toFixed(0)).join(" / ")} MB`,
    );
  }, SAMPLE_EVERY_MS);
  let result;
  try {
    result = await runWrk(scenario, options.soak, options);
  } finally {
    clearInterval(timer);
  }
  samples.push(await sample());
  const half = samples.find((entry) => entry.seconds >= options.soak / 2) ?? samples[0];
  const last = samples.at(-1);
  const series = (pick) => {
    const first = pick(samples[0]);
    const growth = (pick(last) - pick(half)) / pick(half);
    return { first, last: pick(last), max: Math.max(...samples.map(pick)), lastHalfGrowth: growth, grows: growth > GROWTH_FLAG };
  };
  return {
    seconds: options.soak,
    samples,
    nginx: series((entry) => entry.nginxMb),
    origins: pids.origins.map((_, index) => series((entry) => entry.originsMb[index])),
    reqPerSec: result.requests / (result.durationUs / 1e6),
    errors: result.connect + result.read + result.write + result.timeout,
    total: result.requests,
  };
}

/** Stops wrk, the servers and the edge, deletes the floor app and the scratch folder; safe to call more than once. */
async function cleanUp() {
  await stopAll();
  await edge?.stop();
  edge = undefined;
  await removeFloor();
  if (postgresDir) stopPostgres(postgresDir);
  postgresDir = undefined;
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
}

function formatGrowth(series) {
  return (
    `first ${series.first.toFixed(0)} MB, last ${series.last.toFixed(0)} MB, max ${series.max.toFixed(0)} MB, last half ` +
    `${series.lastHalfGrowth >= 0 ? "+" : ""}${(series.lastHalfGrowth * 100).toFixed(1)}% ${series.grows ? `(GROWING: more than ${GROWTH_FLAG * 100}%)` : "(flat)"}`
  );
}

/**
 * The benchmark.
 *
 * @returns {Promise<number>} the exit code
 */
async function main() {
  const options = readOptions();
  const budget = validateBudget(JSON.parse(await readFile(path.join(ROOT, BUDGET_FILE), "utf8")));
  ensureWrk();
  await ensureSiteBuild(log);
  const buildId = await readBuildId();
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  // wrk and every server share this machine: other work on it lowers every figure, unevenly.
  if (loadBefore > os.cpus().length) {
    log(`WARNING: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; requests/s will be lower and noisier.`);
  }
  scratch = await mkdtemp(path.join(os.tmpdir(), "site-load-"));
  // The edge's folder is inside: nginx's workers (www-data when started by root) must reach it.
  await chmod(scratch, 0o755);

  const sitePort = await findFreePort(options.port);
  const floorPort = await findFreePort(sitePort + 1, new Set([sitePort]));
  const edgePort = await findFreePort(floorPort + 10, new Set([sitePort, floorPort]));
  log(`Starting the site alone: next start -p ${sitePort}.`);
  const site = await startNextServer({ cwd: ROOT, port: sitePort, name: "Site" });
  log(`Starting the edge on ${edgePort} (nginx and two origins).`);
  // wrk is one client address at thousands of requests a second, the soak's ?lang= among them: the
  // edge's limits per address (docs/deployment.md, "Limits") are lifted, as for the tests.
  // The limits lifted (a connection limit is nginx's largest, 65535).
  const unlimited = Object.fromEntries(
    [
      "EDGE_LIMIT_RATE",
      "EDGE_LIMIT_BURST",
      "EDGE_LIMIT_CONN",
      "EDGE_LIMIT_FORM_CONN",
      "EDGE_LIMIT_CHALLENGE_RATE",
      "EDGE_LIMIT_CHALLENGE_BURST",
    ].map((name) => [name, name.endsWith("_CONN") ? "65535" : "1000000"]),
  );
  edge = await startEdge({ port: edgePort, origins: 2, dir: path.join(scratch, "edge"), build: false, quiet: true, env: unlimited });
  const floor = await startFloor({ siteUrl: site.url, port: floorPort, log });
  // The lead forms (docs/leads.md): the same build on each database, rate limits lifted.
  const leadEnv = { LEADS_LIMIT_ADDRESS: "1000000000", LEADS_LIMIT_ADDRESS_UNVERIFIED: "1000000000", LEADS_LIMIT_CONTACT: "1000000000" };
  const pgliteLeadsPort = await findFreePort(edgePort + 10, new Set([sitePort, floorPort, edgePort]));
  const postgresLeadsPort = await findFreePort(pgliteLeadsPort + 1, new Set([sitePort, floorPort, edgePort, pgliteLeadsPort]));
  log(`Starting the site on PGlite (${pgliteLeadsPort}) and on PostgreSQL (${postgresLeadsPort}) for the lead forms.`);
  const leadsPglite = await startNextServer({
    cwd: ROOT,
    port: pgliteLeadsPort,
    name: "Leads on PGlite",
    env: { ...leadEnv, DATABASE_URL: "", LEADS_DATA_DIR: path.join(scratch, "leads") },
  });
  postgresDir = path.join(scratch, "postgres");
  const { url: databaseUrl } = await startPostgres(postgresDir);
  const leadsPostgres = await startNextServer({
    cwd: ROOT,
    port: postgresLeadsPort,
    name: "Leads on PostgreSQL",
    // A server on a shared PostgreSQL starts only with the shared lead secret (docs/leads.md).
    env: { ...leadEnv, DATABASE_URL: databaseUrl, LEADS_SECRET: randomBytes(32).toString("base64url") },
  });
  if (!("url" in floor)) throw new Error(`the floor could not be started (${floor.error}); nothing to compare with`);

  // The limit: the same nginx serving, from a file on disk, the very bytes the edge sends a browser
  // for /dz (Brotli, as it keeps them), with the page's HTML beside them (brotli_static).
  const limitPath = "/_next/static/bench/dz.html";
  const browser = { acceptEncoding: BROWSER_ACCEPT_ENCODING };
  await rawGet(edge.url, "/dz", browser);
  const dzSent = await rawGet(edge.url, "/dz", browser);
  if (dzSent.status !== 200 || dzSent.encoding !== "br")
    throw new Error(`the edge sends /dz as ${dzSent.status} ${dzSent.encoding}, not 200 br`);
  const dzHtml = await fetchDocument(`${edge.url}/dz`);
  mkdirSync(path.join(edge.dir, "www/_next/static/bench"), { recursive: true });
  writeFileSync(path.join(edge.dir, "www", limitPath), dzHtml.html);
  writeFileSync(path.join(edge.dir, "www", `${limitPath}.br`), dzSent.bytes);
  const limitSent = await rawGet(edge.url, limitPath, browser);
  if (!limitSent.bytes.equals(dzSent.bytes)) throw new Error("the limit's file is not what the edge sends for /dz");
  const accessLog = path.join(edge.dir, "logs/access.log");

  const sitePids = () => [site.child.pid];
  const edgePids = () => [edge.pids().nginx, ...edge.pids().origins];
  const withBrowser = (requests) => requests.map((request) => ({ ...request, ...browser }));
  /** @type {Scenario[]} */
  const scenarios = [
    {
      name: "floor",
      origin: floor.url,
      requests: withBrowser([{ path: "/", cookie: null, lang: "en" }]),
      status: 200,
      cpu: () => [floor.pid],
    },
    { name: "site /dz", origin: site.url, requests: withBrowser([{ path: "/dz", cookie: null, lang: "ar" }]), status: 200, cpu: sitePids },
    {
      name: "site /dz, cookie lang=fr",
      origin: site.url,
      requests: withBrowser([{ path: "/dz", cookie: "lang=fr", lang: "fr" }]),
      status: 200,
      cpu: sitePids,
    },
    {
      name: "site 404",
      origin: site.url,
      requests: withBrowser([{ path: "/dz/no-such-page", cookie: null, lang: "ar" }]),
      status: 404,
      cpu: sitePids,
    },
    {
      name: "edge /dz, mixed cookies",
      origin: edge.url,
      requests: withBrowser(EDGE_MIX.map((variant) => ({ path: "/dz", ...variant }))),
      status: 200,
      encoding: "br",
      accessLog,
      cpu: edgePids,
    },
    {
      name: "edge /dz, mixed cookies, no Accept-Encoding",
      origin: edge.url,
      requests: EDGE_MIX.map((variant) => ({ path: "/dz", ...variant })),
      status: 200,
      encoding: null,
      accessLog,
      cpu: edgePids,
    },
    {
      name: "limit: the edge's /dz bytes as a file",
      origin: edge.url,
      requests: withBrowser([{ path: limitPath, cookie: null, lang: "ar" }]),
      status: 200,
      encoding: "br",
      cpu: edgePids,
    },
    {
      name: "edge 404",
      origin: edge.url,
      requests: withBrowser([{ path: "/dz/no-such-page", cookie: null, lang: "ar" }]),
      status: 404,
      encoding: "br",
      accessLog,
      cpu: edgePids,
    },
    {
      name: "leads, PGlite",
      origin: leadsPglite.url,
      requests: [],
      lead: { path: "/dz/business/pay/contact" },
      status: 200,
      cpu: () => [leadsPglite.child.pid],
    },
    {
      name: "leads, PostgreSQL",
      origin: leadsPostgres.url,
      requests: [],
      lead: { path: "/dz/business/pay/contact" },
      status: 200,
      cpu: () => [leadsPostgres.child.pid],
    },
  ];
  const rssNow = async () => ({
    site: await treeRssMb(site.child.pid),
    nginx: await treeRssMb(edge.pids().nginx),
    origins: await Promise.all(edge.pids().origins.map((pid) => treeRssMb(pid))),
    leadsPglite: await treeRssMb(leadsPglite.child.pid),
  });
  const rssAtStart = await rssNow();
  const rows = [];
  for (const scenario of scenarios) rows.push(await measure(scenario, options));
  const rssAfterLoad = await rssNow();

  let memory = null;
  if (options.soak > 0) {
    log(`Soak: ${options.soak} s through the edge; memory of nginx and of each origin every ${SAMPLE_EVERY_MS / 1000} s.`);
    const pages = ["/dz", "/", "/dz/app", "/dz/business/pay/pricing", "/company/news", "/ma"];
    const mix = pages.flatMap((page) => EDGE_MIX.map((variant) => ({ path: page, cookie: variant.cookie, ...browser })));
    // One request in ten names the language in its query: never cached, so it reaches an origin.
    const soakRequests = mix.flatMap((request, index) =>
      index % 9 === 0 ? [request, { path: `${request.path}?lang=fr`, cookie: null, ...browser }] : [request],
    );
    memory = await soak({ name: "soak", origin: edge.url, requests: soakRequests, status: 200 }, edge.pids(), options);
  }
  const buildIdAfter = await readBuildId();
  if (buildIdAfter !== buildId)
    log(`WARNING: .next/ was rebuilt during the benchmark (${buildId} -> ${buildIdAfter}); results may mix builds.`);
  await cleanUp();

  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  const floorRow = byName.floor;
  const directResult = checkLoadBudget(
    {
      floorReqPerSec: floorRow.reqPerSec,
      scenarios: rows.filter((row) => row.name.startsWith("site ")).map((row) => ({ name: row.name, reqPerSec: row.reqPerSec })),
    },
    budget,
  );
  const edgeRow = byName["edge /dz, mixed cookies"];
  const edgeResult = checkEdgeBudget(
    {
      name: edgeRow.name,
      floorReqPerSec: floorRow.reqPerSec,
      limitReqPerSec: byName["limit: the edge's /dz bytes as a file"].reqPerSec,
      reqPerSec: edgeRow.reqPerSec,
      hitRatio: edgeRow.hitRatio,
    },
    budget,
  );
  const budgetResult = {
    missed: [...directResult.missed, ...edgeResult.missed],
    skipped: [...directResult.skipped, ...edgeResult.skipped],
  };

  // The report, on stdout.
  const out = [];
  const limitRow = byName["limit: the edge's /dz bytes as a file"];
  out.push(`| scenario | req/s | vs floor | vs limit | p50 ms | p99 ms | CPU ms / 1,000 | MB/s | hit ratio | errors | wrong status |`);
  out.push(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const row of rows) {
    out.push(
      `| ${row.name} | ${row.reqPerSec.toFixed(0)} | ${(row.reqPerSec / floorRow.reqPerSec).toFixed(2)}x | ${(row.reqPerSec / limitRow.reqPerSec).toFixed(2)}x | ` +
        `${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.cpuMsPer1000 === null ? "-" : row.cpuMsPer1000.toFixed(0)} | ` +
        `${row.mbPerSec.toFixed(0)} | ${row.hitRatio === null ? "-" : `${(row.hitRatio * 100).toFixed(1)}%`} | ${row.errors} | ${row.wrongStatus} |`,
    );
  }
  out.push("");
  out.push(
    `Edge against the limit (the same nginx sending the same Brotli bytes from a file): ${(edgeRow.reqPerSec / limitRow.reqPerSec).toFixed(2)}x; ` +
      `against the floor: ${(edgeRow.reqPerSec / floorRow.reqPerSec).toFixed(2)}x. ` +
      `wrk, ${options.connections} connections, ${options.threads} threads, ${WARM_UP_SECONDS} s warm-up + ${options.duration} s each, ` +
      `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING} but the reference row, loopback. CPU: user and system time of the servers ` +
      `(nginx and both origins for the edge's rows, \`next start\` for the others), not wrk's. ` +
      `Floor: a bare Next page of the site's English home <main> (${floor.bundler}).`,
  );
  const memoryLine = (label, rss) =>
    `${label}: site alone (\`next start\`, PGlite in it) ${rss.site.toFixed(0)} MB; nginx ${rss.nginx.toFixed(0)} MB; ` +
    `origins ${rss.origins.map((mb) => mb.toFixed(0)).join(" / ")} MB; the lead forms' PGlite site ${rss.leadsPglite.toFixed(0)} MB.`;
  out.push(memoryLine("Memory before the load (RSS, with children)", rssAtStart));
  out.push(memoryLine("Memory after the load", rssAfterLoad));
  if (memory) {
    out.push("");
    out.push(
      `Memory over ${memory.seconds} s of load through the edge (${memory.reqPerSec.toFixed(0)} req/s, ${memory.errors} errors), every ${SAMPLE_EVERY_MS / 1000} s:`,
    );
    out.push(`- nginx: ${formatGrowth(memory.nginx)}`);
    memory.origins.forEach((series, index) => out.push(`- origin ${index + 1}: ${formatGrowth(series)}`));
  }
  out.push("");
  if (budgetResult.missed.length) {
    out.push(`Budget (${BUDGET_FILE}): ${budgetResult.missed.length} missed:`);
    for (const miss of budgetResult.missed) out.push(`- ${miss.message}`);
  } else {
    out.push(`Budget (${BUDGET_FILE}): ${budgetResult.skipped.length ? "nothing missed among the values known" : "all met"}.`);
  }
  if (budgetResult.skipped.length) out.push(`Not checked: ${budgetResult.skipped.join("; ")}.`);
  process.stdout.write(`${out.join("\n")}\n`);
  if (options.docs) {
    await writeFigures(
      "load",
      `${figuresHeading(`npm run bench:load -- ${process.argv.slice(2).join(" ")}`.trim().replace(/ --$/, ""), startedAt)}\n\n${out.join("\n")}`,
    );
    log(`Figures written to ${FIGURES_FILE}.`);
  }

  const file = path.join(ROOT, "bench-results", `load-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: {
      ...options,
      warmUpSeconds: WARM_UP_SECONDS,
      sampleEveryMs: SAMPLE_EVERY_MS,
      growthFlag: GROWTH_FLAG,
      buildId,
      client: "wrk",
    },
    environment: { cpus: os.cpus().length, loadAverage: { before: loadBefore, after: os.loadavg()[0] }, node: process.version },
    budget,
    budgetResult,
    floor: { bundler: floor.bundler, mainBytes: floor.mainBytes },
    scenarios: rows,
    memory: { rssAtStart, rssAfterLoad, soak: memory },
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

runBenchmark(main, cleanUp, log, () => {});
