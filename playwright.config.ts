import { defineConfig, devices } from "@playwright/test";
import { site } from "./src/config/site";
import {
  DIRECT_URL,
  EDGE_DIR,
  EDGE_PORT,
  EDGE_URL,
  GA_DIST_DIR,
  GA_PORT,
  LEADS_DIR,
  MAIL_DIR,
  PLAIN_HTTP_NAME,
  PLAIN_HTTP_URL,
  PORT,
  SMTP_PORT,
  WEBHOOK_RECEIVERS,
} from "./tests/e2e/servers";

/**
 * Specs that also run against the site alone (`npm run serve`), beside the edge: how a request
 * is answered (status, redirect, cookie, headers, language, what a crawler reads), whatever
 * serves it. Every spec runs through the edge (SPEC 9); what happens in the browser (the locale
 * picker's and the region suggestion's clicks) only there.
 */
const directSpecs = ["language", "routing", "security", "seo"].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));

/**
 * Debian's Chromium (never a downloaded browser), as its headless shell (package
 * chromium-headless-shell, the same Chromium release as /usr/bin/chromium): the build without the
 * browser's user interface that Playwright itself runs headless tests in, at a third of the
 * browser's CPU (docs/testing.md, "Time"). scripts/test-world.sh sets CHROMIUM_PATH
 * (`/usr/bin/chromium` runs the whole browser, as the screenshots and Lighthouse do).
 */
const executablePath = process.env.CHROMIUM_PATH || "/usr/lib/chromium/chromium-headless-shell";
/**
 * `--font-render-hinting=none`: the headless shell hints glyphs to whole pixels by default, so
 * its text is wider or narrower than Chrome's by fractions of a pixel per word (a header menu
 * 109 px wide instead of 107.84), enough to move a wrap or an overlap; without hinting, its
 * layout is Chrome's to the last fraction.
 */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];

/**
 * The browser runs on the real clock, never under libfaketime (it makes Chromium twenty times
 * slower): specs that read the date in the page install the servers' date with page.clock.
 */
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME")),
) as Record<string, string>;

/**
 * The servers' clock: scripts/test.sh moves it to the tests' date (tests/clock.json) with
 * libfaketime, and Playwright itself runs on the real clock (page.clock counts from it).
 */
const serverClock: Record<string, string> =
  process.env.TEST_CLOCK_OFFSET && process.env.TEST_FAKETIME_PRELOAD
    ? { LD_PRELOAD: process.env.TEST_FAKETIME_PRELOAD, FAKETIME: process.env.TEST_CLOCK_OFFSET, FAKETIME_DONT_FAKE_MONOTONIC: "1" }
    : {};

// The sandbox may send webhooks to the tests' loopback receiver (tests/support/webhook-receiver.ts),
// at their own host:ports: a setting only these servers get; `npm start`, `npm run serve` and
// `serve:edge` refuse it, and any start refuses a value that names no loopback host:port.
const env = { NEXT_TELEMETRY_DISABLED: "1", SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: WEBHOOK_RECEIVERS, ...serverClock };
/**
 * The lead database (docs/leads.md): the edge's origins share the PostgreSQL database that
 * scripts/test.sh creates (E2E_DATABASE_URL; without it the edge starts a server of its own), and
 * send notifications to the mail catcher every second; each server alone has its own PGlite.
 */
const leads = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  LEADS_DELIVERY_INTERVAL_MS: "1000",
  LEADS_NOTIFY_SALES: "sales@team.test",
  // Every test's request comes from one address: its limits would stop the suite. The limit per
  // contact stays as configured, and lead-forms.spec.ts checks it.
  LEADS_LIMIT_ADDRESS: "100000",
  LEADS_LIMIT_ADDRESS_UNVERIFIED: "100000",
  LEADS_LIMIT_ADDRESS_FLOOD: "100000",
  ...(process.env.E2E_DATABASE_URL
    ? { DATABASE_URL: process.env.E2E_DATABASE_URL, LEADS_SECRET: "e2e-lead-secret-shared-by-the-servers" }
    : {}),
};
/** Build folders served (override to test a build of your own side by side). */
const distDir = process.env.E2E_DIST_DIR || ".next";
const gaDistDir = GA_DIST_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  // A guard against a hung test, not a measure of speed: on a busy 2-core machine one axe scan of
  // a whole page can take half a minute (scripts/test-under-load.sh).
  timeout: 60_000,
  // How long an assertion waits for what it expects (Playwright's default is 5 s). A guard, not a
  // speed check: on a starved 2-core machine the search field's first keystroke, which loads the
  // engine and the index, once took longer than 5 s to list results.
  expect: { timeout: 10_000 },
  use: {
    baseURL: EDGE_URL,
    trace: "off",
    launchOptions: { executablePath, args: chromiumArgs, env: browserEnv },
  },
  projects: [
    {
      name: "edge",
      use: { ...devices["Desktop Chrome"], baseURL: EDGE_URL, launchOptions: { executablePath, args: chromiumArgs, env: browserEnv } },
    },
    {
      name: "direct",
      testMatch: directSpecs,
      use: { ...devices["Desktop Chrome"], baseURL: DIRECT_URL, launchOptions: { executablePath, args: chromiumArgs, env: browserEnv } },
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/mail-catcher.mjs",
      port: SMTP_PORT,
      reuseExistingServer: !process.env.CI,
      env: { SMTP_PORT: String(SMTP_PORT), MAIL_DIR },
      timeout: 30_000,
    },
    {
      // nginx in front of two `next start` processes, as `npm run serve:edge` starts them
      // (scripts/test.sh installed nginx; the build is made before the tests).
      command: "node scripts/edge.mjs",
      url: `${EDGE_URL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      env: {
        ...env,
        ...leads,
        EDGE_PORT: String(EDGE_PORT),
        EDGE_HOST: "localhost",
        EDGE_ORIGINS: "2",
        EDGE_BUILD: "never",
        EDGE_DIR,
        // The default names, and one more over plain HTTP, not a secure context for the browser
        // (review I10): its pages are the site's own, and a form posted there is not cross-site.
        EDGE_SERVER_NAMES: `${new URL(site.url).hostname},localhost,127.0.0.1,${PLAIN_HTTP_NAME}`,
        LEADS_ALLOWED_ORIGINS: PLAIN_HTTP_URL,
        NEXT_DIST_DIR: distDir,
        // Every test's request comes from one address, many at once: the edge's limits per client
        // address (docs/deployment.md, "Limits") would throttle the suite. edge-serve.spec.ts checks
        // them on an edge of its own with small ones.
        EDGE_LIMIT_RATE: "100000",
        EDGE_LIMIT_BURST: "100000",
        EDGE_LIMIT_CONN: "10000",
        EDGE_LIMIT_FORM_CONN: "10000",
        EDGE_LIMIT_CHALLENGE_RATE: "100000",
        EDGE_LIMIT_CHALLENGE_BURST: "100000",
      },
      // It stops nginx and its origins on SIGTERM, by process id.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      timeout: 120_000,
    },
    {
      command: `npx next start -p ${PORT}`,
      url: `http://localhost:${PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      env: { ...env, NEXT_DIST_DIR: distDir, LEADS_DATA_DIR: `${LEADS_DIR}/direct` },
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${GA_PORT}`,
      url: `http://localhost:${GA_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      env: { ...env, NEXT_DIST_DIR: gaDistDir, LEADS_DATA_DIR: `${LEADS_DIR}/ga` },
      timeout: 60_000,
    },
  ],
});
