import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder, openLeadStore, pgliteStartParams, type LeadStore } from "@/db/client";

/**
 * The lead database as PGlite's initdb leaves it (the blank one), and as initdb and every migration
 * leave it (the ready one), dumped once (`dumpDataDir`) and loaded by the tests that need an empty
 * database (`loadDataDir`): PGlite's initdb took 4.65 s per test file on an idle 2-core machine, over
 * a minute under load; loading a dump takes a few seconds less (docs/testing.md, "Time"). Both come
 * from one initdb: the blank dump is made first, the ready one from it. src/lib/leads/store.test.ts
 * keeps a start from scratch, so that initdb and every migration through `openLeadStore` stay
 * tested (and a fresh checkout, with no dump yet, runs initdb here).
 *
 * The dumps are kept in node_modules/.cache, in the checkout (never in /tmp, where another account
 * could leave a file of that name), under a name made from what decides its content: PGlite's
 * version and, for the ready one, the migrations. A change to either makes a new one; the first test
 * file that needs it makes it (two at once: the last one written wins, whole, by a rename). The
 * migrations run again on every load of the ready one, and find nothing to do.
 */
const pglitePackage = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
const cacheFolder = path.join(process.cwd(), "node_modules", ".cache", "cirta-test-database");

function dumpName(kind: "blank" | "ready"): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync(pglitePackage, "utf8")).version);
  if (kind === "ready") {
    for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
      const file = path.join(migrationsFolder, name);
      if (statSync(file).isFile()) hash.update(`\0${name}\0`).update(readFileSync(file));
    }
  }
  return `pglite-${kind}-${hash.digest("hex").slice(0, 16)}.tar`;
}

/** A database loaded from `dump` (or from scratch, PGlite's initdb, without one), migrated or not, dumped uncompressed (faster to load). */
async function makeDump(from: Blob | undefined, migrated: boolean): Promise<Uint8Array> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pglite = await PGlite.create("memory://", { startParams: pgliteStartParams(PGlite.defaultStartParams), loadDataDir: from });
  try {
    if (migrated) await migrate(drizzle({ client: pglite }), { migrationsFolder });
    return new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/** The dump in the cache under its name, made by `make` when missing; older dumps of the same kind go. */
async function cachedDump(kind: "blank" | "ready", make: () => Promise<Uint8Array>): Promise<Blob> {
  const file = path.join(cacheFolder, dumpName(kind));
  if (!existsSync(file)) {
    const dump = await make();
    mkdirSync(cacheFolder, { recursive: true });
    // Those of older PGlites or migrations go (and those named before the two kinds).
    for (const old of readdirSync(cacheFolder))
      if (old.endsWith(".tar") && old !== path.basename(file) && !old.startsWith(`pglite-${kind === "ready" ? "blank" : "ready"}-`))
        rmSync(path.join(cacheFolder, old), { force: true });
    const draft = `${file}.${randomBytes(6).toString("hex")}.draft`;
    writeFileSync(draft, dump);
    renameSync(draft, file);
  }
  return new Blob([readFileSync(file)]);
}

let blank: Promise<Blob> | undefined;
let ready: Promise<Blob> | undefined;

/** The dump of the database initdb leaves, no migration applied (one per test process: a Blob reads as often as needed). */
export function blankDatabase(): Promise<Blob> {
  blank ??= cachedDump("blank", () => makeDump(undefined, false));
  return blank;
}

/** The dump of the empty lead database, every migration applied, made from the blank one when missing. */
export function readyDatabase(): Promise<Blob> {
  ready ??= cachedDump("ready", async () => makeDump(await blankDatabase(), true));
  return ready;
}

/** A new in-memory lead database of its own, opened from the ready dump (instead of `openLeadStore({ dataDir: "memory://" })`). */
export async function openReadyStore(): Promise<LeadStore> {
  return openLeadStore({ dataDir: "memory://", loadDataDir: await readyDatabase() });
}
