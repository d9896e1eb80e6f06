#!/usr/bin/env node
// `npm run bench:load`: autocannon against `next start` on this machine (loopback only),
// 30 s per scenario (override: `-- --duration 10`): a pre-rendered page, the same page
// whose language comes from the cookie, and the 404 (rendered per request).
// Prints requests/s, latency p50/p99, errors and non-2xx, and server memory before/after.

import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { findFreePort, startNextServer, stopAll } from "./processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values } = parseArgs({ options: { duration: { type: "string", default: "30" }, connections: { type: "string", default: "20" } } });

/** Resident memory of a process (MB), from /proc. */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

/** The process listening on a TCP port (the next-server under npx), found through /proc. */
function listeningPid(port) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")} `;
  const tables = ["/proc/net/tcp", "/proc/net/tcp6"].map((f) => (existsSync(f) ? readFileSync(f, "utf8") : "")).join("\n");
  const inode = tables
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((cols) => cols[1]?.endsWith(hex.trim()) && cols[3] === "0A")?.[9];
  if (!inode) return null;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      } catch {
        /* the fd closed meanwhile */
      }
    }
  }
  return null;
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, duration: Number(values.duration), connections: Number(values.connections) }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("No build: run `npm run build` first.");
  const port = await findFreePort(3460);
  const server = await startNextServer({ cwd: ROOT, port, name: "site" });
  const pid = listeningPid(port);
  const before = pid ? rssMb(pid) : NaN;
  const scenarios = [
    { name: "/dz (pre-rendered, default language)", path: "/dz", headers: {} },
    { name: "/dz with cookie lang=fr", path: "/dz", headers: { cookie: "lang=fr" } },
    { name: "/dz/no-such-page (404, rendered per request)", path: "/dz/no-such-page", headers: {} },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    process.stderr.write(`[load] ${scenario.name}: ${values.duration}s...\n`);
    const r = await run(server.url + scenario.path, scenario.headers);
    rows.push({ ...scenario, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, total: r.requests.total });
  }
  const after = pid ? rssMb(pid) : NaN;
  await stopAll();
  console.log(`| scenario | req/s (mean) | p50 ms | p99 ms | errors | non-2xx | requests |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.total} |`);
  console.log(`\nServer memory (RSS): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after. ${values.connections} connections, ${values.duration} s each.`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
