import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@messages": fileURLToPath(new URL("./messages", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/unit/**/*.test.ts"],
    environment: "node",
    // One test file per core. Vitest's default is one less than the cores, a single worker on the
    // 2-core machines we test on, with the main process idle meanwhile (docs/testing.md, "Time").
    // Files share nothing that would need one at a time: each database test opens a database of its
    // own (tests/support/db-engines.ts), each file its own temporary folder, each mail server port 0.
    maxWorkers: availableParallelism(),
    // A guard against a hung test, not a measure of speed: with a file on each core, a test that walks
    // every page (the share images' titles, about 1,100) took over Vitest's default of 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
