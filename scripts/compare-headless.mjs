#!/usr/bin/env node
// By hand, not in CI: does the browser tests' Chromium lay pages out as the whole browser does?
// The browser tests run in Debian's Chromium headless shell (playwright.config.ts), which is lighter
// than /usr/bin/chromium; both come from the same Debian release. This loads pages in both, at 320
// and 1280 px, and compares the box of every element (to 0.01 px). Run it after Debian updates
// either package. Serves the existing build (`npm run build` first). Exit 1 when a box differs.
//
//   npm run check:headless                    ten pages, in English, French and Arabic
//   npm run check:headless -- /dz /app/help   only these paths
//   HINTING=1 npm run check:headless          the shell without --font-render-hinting=none

import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { findFreePort, startNextServer, stopAll } from "./lib/processes.mjs";
import { CHROME_FLAGS } from "./bench/run-lighthouse.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The benchmarks' Chromium flags (no background traffic, offline), without their `--headless=new`:
// Playwright picks the headless mode.
const ARGS = CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless"));
const BROWSERS = [
  { name: "chromium", executablePath: "/usr/bin/chromium", args: [...ARGS, "--font-render-hinting=none"] },
  {
    name: "headless shell",
    executablePath: "/usr/lib/chromium/chromium-headless-shell",
    args: process.env.HINTING === "1" ? ARGS : [...ARGS, "--font-render-hinting=none"],
  },
];
const PAGES = [
  "/",
  "/dz",
  "/business/pay/pricing",
  "/dz/business/pay/pricing",
  "/developer/pay",
  "/dz/developer/pay",
  "/dz/app/wallet",
  "/company/news?lang=fr",
  "/dz/app/term",
  "/dz/search?q=%D8%B1%D8%B3%D9%88%D9%85",
];

/** Every element's box, every section laid out (content-visibility would leave some out). */
async function boxes(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready.then(() => true));
  const result = await page.evaluate(() => {
    document.documentElement.setAttribute("data-render-all", "");
    return [...document.querySelectorAll("body *")].map((element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
      return { name, box: [box.x, box.y, box.width, box.height].map((value) => value.toFixed(2)).join(" ") };
    });
  });
  await context.close();
  return result;
}

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;
  const server = await startNextServer({ cwd: ROOT, port: await findFreePort(3480), name: "site" });
  const seen = {};
  for (const { executablePath, args } of BROWSERS) {
    const browser = await chromium.launch({ executablePath, args });
    for (const pagePath of paths)
      for (const width of [320, 1280]) (seen[`${pagePath} at ${width} px`] ??= []).push(await boxes(browser, server.url + pagePath, width));
    await browser.close();
  }
  let elements = 0;
  let differ = 0;
  for (const [what, [whole, shell]] of Object.entries(seen)) {
    const changed = whole.length === shell.length ? whole.filter((item, i) => item.box !== shell[i].box) : whole;
    elements += whole.length;
    differ += changed.length;
    const first = changed[0] ? `, first ${changed[0].name}` : "";
    console.log(`${what}: ${whole.length} elements, ${changed.length} boxes differ${first}`);
  }
  console.log(`${elements} elements in all, ${differ} boxes differ between ${BROWSERS[0].name} and the ${BROWSERS[1].name}`);
  await stopAll();
  process.exit(differ ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
