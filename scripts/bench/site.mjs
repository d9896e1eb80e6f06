// What `npm run bench` and `npm run bench:load` share: the site's build, the
// floor app started from the site's own home content, and fetching a document
// the way a first visit gets it.

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { buildFloorApp, createFloorApp, floorContent, removeFloorApp } from "./floor.mjs";
import { runCommand, startNextServer } from "../lib/processes.mjs";

/** This project's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Waits while another `next build` writes .next/ (it holds .next/lock and deletes
 * it when done): its BUILD_ID appears before the build ends, so serving or
 * building meanwhile would measure a half-written build or fail on the lock.
 *
 * @param {(message: string) => void} log
 * @returns {Promise<void>}
 */
async function waitForOtherBuild(log) {
  const lock = path.join(ROOT, ".next/lock");
  if (!existsSync(lock)) return;
  log("Another `next build` is writing .next/ (.next/lock exists): waiting for it to finish.");
  const deadline = Date.now() + 10 * 60_000;
  while (existsSync(lock)) {
    if (Date.now() > deadline) {
      // A build killed with SIGKILL leaves its lock behind; do not wait forever for it.
      log("WARNING: .next/lock still exists after 10 minutes; going on as if it were stale.");
      return;
    }
    await sleep(2_000);
  }
}

/**
 * Builds the site unless a build exists: the benchmark measures what is built,
 * and rebuilding every time would take minutes and hide which build was measured.
 *
 * @param {(message: string) => void} log
 * @returns {Promise<void>}
 */
export async function ensureSiteBuild(log) {
  await waitForOtherBuild(log);
  if (existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    log("Using the existing build in .next/ (delete .next/BUILD_ID to rebuild).");
    return;
  }
  log("No build in .next/: running `npx next build`.");
  await runCommand("npx", ["next", "build"], { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, echo: true });
}

/**
 * The site build's id, or null when there is none.
 *
 * @returns {Promise<string | null>}
 */
export async function readBuildId() {
  return readFile(path.join(ROOT, ".next/BUILD_ID"), "utf8").then(
    (id) => id.trim(),
    () => null,
  );
}

/**
 * @typedef {object} Document
 * @property {number} status
 * @property {number} bytes the body's size, uncompressed
 * @property {string | null} lang the `<html lang>` served
 * @property {string} html
 * @property {string | null} redirectedTo the final URL, when a redirect was followed
 * @property {string | null} setCookie the Set-Cookie header, if any
 */

/**
 * Fetches a document as a first visit gets it: no cookie (each call is on its
 * own, so a `?lang=` answer's cookie is never sent back) and no compression
 * (`accept-encoding: identity`), so `bytes` is the HTML's uncompressed size.
 *
 * @param {string} url
 * @param {Record<string, string>} [headers] extra request headers (a cookie, on purpose)
 * @returns {Promise<Document>}
 */
export async function fetchDocument(url, headers = {}) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity", ...headers }, signal: AbortSignal.timeout(60_000) });
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString("utf8");
  return {
    status: response.status,
    bytes: body.length,
    lang: /<html\b[^>]*?\slang="([^"]*)"/i.exec(html)?.[1] ?? null,
    html,
    redirectedTo: response.redirected ? response.url : null,
    setCookie: response.headers.get("set-cookie"),
  };
}

/** The floor app's directory, module-level so that `removeFloor` (signal handlers) can delete it. */
let floorDir;

/**
 * Creates, builds and serves the floor app with the visible content of the
 * site's English home (its `<main>`, fetched from `siteUrl`). Never throws: a
 * floor that cannot be built is a warning, and the floor is then unknown.
 *
 * @param {{ siteUrl: string, port: number, log: (message: string) => void }} options
 * @returns {Promise<{ url: string, pid: number | undefined, exited: () => string | null, bundler: string, mainBytes: number } | { error: string }>}
 */
export async function startFloor({ siteUrl, port, log }) {
  try {
    const home = await fetchDocument(`${siteUrl}/`);
    if (home.status !== 200) throw new Error(`the site's / answered ${home.status}`);
    const content = floorContent(home.html);
    floorDir = await createFloorApp(ROOT, content);
    log(`Building the floor app (the site's English home <main>, ${(content.main.length / 1024).toFixed(1)} KB of markup) in ${floorDir}.`);
    const bundler = await buildFloorApp(floorDir);
    const server = await startNextServer({ cwd: floorDir, port, name: "Floor app" });
    return { url: server.url, pid: server.child.pid, exited: server.exited, bundler, mainBytes: Buffer.byteLength(content.main) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`WARNING: the floor app could not be built or started; the floor is unknown.\n${message}`);
    return { error: message.split("\n")[0] ?? message };
  }
}

/**
 * Deletes the floor app, if one was created; safe to call more than once.
 * Stop its server first (processes.mjs `stopAll`).
 *
 * @returns {Promise<void>}
 */
export async function removeFloor() {
  const dir = floorDir;
  floorDir = undefined;
  await removeFloorApp(dir);
}
