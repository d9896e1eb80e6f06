#!/usr/bin/env node
// `npm run bench:lookups`: how long the site's main thread is held when a minute's webhook lookups of the biggest
// answers a key's own zone can give all come back at once (red team 21, RT21-1; docs/developer-section.md, "The
// resolver"), for the webhooks' resolver and for Node's c-ares one it replaced, side by side in one run.
//
//   npm run bench:lookups                          50, 200 and 1,000 lookups at once, 5 runs each
//   npm run bench:lookups -- --lookups 100 --runs 3 --no-docs
//
// Each run checks `--lookups` endpoint URLs at once (`checkEndpoint`, src/lib/sandbox/webhooks/address.ts, loaded with
// jiti), every host a name of its own, each started in a turn of the event loop of its own (as the requests asking them
// would), with three resolvers in turn:
// - "floor": answers from memory after the same wait as the name server's: checkEndpoint's own work, no DNS;
// - "webhooks' resolver" (`dnsResolver`: answers read up to 1,232 bytes over UDP, 4 KiB over TCP, the first 8 of each
//   family kept);
// - "c-ares, before": Node's `dns.Resolver` as the site used it before (resolve4 and resolve6, the first 32 kept), which
//   asks again over TCP after a truncated answer and reads all of it.
// The name server (scripts/bench/lookups-server.mjs, a process of its own) answers each resolver the biggest answer it
// reads (truncated over UDP, then over TCP 4 KiB for the webhooks' resolver, 64 KiB for c-ares) and holds its answers
// to send them together. Measured in this process:
// the event loop's longest delay (`monitorEventLoopDelay`, 1 ms resolution), how late a 1 ms timer fired at worst, the
// CPU time, the wall time, and the lookups that resolved. Medians over `--runs`; the resolvers round-robin in each run.
import { spawn } from "node:child_process";
import { Resolver } from "node:dns/promises";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";
import { figuresHeading, writeFigures } from "./figures.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    lookups: { type: "string", default: "50,200,1000" },
    runs: { type: "string", default: "5" },
    hold: { type: "string", default: "500" },
    "no-docs": { type: "boolean", default: false },
  },
});
const sizes = values.lookups.split(",").map(Number);
const runs = Number(values.runs);
const hold = Number(values.hold);
if (sizes.some((n) => !(n > 0)) || !(runs > 0)) throw new Error("--lookups: numbers above 0, apart with commas; --runs: a number above 0");

const jiti = createJiti(import.meta.url, { alias: { "@": path.join(ROOT, "src"), "@messages": path.join(ROOT, "messages") } });
const { checkEndpoint, dnsResolver } = await jiti.import(path.join(ROOT, "src/lib/sandbox/webhooks/address.ts"));

const child = spawn(process.execPath, [path.join(import.meta.dirname, "lookups-server.mjs"), "--hold", String(hold)], { stdio: ["ignore", "pipe", "inherit"] });
const port = await new Promise((resolve, reject) => {
  child.once("error", reject);
  child.stdout.once("data", (data) => resolve(Number(String(data).trim())));
});
const server = `127.0.0.1:${port}`;

/** The resolver the site had before (commit adcd54c's `dnsResolver`): c-ares, the first 32 addresses of each family. */
function caresResolver() {
  return async (host) => {
    const resolver = new Resolver({ timeout: 700, tries: 2 });
    resolver.setServers([server]);
    const name = `${host}.`;
    let timer;
    const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve("deadline"), 2500)));
    const family = async (query, version) =>
      (await query.catch(() => [])).slice(0, 32).map((address) => ({ address, family: version }));
    try {
      const answered = await Promise.race([Promise.all([family(resolver.resolve4(name), 4), family(resolver.resolve6(name), 6)]), deadline]);
      if (answered === "deadline") throw new Error(`ETIMEOUT: ${host}`);
      if (answered.flat().length === 0) throw new Error(`ENOTFOUND: ${host}`);
      return answered.flat();
    } finally {
      clearTimeout(timer);
      resolver.cancel();
    }
  };
}

const resolvers = {
  floor: async () => {
    await sleep(hold);
    return [{ address: "93.184.0.0", family: 4 }];
  },
  "webhooks' resolver": dnsResolver({ servers: [server] }),
  "c-ares, before": caresResolver(),
};

let names = 0;
/** `count` lookups at once with `resolve`: what the main thread went through. */
async function burst(resolve, count, prefix = "big") {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let late = 0;
  let ticking = true;
  const tick = () => {
    const at = performance.now();
    setTimeout(() => {
      late = Math.max(late, performance.now() - at - 1);
      if (ticking) tick();
    }, 1);
  };
  tick();
  delay.enable();
  const started = performance.now();
  const cpu = process.cpuUsage();
  // Each lookup started in a turn of the event loop of its own, as the requests that ask them would.
  const lookups = [];
  for (let n = 0; n < count; n++) {
    lookups.push(checkEndpoint(`https://${prefix}${++names}.attacker.example/`, { resolve, env: {} }));
    await new Promise((next) => setImmediate(next));
  }
  const results = await Promise.allSettled(lookups);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  delay.disable();
  ticking = false;
  return {
    delay: delay.max / 1e6,
    late,
    cpu: (used.user + used.system) / 1000,
    wall,
    resolved: results.filter((result) => result.status === "fulfilled" && result.value.ok).length,
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const startedAt = new Date();
const results = {};
try {
  // One lookup each first, not measured (the code's first run compiles it).
  for (const [name, resolve] of Object.entries(resolvers)) await burst(resolve, 3, name.startsWith("c-ares") ? "cares" : "big");
  for (let run = 0; run < runs; run++)
    for (const count of sizes)
      for (const [name, resolve] of Object.entries(resolvers)) {
        await sleep(200);
        const result = await burst(resolve, count, name.startsWith("c-ares") ? "cares" : "big");
        (results[`${count}\t${name}`] ??= []).push(result);
        console.log(
          `run ${run + 1}, ${count} at once, ${name}: longest delay ${result.delay.toFixed(0)} ms, timer ${result.late.toFixed(0)} ms late, CPU ${result.cpu.toFixed(0)} ms, ${result.wall.toFixed(0)} ms, ${result.resolved} resolved`,
        );
      }
} finally {
  child.kill();
}

const rows = Object.entries(results).map(([key, list]) => {
  const [count, name] = key.split("\t");
  const m = (field) => median(list.map((result) => result[field]));
  const floor = median(results[`${count}\tfloor`].map((result) => result.delay));
  return `| ${count} | ${name} | ${m("delay").toFixed(0)} | ${(m("delay") / Math.max(floor, 1)).toFixed(1)}× | ${m("late").toFixed(0)} | ${m("cpu").toFixed(0)} | ${m("wall").toFixed(0)} | ${m("resolved")} of ${count} |`;
});
const report = [
  figuresHeading(`npm run bench:lookups -- ${process.argv.slice(2).join(" ")}`.trim(), startedAt),
  "",
  `Medians of ${runs} runs; the name server holds its answers ${hold} ms and sends them together.`,
  "",
  "| lookups at once | resolver | longest delay of the main thread (ms) | to the floor | a 1 ms timer late (ms) | CPU (ms) | wall (ms) | resolved |",
  "|---:|---|---:|---:|---:|---:|---:|---:|",
  ...rows,
].join("\n");
console.log(`\n${report}`);
if (!values["no-docs"]) await writeFigures("lookups", report);
