import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { blankDatabase } from "../../tests/support/ready-database";
import { openLeadStore, pgliteSettings, pgliteStartParams, type LeadStore } from "./client";

const opened: LeadStore[] = [];
// initdb's dump, made before the tests when missing (a fresh checkout), not in a test's own time.
beforeAll(() => blankDatabase(), 180_000);
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

describe("the embedded database's settings (docs/performance.md, memory)", () => {
  it("keeps PGlite's own start parameters and adds ours after them", () => {
    const defaults = ["--single", "-F", "-c", "search_path=public"];
    expect(pgliteStartParams(defaults)).toEqual([...defaults, "-c", "shared_buffers=16MB"]);
    expect(pgliteSettings).toEqual({ shared_buffers: "16MB" });
  });

  // The settings are start parameters: a database loaded from initdb's dump starts with them as one
  // from scratch would (src/lib/leads/store.test.ts keeps a start from scratch).
  it("starts PGlite with 16 MB of shared buffers, PGlite's defaults still applied", async () => {
    const store = await openLeadStore({ dataDir: "memory://", migrate: false, loadDataDir: await blankDatabase() });
    opened.push(store);
    const show = async (name: string) => {
      const result = (await store.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows[0]![name];
    };
    expect(await show("shared_buffers")).toBe("16MB");
    // Two of PGlite's own defaults: replacing them instead of adding to them would lose these.
    expect(await show("search_path")).toBe("public");
    expect(await show("max_parallel_workers")).toBe("0");
  }, 60_000);
});
