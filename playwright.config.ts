import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium (never a downloaded browser); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PORT = Number(process.env.E2E_PORT || 3100);
/** The same site built with NEXT_PUBLIC_GA_ID set, for the analytics specs. */
export const GA_PORT = PORT + 1;
const env = { NEXT_TELEMETRY_DISABLED: "1" };
/** Build folders served (override to test a build of your own side by side). */
const distDir = process.env.E2E_DIST_DIR || ".next";
const gaDistDir = process.env.E2E_GA_DIST_DIR || ".next-ga";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A guard against a hung test, not a measure of speed: on a busy 2-core machine one axe
  // scan of a whole page takes 10-30 s (scripts/test-under-load.sh), so 30 s was too tight.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } }],
  webServer: [
    {
      command: `npx next start -p ${PORT}`,
      url: `http://localhost:${PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      env: { ...env, NEXT_DIST_DIR: distDir },
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${GA_PORT}`,
      url: `http://localhost:${GA_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      env: { ...env, NEXT_DIST_DIR: gaDistDir },
      timeout: 60_000,
    },
  ],
});
