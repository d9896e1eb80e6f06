#!/usr/bin/env node
// `npm run bench:journey`: the time from opening /dz/developer/pay to a verified webhook (issue 42's
// closing figure; SPEC 12, docs/developer-section.md, "Sandbox"), in a browser and from a terminal.
//
//   npm run bench:journey                    5 runs of each, figures into docs/performance.md
//   npm run bench:journey -- --runs 9 --no-docs
//
// Serves the site's production build (`next start`, built first when .next/ has none) on PGlite in a
// temporary folder, with SANDBOX_WEBHOOKS_ALLOW_LOOPBACK=127.0.0.1:<port> (the browser tests' setting, which a
// production start refuses) so that the sandbox may deliver to a receiver on 127.0.0.1; and, in the
// same run, the floor (scripts/bench/floor.mjs: a bare Next page of the home's content, built now).
// Each run, in turn:
//
// - floor: a first visit's load of the floor's `/` in Debian's Chromium (/usr/bin/chromium, the
//   benchmarks' flags), a fresh context: navigation to the load event.
// - browser: the journey of issue 42's Done-when browser test (tests/e2e/developer-browser.spec.ts,
//   "a test key in one click, and Try it"), a fresh context, each step timed from the end of the
//   one before: open /dz/developer/pay until hydrated; the key button until the key is shown; the
//   endpoint registered for the key (POST /sandbox/webhook-endpoints from the developer's terminal,
//   as the test does: the page's own way is the webhooks page); the reference's "Create a checkout"
//   until hydrated; Try it opened, its example sent (with return URLs the browser can reach) until
//   201; the answer's `url` opened until its page's heading; paid with the prefilled test card until
//   the return to `success_url` starts (the floor's page, another origin, standing for the shop);
//   `checkout.paid` received; its signature verified by the webhooks guide's own JavaScript sample.
// - API: the same from a terminal (fetch, as curl would): a key, the endpoint, a checkout, paid with
//   the checkout page's form (POST /sandbox/checkout/<id>, the test card, no redirect followed), the
//   event received, verified.
//
// Medians over the runs of each step and of the whole, and the whole against the floor's load. The
// delivery is the lead worker's, at once when an event is queued (docs/developer-section.md,
// "Webhooks"). A benchmark, run by hand under the lock: not in CI.

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";
import { chromium } from "playwright-core";
import ar from "../../messages/sections/developer/ar.json" with { type: "json" };
import { figuresHeading, writeFigures } from "./figures.mjs";
import { CHROME_FLAGS } from "./run-lighthouse.mjs";
import { ROOT, ensureSiteBuild, readBuildId, removeFloor, startFloor } from "./site.mjs";
import { findFreePort, runBenchmark, startNextServer, stopAll } from "../lib/processes.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, "no-docs": { type: "boolean", default: false } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs: a whole number, 1 or more");
const log = (message) => process.stderr.write(`[bench:journey] ${message}\n`);

const jiti = createJiti(import.meta.url, {
  alias: {
    "@": path.join(ROOT, "src"),
    "@messages": path.join(ROOT, "messages"),
    "server-only": path.join(ROOT, "node_modules/next/dist/compiled/server-only/empty.js"),
  },
});
const { SIGNATURE_HEADER, WEBHOOK_SECRET_ENV, verificationSamples } = await jiti.import(path.join(ROOT, "src/lib/openapi/verification.ts"));
const { startReceiver } = await jiti.import(path.join(ROOT, "tests/support/webhook-receiver.ts"));

const KEY = ar.docs.sandbox.key;
const TRY = ar.docs.sandbox.tryIt;
/** The Pay guide's test card that pays (the checkout page's prefilled one). */
const PAYING_CARD = "6280 5800 0000 0001";
/** Playwright starts the browser headless itself. */
const ARGS = CHROME_FLAGS.filter((flag) => flag !== "--headless=new");

let scratch;

/** The docs' JavaScript sample, written to a module of its own and run on the body with the endpoint's secret. */
/** The port of the run's webhook receiver (each journey's, one at a time). */
let receiverPort = 0;

async function verifiedByTheDocsSample(body, header, secret) {
  const file = path.join(scratch, `verify-${performance.now().toString(36).replace(".", "")}.mjs`);
  writeFileSync(file, verificationSamples("checkout.paid").javascript);
  process.env[WEBHOOK_SECRET_ENV] = secret;
  try {
    const sample = await import(pathToFileURL(file).href);
    return sample.isValidSignature(body, header);
  } finally {
    delete process.env[WEBHOOK_SECRET_ENV];
  }
}

/** Waits until the receiver has a request (polled every 5 ms, 60 s at most). */
async function firstDelivery(receiver) {
  const deadline = Date.now() + 60_000;
  while (!receiver.requests.length) {
    if (Date.now() > deadline) throw new Error("no webhook reached the receiver within 60 s");
    await sleep(5);
  }
  return receiver.requests[0];
}

/** The site's pages are hydrated: the tests' own check (tests/e2e/helpers.ts, waitForHydration). */
async function hydrated(page) {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute("data-js")) return false;
    const el = document.querySelector('[data-testid="locale-trigger"]');
    const ready = !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
    return ready && history.state?.__NA === true;
  });
}

/** A stopwatch of named steps, each from the end of the one before. */
function stopwatch() {
  const steps = {};
  let last = performance.now();
  return {
    steps,
    lap(name) {
      const now = performance.now();
      steps[name] = now - last;
      last = now;
    },
  };
}

/** Registers the receiver for the key's checkout.paid; returns the endpoint's secret. */
async function register(origin, key, receiver) {
  const answer = await fetch(`${origin}/sandbox/webhook-endpoints`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ url: receiver.url, events: ["checkout.paid"] }),
  });
  if (answer.status !== 201) throw new Error(`POST /sandbox/webhook-endpoints answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()).secret;
}

/** The verification step: the event is checkout.paid for the checkout, and the docs' sample says its signature holds. */
async function verify(delivered, secret, checkoutId) {
  const event = JSON.parse(delivered.body.toString("utf8"));
  if (event.type !== "checkout.paid" || event.data?.id !== checkoutId) throw new Error(`unexpected event ${event.type} for ${event.data?.id}`);
  if (!(await verifiedByTheDocsSample(delivered.body, delivered.headers[SIGNATURE_HEADER], secret)))
    throw new Error("the docs' sample did not verify the signature");
}

/** The floor's page, a first visit: navigation to the load event. */
async function floorLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url, { waitUntil: "load" });
  const took = performance.now() - started;
  await context.close();
  return took;
}

/** The browser's journey, issue 42's Done-when test's steps. */
async function browserJourney(browser, origin, returnUrl) {
  const receiver = await startReceiver({ port: receiverPort });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    const watch = stopwatch();
    await page.goto(`${origin}/dz/developer/pay`);
    await hydrated(page);
    watch.lap("open /dz/developer/pay");

    const created = page.waitForResponse((response) => new URL(response.url()).pathname === "/sandbox/keys");
    await page.getByTestId("key-box").getByRole("button", { name: KEY.get }).click();
    const answer = await created;
    if (answer.status() !== 201) throw new Error(`the key button's request answered ${answer.status()}`);
    const { secret_key: key } = await answer.json();
    await page.getByTestId("test-key").waitFor();
    watch.lap("key (button)");

    const secret = await register(origin, key, receiver);
    watch.lap("endpoint (terminal)");

    await page.goto(`${origin}/dz/developer/pay/reference/create-checkout`);
    await hydrated(page);
    watch.lap("reference page");

    const tryIt = page.getByTestId("try-it");
    await tryIt.getByText(TRY.open, { exact: true }).click();
    const send = tryIt.getByRole("button", { name: TRY.send });
    await send.waitFor();
    const body = tryIt.getByLabel(TRY.body);
    const example = JSON.parse(await body.inputValue());
    await body.fill(JSON.stringify({ ...example, success_url: returnUrl, failure_url: returnUrl }, null, 2));
    await send.click();
    await tryIt.getByTestId("try-it-status").filter({ hasText: "201" }).waitFor();
    watch.lap("Try it: create a checkout");

    const link = tryIt.getByTestId("try-it-url");
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(href);
    await page.getByRole("heading", { level: 1, name: ar.checkout.title }).waitFor();
    watch.lap("open the checkout's url");

    await page.locator('button[name="choice"][value="pay"]').click();
    await page.waitForURL(returnUrl, { waitUntil: "commit" });
    watch.lap("pay (test card)");

    const delivered = await firstDelivery(receiver);
    watch.lap("checkout.paid received");

    await verify(delivered, secret, new URL(href).pathname.split("/").pop());
    watch.lap("signature verified (docs' sample)");
    return watch.steps;
  } finally {
    await context.close();
    await receiver.close();
  }
}

/** The same from a terminal. */
async function apiJourney(origin, returnUrl) {
  const receiver = await startReceiver({ port: receiverPort });
  try {
    const watch = stopwatch();
    const keyAnswer = await fetch(`${origin}/sandbox/keys`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api: "pay" }),
    });
    if (keyAnswer.status !== 201) throw new Error(`POST /sandbox/keys answered ${keyAnswer.status}: ${await keyAnswer.text()}`);
    const { secret_key: key } = await keyAnswer.json();
    watch.lap("key");

    const secret = await register(origin, key, receiver);
    watch.lap("endpoint");

    const created = await fetch(`${origin}/sandbox/pay/v1/checkouts`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: 4500, currency: "DZD", success_url: returnUrl, failure_url: returnUrl }),
    });
    if (created.status !== 201) throw new Error(`POST /sandbox/pay/v1/checkouts answered ${created.status}: ${await created.text()}`);
    const checkout = await created.json();
    watch.lap("checkout");

    const paid = await fetch(`${origin}/sandbox/checkout/${checkout.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ region: "dz", card: PAYING_CARD, choice: "pay" }),
      redirect: "manual",
    });
    await paid.arrayBuffer();
    if (paid.status !== 303 || paid.headers.get("location") !== returnUrl)
      throw new Error(`paying answered ${paid.status} to ${paid.headers.get("location")}`);
    watch.lap("pay (test card)");

    const delivered = await firstDelivery(receiver);
    watch.lap("checkout.paid received");

    await verify(delivered, secret, checkout.id);
    watch.lap("signature verified (docs' sample)");
    return watch.steps;
  } finally {
    await receiver.close();
  }
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)}`;
const sum = (steps) => Object.values(steps).reduce((a, b) => a + b, 0);

/** One journey's table: each step's median, min and max, then the whole's. */
function journeyTable(title, results, floor) {
  const lines = [`| ${title} | median ms | min | max |`, "| --- | --- | --- | --- |"];
  for (const step of Object.keys(results[0])) {
    const times = results.map((steps) => steps[step]);
    lines.push(`| ${step} | ${ms(median(times))} | ${ms(Math.min(...times))} | ${ms(Math.max(...times))} |`);
  }
  const totals = results.map(sum);
  const ratio = floor ? ` (${(median(totals) / floor).toFixed(1)}× the floor's load)` : "";
  lines.push(`| **whole journey**${ratio} | **${ms(median(totals))}** | ${ms(Math.min(...totals))} | ${ms(Math.max(...totals))} |`);
  return lines.join("\n");
}

async function main() {
  await ensureSiteBuild(log);
  const buildId = await readBuildId();
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length)
    log(`WARNING: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; every time will be longer and noisier.`);
  scratch = mkdtempSync(path.join(os.tmpdir(), "bench-journey-"));
  chmodSync(scratch, 0o755);
  const sitePort = await findFreePort(6700);
  const floorPort = await findFreePort(6750, new Set([sitePort]));
  // The receiver's port, the one loopback host:port the server's setting names (src/lib/sandbox/webhooks/address.ts).
  receiverPort = await findFreePort(6760, new Set([sitePort, floorPort]));
  // PGlite in a folder of this run's own; never the server of a DATABASE_URL the shell may carry.
  delete process.env.DATABASE_URL;
  const env = { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: `127.0.0.1:${receiverPort}`, LEADS_DATA_DIR: path.join(scratch, "leads") };
  const site = await startNextServer({ cwd: ROOT, port: sitePort, name: "site", env });
  log(`site: ${site.url} (build ${buildId}, PGlite in ${env.LEADS_DATA_DIR})`);
  const floor = await startFloor({ siteUrl: site.url, port: floorPort, log });
  // The shop the checkout returns to: the floor's page (another origin), or the site's when there is no floor.
  const returnUrl = "error" in floor ? `${site.url.replace("//localhost:", "//127.0.0.1:")}/developer/pay?order=1042` : `${floor.url}/?order=1042`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ARGS });
  try {
    // Unmeasured: the server's first answers compile nothing, but fill its caches and PGlite's.
    log("warm-up run");
    await browserJourney(browser, site.url, returnUrl);
    await apiJourney(site.url, returnUrl);
    const floors = [];
    const inBrowser = [];
    const fromTerminal = [];
    for (let run = 1; run <= runs; run++) {
      if (!("error" in floor)) floors.push(await floorLoad(browser, `${floor.url}/`));
      inBrowser.push(await browserJourney(browser, site.url, returnUrl));
      fromTerminal.push(await apiJourney(site.url, returnUrl));
      log(`run ${run}/${runs}: browser ${ms(sum(inBrowser.at(-1)))} ms, API ${ms(sum(fromTerminal.at(-1)))} ms${floors.length ? `, floor ${ms(floors.at(-1))} ms` : ""}`);
    }
    const floorMedian = floors.length ? median(floors) : null;
    const conditions = [
      figuresHeading(`npm run bench:journey -- ${process.argv.slice(2).join(" ")}`.trim(), startedAt),
      `\`next start\` (build ${buildId}), PGlite in a temporary folder, SANDBOX_WEBHOOKS_ALLOW_LOOPBACK=127.0.0.1:<the receiver's port>, a receiver there; Debian's Chromium, a fresh context a run;`,
      `${runs} runs after one unmeasured, medians; load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
      floorMedian === null
        ? `The floor: unknown (${floor.error}).`
        : `The floor: a first visit's load of the bare Next page (scripts/bench/floor.mjs, built in this run, ${floor.bundler}), to its load event: median ${ms(floorMedian)} ms (${floors.map(ms).join(", ")}). ` +
          `The browser's journey loads three of the site's pages (the docs, the reference, the checkout) and starts a fourth (the return): three floors are ${ms(3 * floorMedian)} ms.`,
    ];
    const report = [
      conditions.join("\n"),
      journeyTable("in the browser, from opening /dz/developer/pay", inBrowser, floorMedian),
      journeyTable("from a terminal (an API-only developer)", fromTerminal, floorMedian),
    ].join("\n\n");
    console.log(report);
    if (!values["no-docs"]) await writeFigures("journey", report);
    return 0;
  } finally {
    await browser.close();
  }
}

async function cleanUp() {
  await stopAll();
  await removeFloor();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

runBenchmark(
  () => main().finally(cleanUp),
  cleanUp,
  log,
  () => {},
);
