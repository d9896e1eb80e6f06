#!/usr/bin/env node
// `npm run bench:sandbox`: requests per second of the sandbox (SPEC 12, docs/developer-section.md)
// for a create (POST /sandbox/pay/v1/customers) and a list (GET /sandbox/pay/v1/customers?limit=20),
// each for `--duration` seconds with `--concurrency` requests in flight.
//
//   npm run bench:sandbox                                  PGlite in a temporary folder
//   npm run bench:sandbox -- --duration 10 --concurrency 16
//   DATABASE_URL=postgres://... npm run bench:sandbox      a PostgreSQL server (a database of its own is best)
//
// In process: the route's handler (src/lib/sandbox/handler.ts, loaded with jiti) called with the
// Request objects Next would give it, so the figures are the sandbox's own work (routing, the key's
// lookup and renewal, Ajv's checks, the database), without HTTP or the edge. The per-key and
// per-address rates are lifted (they would measure the limiter), and a new key is taken before one
// reaches its object limit. A benchmark, run by hand: not in CI.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({ options: { duration: { type: "string", default: "5" }, concurrency: { type: "string", default: "8" } } });
const duration = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);
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
const { createKey } = await jiti.import(path.join(ROOT, "src/lib/sandbox/store.ts"));
const { sandboxLimits } = await jiti.import(path.join(ROOT, "src/config/sandbox.ts"));

const folder = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "bench-sandbox-"));
const store = await openLeadStore(folder ? { dataDir: folder } : { url: process.env.DATABASE_URL });
log(`database: ${store.kind} ${store.where}`);
const handle = sandboxHandler({
  db: async () => store.db,
  env: {},
  rates: { perKeyPerSecond: Number.MAX_SAFE_INTEGER, perAddressPerMinute: Number.MAX_SAFE_INTEGER },
});

let secret = "";
let made = 0;
async function freshKey() {
  secret = (await createKey(store.db, "pay", new Date())).secret;
  made = 0;
}

const kinds = {
  create: () => {
    // A new key before this one reaches its object limit (requests in flight included).
    if (++made > sandboxLimits.objectsPerKey - concurrency - 1) return null;
    return new Request("http://localhost/sandbox/pay/v1/customers", {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Amina Benali", email: "amina@example.com", phone: "+213550000000" }),
    });
  },
  list: () => new Request("http://localhost/sandbox/pay/v1/customers?limit=20", { headers: { authorization: `Bearer ${secret}` } }),
};

async function run(kind) {
  const latencies = [];
  const statuses = new Map();
  const end = performance.now() + duration;
  let rotating = null;
  async function worker() {
    while (performance.now() < end) {
      let request = kinds[kind]();
      if (!request) {
        rotating ??= freshKey().finally(() => (rotating = null));
        await rotating;
        continue;
      }
      const started = performance.now();
      const response = await handle(request);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  return {
    kind,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    statuses: Object.fromEntries(statuses),
  };
}

try {
  await freshKey();
  // Warm up: Ajv compiles the documents' checks and the database its plans on first use.
  for (let index = 0; index < 50; index++) await (await handle(kinds.create() ?? kinds.list())).arrayBuffer();
  const results = [];
  for (const kind of ["create", "list"]) {
    log(`${kind}: ${values.duration} s, ${concurrency} in flight`);
    results.push(await run(kind));
  }
  console.log("| request | requests | per second | p50 ms | p99 ms | statuses |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const result of results) {
    console.log(
      `| ${result.kind} | ${result.requests} | ${result.perSecond} | ${result.p50} | ${result.p99} | ${JSON.stringify(result.statuses)} |`,
    );
  }
} finally {
  await store.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
}
