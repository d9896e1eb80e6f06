import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { lockDataDir } from "./lock";


/** The lock file of an embedded database folder: inside it, where only the site's account writes. */
export function dataDirLock(dataDir: string): string {
  return path.join(dataDir, "site.lock");
}

export type Schema = typeof schema;
/** The lead database, whichever engine serves it: the same queries run on both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type LeadStore = {
  db: Database;
  /** `pglite`: the embedded default; `postgres`: a server given by `DATABASE_URL`. */
  kind: "pglite" | "postgres";
  /** The data folder, or the server's address without its password. */
  where: string;
  close(): Promise<void>;
};

/**
 * PostgreSQL settings the embedded database starts with, given on its command line at every start
 * (nothing is written in the folder, so an existing database takes them too). PGlite's folder is
 * made by initdb with PostgreSQL's 128 MB of shared buffers, more than the WebAssembly memory's
 * initial 128 MB: the memory grows to 189 MB and the process's resident memory by about 120 MB.
 * 16 MB (2,048 pages of 8 KB) holds the whole lead database many times over; what does not fit is
 * read again from the folder through the system's file cache. Measured in docs/performance.md,
 * "Memory of `next start` alone". PGlite's `initialMemory` cannot go below the 128 MB its
 * WebAssembly module declares.
 */
export const pgliteSettings: Readonly<Record<string, string>> = { shared_buffers: "16MB" };

/** PGlite's start parameters: its own defaults, then `pgliteSettings` as `-c name=value`. */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(pgliteSettings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

/** The migrations drizzle-kit wrote from `src/db/schema.ts`. */
export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** Any number that is ours: the advisory lock under which one process at a time migrates a server. */
const MIGRATION_LOCK = 0x43_49_52_54; // "CIRT"

export type OpenOptions = {
  /** A PostgreSQL connection string; without one, PGlite in `dataDir`. */
  url?: string | null;
  /** PGlite's data folder (created when missing); `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Apply the migrations that are not applied yet (default true). */
  migrate?: boolean;
  /** Refuse to create a PGlite database that is not there yet (the team's commands: a mistyped folder is an error, not a new empty database). */
  mustExist?: boolean;
};

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "a PostgreSQL server";
  }
}

/**
 * Opens the lead database and brings its schema up to date: a PostgreSQL server when `url` is
 * given, otherwise PGlite in a folder that this process locks (a second process stops with
 * `DatabaseLockedError` rather than corrupt it).
 */
export async function openLeadStore({ url, dataDir, migrate = true, mustExist = false }: OpenOptions): Promise<LeadStore> {
  if (url) {
    const { Pool } = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // A server that does not answer, or a query that hangs, ends in an error the form turns into
    // "try again" within seconds, not a visitor's request held for minutes (review F11).
    const pool = new Pool({
      connectionString: url,
      max: 8,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 30_000,
    });
    // An idle connection the server closes (a restart, an administrator, a dropped database) is
    // discarded by the pool, which reports it here: without a listener it would end the process.
    pool.on("error", (error: Error & { code?: string }) => {
      console.error(`lead database: an idle connection was closed (${error.code ?? "no code"}); the pool opens another when needed`);
    });
    const db = drizzle({ client: pool, schema });
    if (migrate) {
      const { migrate: apply } = await import("drizzle-orm/node-postgres/migrator");
      const client = await pool.connect();
      try {
        // Several origins start at once: one migrates, the others wait and find nothing to do.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await apply(db, { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    }
    return { db: db as unknown as Database, kind: "postgres", where: redact(url), close: () => pool.end() };
  }

  const folder = dataDir ?? "memory://";
  const inMemory = folder.startsWith("memory://");
  const absolute = inMemory ? folder : path.resolve(/* turbopackIgnore: true */ folder);
  let release = () => {};
  if (!inMemory) {
    if (mustExist && !existsSync(path.join(absolute, "PG_VERSION")))
      throw new Error(
        `There is no embedded lead database in ${absolute}. If the site runs behind the edge (npm run serve:edge), its leads are in PostgreSQL: set DATABASE_URL (docs/deployment.md).`,
      );
    // The folder that holds it is created if need be, and otherwise left as it is (it may be
    // shared, or not the site's: /var/lib); the database's own folder is the owner's alone (0700,
    // files 0600), and the lock and the admin socket live in it, never beside it (red team R9).
    mkdirSync(path.dirname(absolute), { recursive: true });
    mkdirSync(absolute, { recursive: true, mode: 0o700 });
    // Only the folder's owner opens it: root running a command on the site's folder would leave
    // files the site cannot read, and write where the site's account may have planted links
    // (red team 3, F1 and F5). The commands reach a running site through its socket instead.
    const owner = statSync(absolute).uid;
    if (typeof process.getuid === "function" && process.getuid() !== owner)
      throw new Error(
        `The embedded lead database in ${absolute} belongs to the account with uid ${owner}: run this as that account, the one that runs the site, with the same LEADS_DATA_DIR (docs/leads.md).`,
      );
    release = lockDataDir(dataDirLock(absolute));
  }
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(absolute, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
    if (!inMemory) ownerOnly(absolute);
    const db = drizzle({ client, schema });
    if (migrate) {
      const { migrate: apply } = await import("drizzle-orm/pglite/migrator");
      await apply(db, { migrationsFolder });
    }
    return {
      db: db as unknown as Database,
      kind: "pglite",
      where: absolute,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Folders 0700 and files 0600 under `dir`: what PGlite writes there is the owner's alone. */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(target);
    else if (entry.isFile()) chmodSync(target, 0o600);
  }
}
