// Mutation testing (by hand, not in CI): `npm run test:mutation`. Stryker changes the code of the
// modules a visitor would feel most (an operator, a condition, a string...) and runs their unit
// tests against each change; a change no test notices ("survived") is a test we are missing.
// Scores per module: docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.mts", related: true },
  mutate: [
    "src/i18n/resolve.ts",
    "src/i18n/locale-choice.ts",
    "src/proxy.ts",
    "src/lib/pricing/fees.ts",
    "src/lib/pricing/parse.ts",
    "src/lib/search/normalize.ts",
    "src/data/promotions.ts",
    "src/lib/leads/validate.ts",
    "src/edge/contract.ts",
    "src/lib/leads/proxy.ts",
  ],
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  // Not copied into Stryker's sandbox: the builds (about 450 MB each), and what servers write
  // while they run (a PostgreSQL socket in data/ stopped the copy: ENXIO). No unit test reads them.
  ignorePatterns: ["/data", "/.next*", "/.edge", "/test-results", "/bench-results", "/screenshots", "/reports"],
};

export default config;
