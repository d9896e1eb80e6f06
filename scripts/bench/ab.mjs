#!/usr/bin/env node
// `npm run bench:ab`: two builds that are already running, compared page by page in the same run
// (issue 41: the consent prompt and the Web Vitals code against the build before them).
//
//   npm run bench:ab -- <before-origin> <after-origin> [--runs 5] <path>...
//
// Each path is loaded --runs times from each origin, alternately (before, after; then after,
// before), every load a first visit in a fresh context: a 412 x 823 phone (Lighthouse's), the CPU 4x
// slower, 150 ms round trips and 1.6 Mbps down (Lighthouse's slow 4G), Debian's Chromium. For each
// load: the largest contentful paint and the layout shifts of the first 5 s (buffered observers, as
// web-vitals reads them). Prints the medians, their ratio and the worst CLS of each side as a
// Markdown table (JavaScript sizes: `npm run bench` and `npm run bench:bundle`). Timings are the browser's own, not simulated; the two
// sides share the machine and the minute, so what else runs costs both the same.
import { chromium } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const [before, after, ...paths] = args;
if (!before || !after || !paths.length || !(runs > 0)) {
  console.error("usage: npm run bench:ab -- <before-origin> <after-origin> [--runs 5] <path>...");
  process.exit(2);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });

async function load(origin, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.addInitScript(() => {
    const seen = { lcp: 0, cls: 0 };
    Object.defineProperty(window, "__ab", { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto(origin + path, { waitUntil: "load" });
  if (!response || response.status() !== 200) throw new Error(`${origin}${path}: status ${response?.status()}`);
  await page.waitForTimeout(5000);
  const seen = await page.evaluate(() => window.__ab);
  await context.close();
  return seen;
}

console.log(`\`npm run bench:ab -- ${before} ${after} --runs ${runs} ${paths.join(" ")}\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n`);
console.log("| page | LCP before | LCP after | after / before | CLS before (worst) | CLS after (worst) |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const path of paths) {
  const results = { before: [], after: [] };
  for (let run = 0; run < runs; run++) {
    const order = run % 2 ? ["after", "before"] : ["before", "after"];
    for (const side of order) results[side].push(await load(side === "before" ? before : after, path));
  }
  const lcp = (side) => median(results[side].map((r) => r.lcp));
  const cls = (side) => Math.max(...results[side].map((r) => r.cls)).toFixed(3);
  console.log(`| \`${path}\` | ${Math.round(lcp("before"))} ms | ${Math.round(lcp("after"))} ms | ${(lcp("after") / lcp("before")).toFixed(2)}x | ${cls("before")} | ${cls("after")} |`);
}
await browser.close();
