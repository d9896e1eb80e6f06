#!/usr/bin/env node
// `npm run bench:bundle`: JavaScript each route loads on first visit (gzip), from the
// production build served by `next start`, and the first-party client components
// inside the largest chunks (read from Next's client reference manifests).
//
//   npm run bench:bundle                 every registered page, global site, English
//   npm run bench:bundle -- /dz /app     only these paths

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { findFreePort, startNextServer, stopAll } from "../lib/processes.mjs";
import { FIGURES_FILE, figuresHeading, writeFigures } from "./figures.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** chunk URL -> first-party client modules it carries, from every client reference manifest. */
function chunkModules() {
  const map = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith("_client-reference-manifest.js")) {
        const text = readFileSync(file, "utf8");
        for (const match of text.matchAll(/"\[project\]\/(src\/[^" ]+)(?: [^"]*)?":\{"id":[^,]+,"name":"[^"]*","chunks":\[([^\]]*)\]/g)) {
          // A module's own code is in the last chunk it lists; the others are its dependencies.
          const chunk = match[2].split(",").map((c) => c.replaceAll('"', "")).filter(Boolean).at(-1);
          if (!chunk) continue;
          if (!map.has(chunk)) map.set(chunk, new Set());
          map.get(chunk).add(match[1]);
        }
      }
    }
  };
  walk(path.join(ROOT, ".next/server/app"));
  return map;
}

/** Region-less paths of every page without a slug, from the route registry (src/config/routes.ts, parsed loosely so this runs without TypeScript). */
function registeredPages() {
  const registry = readFileSync(path.join(ROOT, "src/config/routes.ts"), "utf8");
  const pages = new Set(["/"]);
  for (const match of registry.matchAll(/path: "(\/[a-z0-9/-]*)"/g)) pages.add(match[1]);
  return [...pages].sort();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("No build: run `npm run build` first.");
  const startedAt = new Date();
  const args = process.argv.slice(2).filter((arg) => arg !== "--no-docs");
  const paths = args.length ? args : registeredPages();
  const port = await findFreePort(3450);
  const server = await startNextServer({ cwd: ROOT, port, name: "site" });
  const modules = chunkModules();
  const sizes = new Map();
  const chunkSize = async (src) => {
    if (!sizes.has(src)) {
      const body = Buffer.from(await (await fetch(server.url + src)).arrayBuffer());
      sizes.set(src, gzipSync(body).length);
    }
    return sizes.get(src);
  };
  const rows = [];
  for (const page of paths) {
    const response = await fetch(server.url + page, { headers: { cookie: "lang=en" } });
    const html = await response.text();
    // Module scripts only: the nomodule polyfill is not loaded by the browsers we support.
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1]);
    const unique = [...new Set(scripts)];
    let total = 0;
    for (const src of unique) total += await chunkSize(src);
    rows.push({ page, status: response.status, total, chunks: unique });
  }
  await stopAll();

  const out = [
    "| page | status | JS gzip KB | chunks |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.page} | ${row.status} | ${kb(row.total)} | ${row.chunks.length} |`),
    "\nLargest chunks (gzip) and the first-party client components in them:",
    ...[...sizes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([src, size]) => {
        const names = [...(modules.get(src) ?? [])].map((m) => m.replace(/^src\//, "")).slice(0, 6);
        return `- ${kb(size)} KB ${src}${names.length ? `: ${names.join(", ")}` : " (framework)"}`;
      }),
  ].join("\n");
  console.log(out);
  if (!process.argv.includes("--no-docs")) {
    await writeFigures("bundle", `${figuresHeading(`npm run bench:bundle -- ${process.argv.slice(2).join(" ")}`.trim().replace(/ --$/, ""), startedAt)}\n\n${out}`);
    console.error(`Figures written to ${FIGURES_FILE}.`);
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
