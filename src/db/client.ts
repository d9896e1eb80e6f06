import { closeSync, constants, existsSync, fchmodSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { DataDirRefusedError, lockDataDir } from "./lock";


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

  const given = dataDir ?? "memory://";
  const inMemory = given.startsWith("memory://");
  let absolute = inMemory ? given : path.resolve(/* turbopackIgnore: true */ given);
  let release = () => {};
  let checked: OwnFolder | null = null;
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
    // Checked on the folder itself, opened once without following a link, and on the path's links:
    // a link another account can swap never decides which folder is checked (red team 4, G2).
    checked = ownFolder(absolute);
    absolute = checked.path;
    try {
      release = await lockDataDir(dataDirLock(absolute));
    } catch (error) {
      checked.close();
      throw error;
    }
  }
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    checked?.same();
    const client = await PGlite.create(absolute, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
    if (checked) {
      checked.same();
      ownerOnly(absolute, checked.fd);
    }
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
        checked?.close();
      },
    };
  } catch (error) {
    release();
    checked?.close();
    throw error;
  }
}

type OwnFolder = {
  /** The folder's path, links resolved. */
  path: string;
  /** The folder, open. */
  fd: number;
  /** Throws unless the path still names the folder that was checked. */
  same(): void;
  close(): void;
};

/**
 * The data folder, checked to be this account's: each link on its path belongs to this account or
 * root (a link another account owns could point the check at one folder and the database at another:
 * red team 4, G2), then the folder itself, opened without following a link and checked through that
 * descriptor (no path is resolved twice between the check and what it decides).
 */
function ownFolder(absolute: string): OwnFolder {
  const uid = process.getuid?.();
  const parts = absolute.split(path.sep).filter(Boolean);
  for (let index = 1; index <= parts.length; index++) {
    const prefix = path.sep + parts.slice(0, index).join(path.sep);
    const stat = lstatSync(prefix);
    if (stat.isSymbolicLink() && uid !== undefined && stat.uid !== uid && stat.uid !== 0)
      throw new DataDirRefusedError(
        `The embedded lead database's folder ${absolute} goes through ${prefix}, a symbolic link owned by the account with uid ${stat.uid}: ` +
          `refused, since that account could point it elsewhere. Set LEADS_DATA_DIR to the real folder, and run this as the account that owns it (docs/leads.md).`,
      );
  }
  const real = realpathSync(absolute);
  let fd: number;
  try {
    fd = openSync(real, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (error) {
    throw new DataDirRefusedError(`The embedded lead database's folder ${real} could not be opened as a folder (${(error as NodeJS.ErrnoException).code}): it was replaced while it was checked. Start again (docs/leads.md).`);
  }
  const stat = fstatSync(fd);
  const close = () => closeSync(fd);
  if (uid !== undefined && uid !== stat.uid) {
    close();
    throw new DataDirRefusedError(
      `The embedded lead database in ${real} belongs to the account with uid ${stat.uid}: run this as that account, the one that runs the site, ` +
        `with the same LEADS_DATA_DIR (sudo -u "#${stat.uid}" env LEADS_DATA_DIR=${real} npm run …, or runuser -u <that account> -- env LEADS_DATA_DIR=${real} npm run …; docs/leads.md).`,
    );
  }
  return {
    path: real,
    fd,
    same() {
      let now;
      try {
        now = lstatSync(real);
      } catch {
        now = null;
      }
      if (!now || !now.isDirectory() || now.dev !== stat.dev || now.ino !== stat.ino)
        throw new DataDirRefusedError(`The embedded lead database's folder ${real} was replaced while it was being opened: refused. Start again (docs/leads.md).`);
    },
    close,
  };
}

/**
 * Folders 0700 and files 0600 under `dir`: what PGlite writes there is the owner's alone. Each
 * entry is opened without following a link and changed through its descriptor (a link put in its
 * place never turns another tree's modes: red team 4, G2); the top folder through `fd`.
 */
function ownerOnly(dir: string, fd?: number): void {
  if (fd === undefined) {
    let own: number;
    try {
      own = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
    } catch {
      return; // Replaced by a link or gone: not ours to change.
    }
    try {
      fchmodSync(own, 0o700);
    } finally {
      closeSync(own);
    }
  } else fchmodSync(fd, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(target);
    else if (entry.isFile()) {
      let file: number;
      try {
        file = openSync(target, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      } catch {
        continue;
      }
      try {
        if (fstatSync(file).isFile()) fchmodSync(file, 0o600);
      } finally {
        closeSync(file);
      }
    }
  }
}
