#!/usr/bin/env node
// `npm run bench:search`: what the site search costs (issue 14).
//
//   npm run bench:search                    the build in .next/ (built first when there is none)
//   npm run bench:search -- --runs 7 --port 3800
//
// 1. Index size per language: /data/search/<lang>.json as served, raw and gzip (level 9).
// 2. A query on the server: the engine the /search page runs (src/lib/search/engine.ts,
//    loaded with jiti), over the served index, for 600 queries per language made of the
//    index's own words typed one letter at a time (1-4 words, prefixes of 2+ letters): p50/p99.
//    And the results page as a visitor gets it: GET /dz/search?q=... over HTTP, p50/p99.
// 3. In the browser (Debian's Chromium): from the first keystroke (`/`, which focuses the header's
//    field; its first focus loads the engine, the stemmer and the index), the query typed right
//    after it, to the first result shown; median of `--runs` fresh browser contexts, for / (en) and /dz (ar).
//
// Budget (issue 14): server query p99 < 20 ms, index <= 150 KB gzip per language; exit 1
// when missed. Progress on stderr, the report on stdout. A benchmark, run by hand: not in CI.

import { gzipSync } from "node:zlib";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";
import { langs as LANGS } from "../../src/config/languages.ts";
import { chromium } from "@playwright/test";
import { findFreePort, runBenchmark, startNextServer, stopAll } from "../lib/processes.mjs";
import { CHROME_FLAGS } from "./run-lighthouse.mjs";
import { FIGURES_FILE, figuresHeading, writeFigures } from "./figures.mjs";
import { ROOT, ensureSiteBuild } from "./site.mjs";

const BUDGET = { queryP99Ms: 20, indexGzipKb: 150 };
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Lighthouse's Chrome flags, but for `--headless=new`: Playwright starts it headless itself. */
const ARGS = CHROME_FLAGS.filter((flag) => flag !== "--headless=new");

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, port: { type: "string", default: "3800" }, "no-docs": { type: "boolean", default: false } },
});
const log = (message) => process.stderr.write(`[bench:search] ${message}\n`);
const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const median = (list) => percentile(list, 0.5);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Queries as a visitor types them: 1-4 words of the index's titles, the last one cut to a prefix. */
function typedQueries(docs, count) {
  const words = docs.flatMap((doc) => doc.title.split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length > 2);
  const queries = [];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  while (queries.length < count) {
    const size = 1 + Math.floor(next() * 4);
    const picked = Array.from({ length: size }, () => words[Math.floor(next() * words.length)]);
    const last = picked.at(-1);
    picked[picked.length - 1] = last.slice(0, 2 + Math.floor(next() * (last.length - 1)));
    queries.push(picked.join(" "));
  }
  return queries;
}

async function main() {
  const startedAt = new Date();
  await ensureSiteBuild(log);
  const port = await findFreePort(Number(values.port));
  const server = await startNextServer({ cwd: ROOT, port, name: "site" });
  const jiti = createJiti(import.meta.url, { alias: { "@": path.join(ROOT, "src") } });
  const engine = await jiti.import(path.join(ROOT, "src/lib/search/engine.ts"));
  const { loadStemmer } = await jiti.import(path.join(ROOT, "src/lib/search/stemmers.ts"));
  const rows = [];
  let ok = true;

  for (const lang of LANGS) {
    const response = await fetch(`${server.url}/data/search/${lang}.json`);
    if (!response.ok) throw new Error(`/data/search/${lang}.json answered ${response.status}`);
    const raw = Buffer.from(await response.arrayBuffer());
    const gzip = gzipSync(raw, { level: 9 }).length;
    const file = JSON.parse(raw.toString("utf8"));
    const search = engine.searcher(file, await loadStemmer(lang), "/dz");
    const queries = typedQueries(file.docs, 600);
    for (const query of queries.slice(0, 50)) search(query); // warm-up
    const times = queries.map((query) => {
      const start = performance.now();
      search(query);
      return performance.now() - start;
    });
    const http = [];
    for (const query of queries.slice(0, 60)) {
      const start = performance.now();
      const page = await fetch(`${server.url}/dz/search?q=${encodeURIComponent(query)}`, { headers: { cookie: `lang=${lang}` } });
      await page.arrayBuffer();
      if (page.status !== 200) throw new Error(`/dz/search answered ${page.status}`);
      http.push(performance.now() - start);
    }
    const row = {
      lang,
      docs: file.docs.length,
      rawKb: kb(raw.length),
      gzipKb: kb(gzip),
      queryP50Ms: median(times).toFixed(2),
      queryP99Ms: percentile(times, 0.99).toFixed(2),
      pageP50Ms: median(http.slice(10)).toFixed(1),
      pageP99Ms: percentile(http.slice(10), 0.99).toFixed(1),
    };
    if (gzip / 1024 > BUDGET.indexGzipKb || percentile(times, 0.99) >= BUDGET.queryP99Ms) ok = false;
    rows.push(row);
    log(`${lang}: ${JSON.stringify(row)}`);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const firstResult = {};
  for (const [pagePath, text] of [
    ["/", "refund"],
    ["/dz", "الفواتير"],
  ]) {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
      // Measured in the page: from the keydown of `/` (which focuses the field, and the field's first
      // focus starts loading the engine, stemmer and index) to the first option in the DOM, the
      // query typed right after it at 60 ms a letter.
      await page.evaluate(() => {
        window.__firstResult = new Promise((resolve, reject) => {
          let start = 0;
          document.addEventListener("keydown", () => (start ||= performance.now()), { capture: true });
          new MutationObserver((_, observer) => {
            if (start && document.querySelector('[role="option"]')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          }).observe(document.body, { childList: true, subtree: true });
          setTimeout(() => reject(new Error("no result within 15 s")), 15_000);
        });
      });
      await page.keyboard.press("/");
      await page.keyboard.type(text, { delay: 60 });
      runs.push(await page.evaluate(() => window.__firstResult));
      await context.close();
    }
    firstResult[pagePath] = runs;
    log(`first keystroke to first result on ${pagePath}: ${runs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
  }
  await browser.close();

  const out = [
    "| language | documents | index raw | index gzip | query p50 | query p99 | /dz/search p50 | /dz/search p99 |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.lang} | ${row.docs} | ${row.rawKb} KB | ${row.gzipKb} KB | ${row.queryP50Ms} ms | ${row.queryP99Ms} ms | ${row.pageP50Ms} ms | ${row.pageP99Ms} ms |`,
    ),
    ...Object.entries(firstResult).map(
      ([pagePath, runs]) =>
        `\nFirst keystroke to first result, ${pagePath} (index not loaded yet): median ${median(runs).toFixed(0)} ms of ${runs.length} (${runs.map((ms) => ms.toFixed(0)).join(", ")})`,
    ),
    `\nBudget: query p99 < ${BUDGET.queryP99Ms} ms, index <= ${BUDGET.indexGzipKb} KB gzip: ${ok ? "met" : "MISSED"}`,
  ].join("\n");
  console.log(`\n${out}`);
  if (!values["no-docs"]) {
    await writeFigures("search", `${figuresHeading(`npm run bench:search -- ${process.argv.slice(2).join(" ")}`.trim().replace(/ --$/, ""), startedAt)}\n\n${out}`);
    log(`Figures written to ${FIGURES_FILE}.`);
  }
  return ok ? 0 : 1;
}

runBenchmark(main, stopAll, log, () => {});
