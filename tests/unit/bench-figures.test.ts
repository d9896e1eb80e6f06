import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the benchmark scripts, without type declarations.
import { FIGURES_FILE, writeFigures } from "../../scripts/bench/figures.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "cirta-figures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the benchmarks' figures in docs/performance.md (scripts/bench/figures.mjs)", () => {
  it("has a block for each benchmark, which writes its latest figures there", () => {
    const doc = readFileSync(FIGURES_FILE, "utf8");
    for (const name of ["lighthouse", "lighthouse-devtools", "load", "search", "bundle", "sandbox", "journey"]) {
      expect(doc, name).toContain(`<!-- figures:${name} -->`);
      expect(doc.indexOf(`<!-- /figures:${name} -->`), name).toBeGreaterThan(doc.indexOf(`<!-- figures:${name} -->`));
    }
  });

  it("replaces a block's figures and nothing else, and refuses a block that is not there", async () => {
    const file = path.join(dir, "performance.md");
    writeFileSync(file, "# Figures\n\n<!-- figures:load -->\nold table\n<!-- /figures:load -->\n\nText after.\n");
    await writeFigures("load", "| new | table |", file);
    expect(readFileSync(file, "utf8")).toBe("# Figures\n\n<!-- figures:load -->\n| new | table |\n<!-- /figures:load -->\n\nText after.\n");
    await expect(writeFigures("search", "x", file)).rejects.toThrow("has no block <!-- figures:search -->");
  });
});
