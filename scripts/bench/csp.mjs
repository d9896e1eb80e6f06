#!/usr/bin/env node
// What the per-page Content-Security-Policy costs (docs/architecture.md, "Security headers").
//
//   node scripts/bench/csp.mjs sizes [build folder]     the bytes each pre-rendered page's hashes add
//                                                       to its CSP header (default NEXT_DIST_DIR or .next)
//   node scripts/bench/csp.mjs time <origin> [n] <path>...
//                                                       median and p90 time of n sequential GETs per path
//                                                       (one keep-alive connection, after 50 unmeasured)
//
// `sizes` asks the site's own module (src/lib/csp/pages.ts) for each page's policy, exactly as the
// proxy does, and compares it with the policy of a page without inline scripts. `time` is run
// against `next start` on a build before and after a change, alternately, on a quiet machine.

import http from "node:http";
import path from "node:path";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const sortedNumbers = (values) => [...values].sort((a, b) => a - b);
const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

async function sizes(distDir) {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(import.meta.url, { alias: { "@": path.join(ROOT, "src"), "@messages": path.join(ROOT, "messages") } });
  const { pagePolicies } = await jiti.import(path.join(ROOT, "src/lib/csp/pages.ts"));
  const { contentSecurityPolicy } = await jiti.import(path.join(ROOT, "src/config/security.ts"));
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  const policies = pagePolicies({ distDir, gaEnabled: false, warn: () => {} });
  const base = contentSecurityPolicy({ gaEnabled: false, dev: false }).length;
  const added = [];
  const counts = [];
  const distinct = new Set();
  let regenerated = 0;
  for (const [route, entry] of Object.entries(manifest.routes)) {
    const policy = policies.prerendered(route);
    if (policy === null) continue;
    if (typeof entry.initialRevalidateSeconds === "number") {
      regenerated++;
      continue;
    }
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    hashes.forEach((hash) => distinct.add(hash));
    counts.push(hashes.length);
    added.push(policy.length - base);
  }
  const bytes = sortedNumbers(added);
  const scripts = sortedNumbers(counts);
  const perRequest = policies.perRequest({ lang: "en", region: "global" }).policy.length - base;
  console.log(
    JSON.stringify(
      {
        distDir: path.relative(ROOT, distDir) || distDir,
        preRenderedPages: bytes.length,
        regeneratedPages: regenerated,
        inlineScriptsPerPage: { min: scripts[0], median: median(scripts), max: scripts.at(-1) },
        bytesAddedToTheHeader: { min: bytes[0], median: median(bytes), max: bytes.at(-1) },
        distinctHashes: distinct.size,
        bytesAddedPerRequestPage: perRequest,
        policyWithoutInlineScripts: base,
      },
      null,
      2,
    ),
  );
}

async function time(origin, count, paths) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (target) =>
    new Promise((resolve, reject) => {
      http
        .get(origin + target, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        })
        .on("error", reject);
    });
  const result = {};
  for (const target of paths) for (let i = 0; i < 50; i++) await get(target);
  for (const target of paths) {
    const times = [];
    for (let i = 0; i < count; i++) {
      const start = process.hrtime.bigint();
      await get(target);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const sorted = sortedNumbers(times);
    result[target] = { medianMs: +median(sorted).toFixed(3), p90Ms: +sorted[Math.floor(count * 0.9)].toFixed(3) };
  }
  agent.destroy();
  console.log(JSON.stringify(result));
}

const [command, ...args] = process.argv.slice(2);
if (command === "sizes") await sizes(path.resolve(ROOT, args[0] || process.env.NEXT_DIST_DIR || ".next"));
else if (command === "time" && args.length >= 3) await time(args[0], Number(args[1]), args.slice(2));
else {
  console.error("usage: node scripts/bench/csp.mjs sizes [build folder] | time <origin> <n> <path>...");
  process.exit(2);
}
