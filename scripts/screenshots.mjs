#!/usr/bin/env node
// `npm run screenshots`: a PNG of every page at 400px and 1280px, in English (global
// site) and Arabic (/dz), light mode, into screenshots/ (git-ignored), so a person
// can look at them. Serves the existing build (`npm run build` first).
//
//   npm run screenshots                       every registered page
//   npm run screenshots -- /app /dz/app       only these paths (as given)
//   DARK=1 npm run screenshots                dark mode too

import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROME_FLAGS } from "./bench/run-lighthouse.mjs";
import { findFreePort, startNextServer, stopAll } from "./lib/processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "screenshots");
/** The benchmarks' Chromium flags; Playwright starts it headless itself. */
const ARGS = CHROME_FLAGS.filter((flag) => flag !== "--headless=new");

/** Every registered page without a slug, read from the route registry (src/config/routes.ts). */
function registeredPages() {
  const registry = readFileSync(path.join(ROOT, "src/config/routes.ts"), "utf8");
  const pages = new Set(["/"]);
  for (const match of registry.matchAll(/path: "(\/[a-z0-9/-]*)"/g)) pages.add(match[1]);
  return [...pages].sort();
}

async function main() {
  const given = process.argv.slice(2);
  const targets = given.length
    ? given.map((p) => ({ url: p, lang: p.startsWith("/dz") || p.startsWith("/ma") ? "ar" : "en" }))
    : registeredPages().flatMap((p) => [
        { url: p, lang: "en" },
        { url: p === "/" ? "/dz" : `/dz${p}`, lang: "ar" },
      ]);
  mkdirSync(OUT, { recursive: true });
  const server = await startNextServer({ cwd: ROOT, port: await findFreePort(3470), name: "site" });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ARGS });
  const schemes = process.env.DARK === "1" ? ["light", "dark"] : ["light"];
  let count = 0;
  for (const { url, lang } of targets) {
    for (const width of [400, 1280]) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
        await context.addCookies([{ name: "lang", value: lang, url: server.url }]);
        const page = await context.newPage();
        await page.goto(server.url + url, { waitUntil: "networkidle" });
        // A full-page shot draws beyond the viewport, where the site leaves sections unrendered until
        // a visitor scrolls near them (content-visibility: auto, globals.css): render them all first.
        await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
        const name = `${(url.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home")}_${lang}_${width}_${colorScheme}.png`;
        await page.screenshot({ path: path.join(OUT, name), fullPage: true });
        await context.close();
        count++;
      }
    }
  }
  await browser.close();
  await stopAll();
  console.log(`${count} screenshots in ${path.relative(process.cwd(), OUT)}/`);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
