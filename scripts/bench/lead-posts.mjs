#!/usr/bin/env node
// Times lead form POSTs as a browser without JavaScript sends them (docs/leads.md, "Measured"),
// against one or more builds of the site in one run, each `next start` on a PGlite of its own:
//
//   node scripts/bench/lead-posts.mjs --dist .next-before --dist .next [--requests 300] [--concurrency 1,8] [--rounds 3] [--port 5410]
//
// Two kinds of POST to /dz/business/pay/contact: a valid sales lead (stored: 303 to ?reply=sent)
// and one with a field wrong (422: the page again, nothing stored). The builds take turns, round
// after round, so that what else the machine does falls on each alike. Rate limits lifted; each
// valid lead has an address of its own. Prints, per build, kind and concurrency: the median and
// p99 latency and requests per second over all rounds.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values } = parseArgs({
  options: {
    dist: { type: "string", multiple: true },
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "1,8" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "5410" },
  },
});
const dists = values.dist ?? [".next"];
const requests = Number(values.requests);
const concurrencies = values.concurrency.split(",").map(Number);
const rounds = Number(values.rounds);
const formPath = "/dz/business/pay/contact";

let serial = 0;
function body(kind) {
  serial += 1;
  return new URLSearchParams({
    form: "sales",
    organisation: "Pharmacie Ibn Sina",
    name: "Karim Haddad",
    email: kind === "invalid" ? "not-an-address" : `bench.${process.pid}.${serial}@example.dz`,
    phone: "0550 12 34 56",
    volume: "under-1m",
    consent: "yes",
  }).toString();
}

async function start(dist, port, scratch) {
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: dist,
      DATABASE_URL: "",
      LEADS_DATA_DIR: path.join(scratch, "leads"),
      LEADS_LIMIT_ADDRESS: "1000000000",
      LEADS_LIMIT_ADDRESS_UNVERIFIED: "1000000000",
      LEADS_LIMIT_CONTACT: "1000000000",
      LEADS_LIMIT_ADDRESS_FLOOD: "1000000000",
      LEADS_DELIVERY_INTERVAL_MS: "3600000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}${formPath}`)).ok) return { child, origin, dist };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${dist} did not start on ${port}`);
}

async function post(server, kind) {
  const started = performance.now();
  const response = await fetch(`${server.origin}${formPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
    body: body(kind),
  });
  await response.arrayBuffer();
  const expected = kind === "valid" ? 303 : 422;
  if (response.status !== expected) throw new Error(`${server.dist}: a ${kind} POST got ${response.status}, not ${expected}`);
  return performance.now() - started;
}

async function run(server, kind, concurrency) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        times.push(await post(server, kind));
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const scratch = mkdtempSync(path.join(tmpdir(), "lead-posts-"));
const servers = [];
try {
  for (const [index, dist] of dists.entries())
    servers.push(await start(dist, Number(values.port) + index, path.join(scratch, String(index))));
  // Warm-up: each build's code paths, JIT and database once.
  for (const server of servers) for (const kind of ["valid", "invalid"]) for (let i = 0; i < 30; i++) await post(server, kind);
  const results = new Map();
  for (let round = 0; round < rounds; round++)
    for (const kind of ["valid", "invalid"])
      for (const concurrency of concurrencies)
        for (const server of servers) {
          const key = `${server.dist}\t${kind}\t${concurrency}`;
          const { times, seconds } = await run(server, kind, concurrency);
          const entry = results.get(key) ?? { times: [], seconds: 0 };
          entry.times.push(...times);
          entry.seconds += seconds;
          results.set(key, entry);
        }
  console.log(`${requests} POSTs x ${rounds} rounds per row, ${new Date().toISOString()}`);
  console.log("build\tkind\tconcurrency\tp50 ms\tp99 ms\treq/s");
  for (const [key, { times, seconds }] of results) {
    const sorted = times.sort((a, b) => a - b);
    console.log(`${key}\t${quantile(sorted, 0.5).toFixed(1)}\t${quantile(sorted, 0.99).toFixed(1)}\t${(times.length / seconds).toFixed(1)}`);
  }
} finally {
  for (const server of servers) server.child.kill();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(scratch, { recursive: true, force: true });
}
