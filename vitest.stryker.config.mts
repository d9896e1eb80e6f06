import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.mts";

// Mutation testing only (stryker.config.mjs): the same tests, on instrumented code that runs
// several times slower (two runners on a shared machine), so the property tests get more time.
export default mergeConfig(base, defineConfig({ test: { testTimeout: 60_000 } }));
