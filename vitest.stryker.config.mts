import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.mts";

// Mutation testing only (stryker.config.mjs): the same tests, on instrumented code that runs
// several times slower (two runners on a shared machine), so the property tests get more time.
// Tests that run the code in a child process (the leads CLI, the database lock) are left out:
// Stryker switches a mutant on in its own process only, so they cannot kill one, and they are slow.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      testTimeout: 60_000,
      exclude: [...configDefaults.exclude, "tests/unit/leads-cli.test.ts", "tests/unit/leads-schema.test.ts", "src/db/lock.test.ts"],
    },
  }),
);
