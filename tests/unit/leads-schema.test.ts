import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the lead database's migrations", () => {
  it("are what drizzle-kit writes from src/db/schema.ts (run `npm run db:generate` after changing it)", () => {
    // drizzle-kit takes an output folder relative to the project: a copy of the migrations there.
    const dir = mkdtempSync(path.join(process.cwd(), ".migrations-check-"));
    try {
      const out = path.join(dir, "migrations");
      cpSync("db/migrations", out, { recursive: true });
      const result = spawnSync(
        "npx",
        ["drizzle-kit", "generate", "--dialect", "postgresql", "--schema", "./src/db/schema.ts", "--out", `./${path.relative(process.cwd(), out)}`],
        { encoding: "utf8" },
      );
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("No schema changes");
      expect(readdirSync(out).sort()).toEqual(readdirSync("db/migrations").sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
