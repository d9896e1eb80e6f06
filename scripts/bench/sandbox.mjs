#!/usr/bin/env node
// `npm run bench:sandbox`: requests per second of the sandbox (SPEC 12, issue 42, docs/developer-section.md)
// for a create (POST /sandbox/pay/v1/customers) and a list (GET /sandbox/pay/v1/customers?limit=20),
// on each engine, as the site runs it and without the process's budget, with one key and with many.
//
//   npm run bench:sandbox                                   PGlite and PostgreSQL, 3 rounds of 5 s a cell
//   npm run bench:sandbox -- --engines pglite --rounds 1 --duration 3 --no-docs
//   DATABASE_URL=postgres://... npm run bench:sandbox       that server instead of one of our own
//
// In process: the route's handler (src/lib/sandbox/handler.ts, loaded with jiti) called with the
// Request objects Next would give it, so the figures are the sandbox's own work (routing, the key's
// lookup and renewal, Ajv's checks, the database), without HTTP or the edge. Each cell runs
// `--concurrency` clients for `--duration` seconds; the cells of a round run one after another and
// the rounds round-robin, so a busy moment of the machine spreads over every cell. For each cell:
// the median over the rounds of the 2xx answers per second, and of their p50 and p95 latency; the
// 429 and 503 answers summed over the rounds.
//
// - Engines: PGlite in a temporary folder (the site's default); PostgreSQL, Debian's, a cluster of
//   this run's own in a temporary folder (scripts/postgres.mjs, as the tests and the edge make theirs),
//   the site's pool of 8 (src/db/client.ts). `DATABASE_URL` replaces that cluster.
// - Budget: "site" is the route's own (`engineBudget`, src/lib/sandbox/gate.ts, red team 3): PGlite
//   one request in flight and 10 a second for the process (a burst of 10), PostgreSQL 4 in flight
//   and 64 waiting; past them the answer is 429 with Retry-After. "none" lifts it (`unbounded`), to
//   show what the engine itself could serve. A client that gets a 429 or a 503 waits its
//   Retry-After, as the docs tell developers to, before its next request: the 429s count clients
//   turned away, not how fast a loop can be refused.
// - Keys: "one key", every client with the same key (a key's writes wait for each other in the
//   process: the per-key mutex, `keyedMutex`); "many keys", a key per client. The per-key rate (the
//   documents' test-mode rate, a limit of the client's) and the per-address rate are lifted in every
//   cell: they would measure the limiter. A key is replaced before it reaches its object limit; each
//   key of a list cell holds 25 customers, so a list answers a full page of 20.
// - The floor: the same clients calling a handler that only reads the request and answers a list's
//   JSON (`Response.json`), no database: what a route costs before it does anything.

import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";
import { figuresHeading, writeFigures } from "./figures.mjs";
import { startPostgres, siteDatabase, stopPostgres } from "../postgres.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    concurrency: { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
    engines: { type: "string", default: "pglite,postgres" },
    "no-docs": { type: "boolean", default: false },
  },
});
const duration = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);
const rounds = Number(values.rounds);
const engines = values.engines.split(",").map((name) => name.trim());
for (const engine of engines) if (!["pglite", "postgres"].includes(engine)) throw new Error(`--engines: pglite, postgres, not ${engine}`);
const log = (message) => process.stderr.write(`[bench:sandbox] ${message}\n`);

const jiti = createJiti(import.meta.url, {
  alias: {
    "@": path.join(ROOT, "src"),
    "@messages": path.join(ROOT, "messages"),
    // The handler is server code; outside Next, "server-only" is its empty server build.
    "server-only": path.join(ROOT, "node_modules/next/dist/compiled/server-only/empty.js"),
  },
});
process.chdir(ROOT);
const { openLeadStore } = await jiti.import(path.join(ROOT, "src/db/client.ts"));
const { sandboxHandler } = await jiti.import(path.join(ROOT, "src/lib/sandbox/handler.ts"));
const { engineBudget, unbounded } = await jiti.import(path.join(ROOT, "src/lib/sandbox/gate.ts"));
const { createKey } = await jiti.import(path.join(ROOT, "src/lib/sandbox/store.ts"));
const { sandboxLimits, sandboxProcessBudgets } = await jiti.import(path.join(ROOT, "src/config/sandbox.ts"));

const lifted = { perKeyPerSecond: Number.MAX_SAFE_INTEGER, perAddressPerMinute: Number.MAX_SAFE_INTEGER };
const customer = JSON.stringify({ name: "Amina Benali", email: "amina@example.com", phone: "+213550000000" });
const createRequest = (secret) =>
  new Request("http://localhost/sandbox/pay/v1/customers", {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: customer,
  });
const listRequest = (secret) => new Request("http://localhost/sandbox/pay/v1/customers?limit=20", { headers: { authorization: `Bearer ${secret}` } });

/** An engine's store and its handler without the process's budget. */
async function openEngine(engine, scratch) {
  let url = null;
  let cluster = null;
  if (engine === "postgres") {
    url = process.env.DATABASE_URL ?? null;
    if (!url) {
      cluster = path.join(scratch, "postgres");
      const { url: admin } = await startPostgres(cluster);
      url = siteDatabase(cluster, admin, "bench_sandbox");
    }
  }
  const store = url ? await openLeadStore({ url }) : await openLeadStore({ dataDir: path.join(scratch, "pglite") });
  const db = async () => store.db;
  // Without the budget; the site's is made anew for each cell (below).
  const handlers = { none: sandboxHandler({ db, env: {}, rates: lifted, budget: async () => unbounded }) };
  return {
    store,
    handlers,
    where: cluster ? `Debian's PostgreSQL, a cluster of this run's own (${cluster})` : store.where,
    close: async () => {
      await store.close();
      if (cluster) stopPostgres(cluster);
    },
  };
}

/** A key of the Pay API holding `customers` customers (made without any budget). */
async function keyWith(engine, customers) {
  const { secret } = await createKey(engine.store.db, "pay", new Date());
  for (let index = 0; index < customers; index++) await (await engine.handlers.none(createRequest(secret))).arrayBuffer();
  return secret;
}

/**
 * One cell: `concurrency` clients for `duration` ms, each sending `kind` with its key (the same one
 * for every client with `oneKey`), waiting Retry-After after a 429 or a 503.
 */
async function runCell({ handle, kind, keys, fresh }) {
  const latencies = [];
  const statuses = new Map();
  const end = performance.now() + duration;
  // Creates made with each key, to replace it before it reaches its object limit (requests in flight included).
  const made = keys.map(() => 0);
  const rotating = keys.map(() => null);
  const limit = sandboxLimits.objectsPerKey - concurrency - 1;
  async function client(index) {
    const slot = index % keys.length;
    while (performance.now() < end) {
      if (kind === "create" && ++made[slot] > limit) {
        rotating[slot] ??= fresh().then((secret) => {
          keys[slot] = secret;
          made[slot] = 0;
          rotating[slot] = null;
        });
        await rotating[slot];
        continue;
      }
      const request = kind === "create" ? createRequest(keys[slot]) : listRequest(keys[slot]);
      const started = performance.now();
      const response = await handle(request);
      await response.arrayBuffer();
      const took = performance.now() - started;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status < 300) latencies.push(took);
      else if (response.status === 429 || response.status === 503) {
        const wait = Number(response.headers.get("retry-after")) || 1;
        await sleep(Math.min(wait * 1000, Math.max(0, end - performance.now())));
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] : NaN);
  const count = (status) => statuses.get(status) ?? 0;
  const other = [...statuses].filter(([status]) => status >= 300 && status !== 429 && status !== 503);
  return { perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), busy: count(429), full: count(503), other };
}

/** The floor's handler: reads the request, answers a list's JSON; no database. */
const floorBody = { object: "list", data: Array.from({ length: 20 }, (_, index) => ({ id: `cus_${index}`, object: "customer" })), has_more: true };
async function floorHandle(request) {
  await request.arrayBuffer();
  return Response.json(floorBody, { headers: { "cache-control": "no-store" } });
}

const median = (list) => {
  const sorted = list.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (Number.isNaN(value) ? "–" : value < 10 ? value.toFixed(2) : value.toFixed(1));

const scratch = mkdtempSync(path.join(tmpdir(), "bench-sandbox-"));
// The cluster's folder is inside: as root, PostgreSQL runs as the `postgres` user, who must reach it.
chmodSync(scratch, 0o755);
const opened = [];
try {
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length)
    log(`WARNING: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; every figure will be lower and noisier.`);
  /** Every cell, in the order of the table; each round runs them all. */
  const cells = [{ engine: "floor", budget: "–", keys: "–", kind: "create" }, { engine: "floor", budget: "–", keys: "–", kind: "list" }];
  const engineState = {};
  for (const name of engines) {
    log(`opening ${name}`);
    const engine = await openEngine(name, scratch);
    opened.push(engine);
    log(`${name}: ${engine.where}`);
    // Warm-up: Ajv compiles the documents' checks and the database its plans on first use.
    const warm = await keyWith(engine, 50);
    for (let index = 0; index < 50; index++) await (await engine.handlers.none(listRequest(warm))).arrayBuffer();
    engineState[name] = engine;
    for (const budget of ["site", "none"])
      for (const keys of ["one", "many"]) for (const kind of ["create", "list"]) cells.push({ engine: name, budget, keys, kind });
  }
  const results = cells.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    for (const [index, cell] of cells.entries()) {
      log(`round ${round}/${rounds}: ${cell.engine} ${cell.kind}, budget ${cell.budget}, ${cell.keys} key(s)`);
      if (cell.engine === "floor") {
        results[index].push(await runCell({ handle: floorHandle, kind: cell.kind, keys: ["floor"], fresh: async () => "floor" }));
        continue;
      }
      const engine = engineState[cell.engine];
      const customers = cell.kind === "list" ? 25 : 0;
      const fresh = () => keyWith(engine, customers);
      const keys = [];
      for (let count = cell.keys === "one" ? 1 : concurrency; count > 0; count--) keys.push(await fresh());
      // The site's budget is the process's: a new one per cell, so that no cell starts with another's bucket.
      const handle =
        cell.budget === "site"
          ? sandboxHandler({ db: async () => engine.store.db, env: {}, rates: lifted, budget: async () => engineBudget(engine.store.kind) })
          : engine.handlers.none;
      results[index].push(await runCell({ handle, kind: cell.kind, keys, fresh }));
    }
  }
  const floorOf = (kind) => median(results[cells.findIndex((cell) => cell.engine === "floor" && cell.kind === kind)].map((r) => r.perSecond));
  const lines = [
    "| engine | budget | keys | request | 2xx/s | of the floor | p50 ms | p95 ms | 429 | 503 | other |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [index, cell] of cells.entries()) {
    const runs = results[index];
    const perSecond = median(runs.map((r) => r.perSecond));
    const other = runs.flatMap((r) => r.other).reduce((all, [status, n]) => ({ ...all, [status]: (all[status] ?? 0) + n }), {});
    const ratio = cell.engine === "floor" ? "100%" : `${((100 * perSecond) / floorOf(cell.kind)).toPrecision(2)}%`;
    lines.push(
      `| ${cell.engine} | ${cell.budget} | ${cell.keys} | ${cell.kind} | ${perSecond.toFixed(perSecond < 100 ? 1 : 0)} | ${ratio} | ${ms(median(runs.map((r) => r.p50)))} | ${ms(median(runs.map((r) => r.p95)))} | ${runs.reduce((n, r) => n + r.busy, 0)} | ${runs.reduce((n, r) => n + r.full, 0)} | ${Object.keys(other).length ? JSON.stringify(other) : "0"} |`,
    );
  }
  const { pglite, postgres } = sandboxProcessBudgets;
  const conditions = [
    figuresHeading(`npm run bench:sandbox -- ${process.argv.slice(2).join(" ")}`.trim(), startedAt),
    `In process (no HTTP), ${concurrency} clients, ${values.duration} s a cell, ${rounds} round(s) round-robin; medians over the rounds, 429/503 summed;`,
    `load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
    `Budget "site": PGlite ${pglite.inFlight} in flight, ${pglite.perSecond}/s (burst ${pglite.burst}), queue ${pglite.queue}; PostgreSQL ${postgres.inFlight} in flight, queue ${postgres.queue}. "none": unbounded.`,
    `create = POST /sandbox/pay/v1/customers, list = GET /sandbox/pay/v1/customers?limit=20 (a full page); floor = a handler answering a list's JSON without a database.`,
  ];
  const report = `${conditions.join("\n")}\n\n${lines.join("\n")}`;
  console.log(report);
  if (!values["no-docs"]) await writeFigures("sandbox", report);
} finally {
  for (const engine of opened) await engine.close().catch((error) => log(`closing: ${error.message}`));
  rmSync(scratch, { recursive: true, force: true });
}
