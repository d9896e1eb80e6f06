import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder, openLeadStore, pgliteStartParams, type LeadStore } from "@/db/client";

/**
 * The lead database as PGlite's initdb and every migration leave it, dumped once (`dumpDataDir`) and
 * loaded by the tests that need an empty database (`loadDataDir`): PGlite's initdb took 4.65 s per
 * test file on an idle 2-core machine, over a minute under load; loading the dump takes a few
 * seconds less (docs/testing.md, "Time"). src/db/client.test.ts and src/lib/leads/store.test.ts
 * keep a start from scratch, so that initdb and every migration stay tested.
 *
 * The dump is kept in node_modules/.cache, in the checkout (never in /tmp, where another account
 * could leave a file of that name), under a name made from what decides its content: PGlite's
 * version and the migrations. A change to either makes a new one; the first test file that needs it
 * makes it (two at once: the last one written wins, whole, by a rename). The migrations run again on
 * every load, and find nothing to do.
 */
const pglitePackage = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
const cacheFolder = path.join(process.cwd(), "node_modules", ".cache", "cirta-test-database");

function dumpName(): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync(pglitePackage, "utf8")).version);
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (statSync(file).isFile()) hash.update(`\0${name}\0`).update(readFileSync(file));
  }
  return `pglite-${hash.digest("hex").slice(0, 16)}.tar`;
}

/** An empty lead database from scratch: initdb, then every migration, dumped uncompressed (faster to load). */
async function makeDump(): Promise<Uint8Array> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pglite = await PGlite.create("memory://", { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    return new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

let ready: Promise<Blob> | undefined;

/** The dump of the empty lead database, made when missing (one per test process: a Blob reads as often as needed). */
export function readyDatabase(): Promise<Blob> {
  ready ??= (async () => {
    const file = path.join(cacheFolder, dumpName());
    if (!existsSync(file)) {
      const dump = await makeDump();
      mkdirSync(cacheFolder, { recursive: true });
      // Those of older PGlites or migrations go.
      for (const old of readdirSync(cacheFolder)) if (old.endsWith(".tar") && old !== path.basename(file)) rmSync(path.join(cacheFolder, old), { force: true });
      const draft = `${file}.${randomBytes(6).toString("hex")}.draft`;
      writeFileSync(draft, dump);
      renameSync(draft, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return ready;
}

/** A new in-memory lead database of its own, opened from the ready dump (instead of `openLeadStore({ dataDir: "memory://" })`). */
export async function openReadyStore(): Promise<LeadStore> {
  return openLeadStore({ dataDir: "memory://", loadDataDir: await readyDatabase() });
}
