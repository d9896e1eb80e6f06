import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, type LeadStore } from "@/db/client";
import { leads } from "@/db/schema";
import { testEngines } from "../support/db-engines";
import { blankDatabase } from "../support/ready-database";

// initdb's dump, which PGlite's `open({ migrate: false })` loads, made before the tests when missing.
beforeAll(() => blankDatabase(), 180_000);

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

describe.each(testEngines)("the consent's notice version (migration 0004) on $name", (engine) => {
  it("keeps an older lead, its notice's language taken from its own and its date left unknown", async () => {
    const store = await engine.open({ migrate: false });
    const dir = mkdtempSync(path.join(tmpdir(), "cirta-migrations-"));
    try {
      // The migrations before 0004, as a site had them, then a lead stored under them.
      cpSync(migrationsFolder, dir, { recursive: true });
      const journalFile = path.join(dir, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < "0004");
      writeFileSync(journalFile, JSON.stringify(journal));
      await migrateWith(store, dir);
      await store.db.execute(
        sql`insert into leads (form, region, lang, email, verified, consent_at, consent_notice, dedupe_key) values ('contact', 'dz', 'ar', 'old@example.dz', true, now(), '/business/privacy', 'old')`,
      );
      await migrateWith(store, migrationsFolder);
      const [old] = await store.db
        .select({ notice: leads.consentNotice, lang: leads.consentNoticeLang, updated: leads.consentNoticeUpdated })
        .from(leads)
        .where(eq(leads.dedupeKey, "old"));
      expect(old).toEqual({ notice: "/business/privacy", lang: "ar", updated: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await store.close();
    }
  }, 60_000);
});

async function migrateWith(store: LeadStore, folder: string) {
  if (store.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(store.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(store.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  }
}
