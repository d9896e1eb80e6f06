import { closeSync, constants, existsSync, fchmodSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { DataDirRefusedError, lockDataDir, outOfFiles, quotePath } from "./lock";

export { quotePath } from "./lock";


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
  /** For tests: `beforeCreate` runs between the path's check and the creation of what is missing of it. */
  hooks?: { beforeCreate?: () => void | Promise<void> };
  /** Refuse to create a PGlite database that is not there yet (the team's commands: a mistyped folder is an error, not a new empty database). */
  mustExist?: boolean;
  /**
   * A PGlite database dumped by `dumpDataDir()`, loaded instead of an initdb into a folder (or
   * memory) with no database yet; PGlite refuses a folder that has one. The tests' ready-made
   * database (tests/support/ready-database.ts), which spares a test PGlite's initdb. The migrations
   * still run on it.
   */
  loadDataDir?: Blob;
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
export async function openLeadStore({ url, dataDir, migrate = true, mustExist = false, hooks = {}, loadDataDir }: OpenOptions): Promise<LeadStore> {
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
    watchClients(pool);
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
        `There is no embedded lead database in ${quotePath(absolute)}. If the site runs behind the edge (npm run serve:edge), its leads are in PostgreSQL: set DATABASE_URL (docs/deployment.md).`,
      );
    // The folder that holds it is created if need be, and otherwise left as it is (it may be
    // shared, or not the site's: /var/lib); the database's own folder is the owner's alone (0700,
    // files 0600), and the lock and the admin socket live in it, never beside it (red team R9).
    // Nothing is created before the path passes (red team 6, R6-5: a refused start as root left
    // root's folders in the site account's checkout, and that account refused at every start),
    // and what is missing is then made one folder at a time, never through a part that appeared
    // since the check (red team 7, R7-3). Only the folder's owner opens it: root running a command on the site's folder would leave
    // files the site cannot read, and write where the site's account may have planted links
    // (red team 3, F1 and F5). The commands reach a running site through its socket instead.
    // Checked on the folder itself, opened once without following a link, and on the path's links:
    // a link another account can swap never decides which folder is checked (red team 4, G2).
    // Whatever else stops these steps (a read-only checkout, a file on the path, too many open
    // files) is a refusal naming the folder, which stops the server: never a site that runs and
    // answers every lead "try again" for good (red team 7, R7-2).
    try {
      const { existing } = walkDataDirPath(absolute, false);
      await hooks.beforeCreate?.();
      createMissing(absolute, existing);
      checked = ownFolder(absolute);
    } catch (error) {
      throw cannotOpen(absolute, error);
    }
    absolute = checked.path;
    try {
      release = await lockDataDir(dataDirLock(absolute));
    } catch (error) {
      checked.close();
      throw error;
    }
  }
  // Closed before the lock is released when anything after its start fails: never a PGlite left
  // running on an unlocked folder, nor one more instance per retry (red team 5, H3).
  let client: { close(): Promise<void> } | null = null;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    checked?.same();
    const pglite = await PGlite.create(absolute, { startParams: pgliteStartParams(PGlite.defaultStartParams), loadDataDir });
    client = pglite;
    if (checked) {
      checked.same();
      ownerOnly(checked.fd, absolute);
    }
    const db = drizzle({ client: pglite, schema });
    if (migrate) {
      const { migrate: apply } = await import("drizzle-orm/pglite/migrator");
      await apply(db, { migrationsFolder });
    }
    return {
      db: db as unknown as Database,
      kind: "pglite",
      where: absolute,
      close: async () => {
        await pglite.close();
        release();
        checked?.close();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    checked?.close();
    throw error;
  }
}

type PooledClient = import("pg").PoolClient & { getTransactionStatus?(): string | null; sandboxCheckedOut?: boolean; sandboxCheckout?: number };

/**
 * Two guards on the pool's connections (red team 6a, RT6a-10). A connection the server ends while
 * it is checked out (`idle_in_transaction_session_timeout`, a restart, an administrator) makes its
 * client emit `error`, and the pool listens only to the idle ones: without a listener of its own,
 * that error was an uncaught exception, which ends the process. Each client gets one when it
 * connects (the query that was using it fails on its own and is answered as any failure). And a
 * client given back still inside a transaction (Drizzle releases it even when its `rollback`
 * failed) is closed, not kept: kept, it sat idle in its transaction until the server ended it,
 * and whichever request took it next failed. A third (red team 7a, RT7a-E): Drizzle's
 * `transaction` sends its `begin` before the `try` that gives its client back, so a client whose
 * `begin` failed (a connection the server ended meanwhile: a restart, a failover, an idle cut) was
 * never given back, one of the pool's 8 lost each time until a restart. A checked-out client whose
 * `begin` fails is given back here, with the error (the pool closes it and opens another when
 * needed); a later `release` of that checkout by its caller does nothing. Only if it is still the
 * same checkout (red team 9, RT9-6): a `begin` sent, its client given back without awaiting it and
 * taken by another caller before it failed, would have released that other caller's client.
 */
export function watchClients(pool: import("pg").Pool): void {
  pool.on("connect", (client: PooledClient) => {
    client.on("error", (error: Error & { code?: string }) => {
      // An idle client's error is the pool's own listener's to report.
      if (client.sandboxCheckedOut) console.error(`lead database: a connection in use was closed (${error.code ?? "no code"}); its query fails and the pool opens another`);
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      // A callback's query (the pool's own `pool.query`, which gives its client back itself) is left alone.
      if (!opensTransaction(args[0]) || typeof args.at(-1) === "function" || !(result instanceof Promise)) return result;
      const checkout = client.sandboxCheckout;
      return result.catch((error: unknown) => {
        if (client.sandboxCheckedOut && client.sandboxCheckout === checkout) {
          const release = client.release;
          client.release = () => {};
          release(error instanceof Error ? error : new Error(String(error)));
        }
        throw error;
      });
    };
  });
  // Each checkout numbered: the `begin` guard releases only the checkout that sent it.
  let checkouts = 0;
  pool.on("acquire", (client: PooledClient) => {
    client.sandboxCheckedOut = true;
    client.sandboxCheckout = ++checkouts;
  });
  pool.on("release", (error: Error | undefined, client: PooledClient) => {
    client.sandboxCheckedOut = false;
    // `T` (in a transaction) or `E` (a failed one): ended at once, so the pool removes it (it checks `_ending` right after this event).
    const status = client.getTransactionStatus?.() ?? null;
    if (!error && status !== null && status !== "I") void client.end().catch(() => {});
  });
}

/** Whether a query (its text, or a query config's) opens a transaction: `begin` or `start transaction`, as Drizzle's `transaction` sends it. */
function opensTransaction(query: unknown): boolean {
  const text = typeof query === "string" ? query : typeof query === "object" && query !== null ? (query as { text?: unknown }).text : undefined;
  return typeof text === "string" && /^\s*(begin|start\s+transaction)\b/i.test(text);
}

/** What a person does about a data folder that could not be created or opened: the error as it is when it already says. */
function cannotOpen(absolute: string, error: unknown): DataDirRefusedError {
  if (error instanceof DataDirRefusedError) return error;
  const code = errno(error) ?? (error instanceof Error ? error.name : "error");
  const at = (error as NodeJS.ErrnoException).path;
  const where = at && !at.startsWith("/proc/self/fd/") && at !== absolute ? ` on ${quotePath(at)}` : "";
  const uid = process.getuid?.();
  const account = `this account${uid === undefined ? "" : ` (uid ${uid})`}`;
  const action =
    code === "EACCES" || code === "EPERM" || code === "EROFS"
      ? `${account} may not create or write it (a read-only image or checkout): set LEADS_DATA_DIR to a folder it can write, such as a volume, or create the folder for it`
      : code === "ENOTDIR"
        ? "a part of its path is a file, not a folder: set LEADS_DATA_DIR to a folder"
        : code === "ENAMETOOLONG"
          ? "its path is too long: set LEADS_DATA_DIR to a shorter one"
          : (outOfFiles(code) ?? `check that it exists or that ${account} can create it, and LEADS_DATA_DIR`);
  return new DataDirRefusedError(`The embedded lead database's folder ${quotePath(absolute)} could not be created or opened (${code}${where}): ${action} (docs/leads.md).`);
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

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The path to a data folder, checked before anything is created on it or asked through it (red team
 * 6, R6-5 and R6-7): each link on it belongs to this account or root (a link another account owns
 * could point the check at one folder and the database at another: red team 4, G2), and, for root,
 * every folder above it, on the path as given and on the real one, is root's and writable by no
 * other account, or sticky as /tmp (an account owning a parent could swap the folder for a link
 * while root opens it: red team 5, H1). A link of root's is no folder anyone else could write: its
 * target is walked on the real path (R6-8). What does not exist yet is checked from the deepest
 * part that does, so a refused start creates nothing. Returns the folder's real path. `linksOnly`:
 * the link rule alone, for the team's commands run by an account other than root before they ask a
 * running site (root's make the whole check first: red team 7, R7-8).
 */
export function checkDataDirPath(absolute: string, { linksOnly = false } = {}): string {
  return walkDataDirPath(absolute, linksOnly).real;
}

/** `checkDataDirPath`'s walk: the real path, and the deepest part of the path as given that exists (the folder itself when it does). */
function walkDataDirPath(absolute: string, linksOnly: boolean): { real: string; existing: string } {
  const uid = process.getuid?.();
  const parts = absolute.split(path.sep).filter(Boolean);
  let existing: string = path.sep;
  for (let index = 1; index <= parts.length; index++) {
    const prefix = path.sep + parts.slice(0, index).join(path.sep);
    let stat;
    try {
      stat = lstatSync(prefix);
    } catch (error) {
      if (errno(error) === "ENOENT") break;
      if (errno(error) === "EACCES")
        throw new DataDirRefusedError(
          `The embedded lead database's folder ${quotePath(absolute)} is below ${quotePath(existing)}, which this account${uid === undefined ? "" : ` (uid ${uid})`} may not enter: ` +
            `run this as the account that runs the site, with the same LEADS_DATA_DIR (docs/leads.md).`,
        );
      throw error;
    }
    existing = prefix;
    if (stat.isSymbolicLink() && uid !== undefined && stat.uid !== uid && stat.uid !== 0)
      throw new DataDirRefusedError(
        `The embedded lead database's folder ${quotePath(absolute)} goes through ${quotePath(prefix)}, a symbolic link owned by the account with uid ${stat.uid}: ` +
          `refused, since that account could point it elsewhere. Set LEADS_DATA_DIR to the real folder, and run this as the account that owns it (docs/leads.md).`,
      );
  }
  let real: string;
  try {
    real = path.join(realpathSync(existing), path.relative(existing, absolute));
  } catch (error) {
    throw new DataDirRefusedError(`The embedded lead database's folder ${quotePath(absolute)} goes through ${quotePath(existing)}, which could not be followed (${errno(error)}): set LEADS_DATA_DIR to the real folder (docs/leads.md).`);
  }
  if (uid === 0 && !linksOnly) {
    for (const start of [absolute, real]) {
      for (let above = path.dirname(start); ; above = path.dirname(above)) {
        let parent;
        try {
          parent = lstatSync(above);
        } catch (error) {
          if (errno(error) !== "ENOENT") throw error;
          parent = null; // Not there yet: made by root below a folder checked here.
        }
        if (parent && !(parent.isSymbolicLink() && parent.uid === 0) && (parent.uid !== 0 || (parent.mode & 0o022 && !(parent.mode & 0o1000)))) {
          // Refused either way: a folder of the site account's (root's commands on it, the usual
          // mistake) is told how to run as that account (red team 4, G7).
          const owner = ownerOf(real);
          if (owner !== null && owner !== 0) throw notYours(real, owner, 0);
          throw new DataDirRefusedError(
            `The embedded lead database's folder ${quotePath(absolute)} is below ${quotePath(above)}, which ${parent.uid !== 0 ? `belongs to the account with uid ${parent.uid}` : "other accounts can write to"}: ` +
              `refused to root, since that account could swap the folder while root opens it. Run this as the account that runs the site (docs/leads.md).`,
          );
        }
        if (above === path.dirname(above)) break;
      }
    }
  }
  return { real, existing };
}

/**
 * Creates what the check found missing of the data folder's path (`existing`: the deepest part
 * that was there), one folder at a time and never through what appeared since (red team 7, R7-3).
 * Between the check and the creation another account can make a missing part in a folder it may
 * write, a sticky one such as /tmp among them, as a link or a folder of its own: `mkdir -p` would
 * follow it and create the folder, as root, wherever it points, before the second check refused.
 * Each part is made alone (`mkdir` fails on anything already there, a link included, and never
 * follows it); one that is there now is used only if it is a folder, not a link, of this account's
 * or root's. The data folder itself is made 0700, the folders above with the usual mode.
 */
function createMissing(absolute: string, existing: string): void {
  const uid = process.getuid?.();
  const missing = path.relative(existing, absolute).split(path.sep).filter(Boolean);
  let made = existing;
  for (const name of missing) {
    made = path.join(made, name);
    try {
      mkdirSync(made, { mode: made === absolute ? 0o700 : 0o777 });
      continue;
    } catch (error) {
      if (errno(error) !== "EEXIST") throw error;
    }
    const stat = lstatSync(made);
    const odd = stat.isSymbolicLink()
      ? "a symbolic link"
      : !stat.isDirectory()
        ? "not a folder"
        : uid !== undefined && stat.uid !== uid && stat.uid !== 0
          ? `a folder of the account with uid ${stat.uid}`
          : null;
    if (odd)
      throw new DataDirRefusedError(
        `The embedded lead database's folder ${quotePath(absolute)} was not there, and while this start created it, ${quotePath(made)} appeared, ${odd}: refused, ` +
          `since whoever made it chooses where the folder would be created. Create the data folder first as the account that runs the site, ` +
          `or set LEADS_DATA_DIR to one below folders only that account and root can write (docs/leads.md).`,
      );
  }
}

/** The owner of a folder, or null when there is none there. */
function ownerOf(folder: string): number | null {
  try {
    const stat = lstatSync(folder);
    return stat.isDirectory() ? stat.uid : null;
  } catch {
    return null;
  }
}

/** The sentence for a folder another account owns: whom to run as, or, for root's folder, how to give it back. */
function notYours(real: string, owner: number, uid: number): DataDirRefusedError {
  if (owner === 0)
    return new DataDirRefusedError(
      `The embedded lead database in ${quotePath(real)} belongs to root (a start or command run as root makes it root's): if the site runs as root, run this as root; ` +
        `if it runs as this account (uid ${uid}), give the folder back to it, as root: chown -R ${uid} ${quotePath(real)} (docs/leads.md).`,
    );
  return new DataDirRefusedError(
    `The embedded lead database in ${quotePath(real)} belongs to the account with uid ${owner}: run this as that account, the one that runs the site, ` +
      `with the same LEADS_DATA_DIR (sudo -u "#${owner}" env LEADS_DATA_DIR=${quotePath(real)} npm run …, or runuser -u <that account> -- env LEADS_DATA_DIR=${quotePath(real)} npm run …; docs/leads.md).`,
  );
}

/**
 * The data folder, checked to be this account's: its path (`checkDataDirPath`), then the folder
 * itself, opened without following a link and checked through that descriptor (no path is resolved
 * twice between the check and what it decides).
 */
function ownFolder(absolute: string): OwnFolder {
  const uid = process.getuid?.();
  const real = checkDataDirPath(absolute);
  let fd: number;
  try {
    fd = openSync(real, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (error) {
    let owner: number | null = null;
    try {
      owner = lstatSync(real).uid;
    } catch {
      // Gone: replaced while it was checked.
    }
    // A folder this account may not open is another account's, root's among them (red team 6, R6-5).
    if (errno(error) === "EACCES" && uid !== undefined && owner !== null && owner !== uid) throw notYours(real, owner, uid);
    throw new DataDirRefusedError(`The embedded lead database's folder ${quotePath(real)} could not be opened as a folder (${errno(error)}): it was replaced while it was checked. Start again (docs/leads.md).`);
  }
  const stat = fstatSync(fd);
  const close = () => closeSync(fd);
  if (uid !== undefined && uid !== stat.uid) {
    close();
    throw notYours(real, stat.uid, uid);
  }
  const checkedFolder = {
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
        throw new DataDirRefusedError(`The embedded lead database's folder ${quotePath(real)} was replaced while it was being opened: refused. Start again (docs/leads.md).`);
    },
    close,
  };
  // Then the folder is made the owner's alone, and everything in it checked to be this account's,
  // through the descriptor and before the lock or PGlite writes anything in it (red team 6, R6-1 and
  // R6-2: a folder others could write, a 0777 volume, is tightened before a socket is made in it).
  try {
    checkedFolder.same();
    ownerOnly(fd, real);
  } catch (error) {
    close();
    throw error;
  }
  return checkedFolder;
}

/**
 * A name inside the folder open as `fd`, resolved from that descriptor and never from a path
 * (Node has no openat(): Linux's /proc/self/fd/<fd> is the open folder itself, whatever was renamed
 * or swapped above it since). Without /proc (macOS, a container without it), the folder's path:
 * safe only because every folder walked was this account's and 0700 before it was listed.
 */
const hasProcFd = existsSync("/proc/self/fd");
const within = (fd: number, shown: string, name = "") => (hasProcFd ? `/proc/self/fd/${fd}${name ? `/${name}` : ""}` : path.join(shown, name));

/**
 * Folders 0700 and files 0600 in the folder open as `fd` (shown as `shown`), and every entry this
 * account's: what PGlite writes there is the owner's alone. The folder is made 0700 through its
 * descriptor before it is listed (from then on no other account can add, rename or swap anything
 * in it, even from a working directory kept inside), and each entry is opened through that
 * descriptor without following a link, checked, and changed through its own descriptor. An entry
 * another account owns is refused (red team 6, R6-1: it could swap a folder of its own for a link
 * between two steps and have this account chmod a tree of its choosing).
 */
function ownerOnly(fd: number, top: string, shown = top): void {
  const uid = process.getuid?.();
  const refuse = (where: string, owner: number) =>
    new DataDirRefusedError(
      `The embedded lead database's folder ${quotePath(top)} holds ${quotePath(where)}, which belongs to the account with uid ${owner}: refused, since that account ` +
        `could swap what is in it for a link while this account changes its modes or writes there. Once nothing runs on the folder, remove it ` +
        `(rm -r ${quotePath(where)}) or give it to this account (chown -R ${uid ?? "<this account>"} ${quotePath(where)}), as root, then start again (docs/leads.md).`,
    );
  fchmodSync(fd, 0o700);
  for (const name of readdirSync(within(fd, shown))) {
    const where = path.join(shown, name);
    let stat;
    try {
      stat = lstatSync(within(fd, shown, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // Removed meanwhile (a running PGlite's file).
      throw error;
    }
    if (uid !== undefined && stat.uid !== uid) throw refuse(where, stat.uid);
    if (!stat.isDirectory() && !stat.isFile()) continue; // Sockets and links: never followed, never changed.
    let entry: number;
    try {
      entry = openSync(within(fd, shown, name), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | (stat.isDirectory() ? constants.O_DIRECTORY : 0));
    } catch (error) {
      // Gone or replaced meanwhile (only this account can, in a 0700 folder of its own), or one it may not read: its owner was checked.
      if (["ENOENT", "ELOOP", "ENOTDIR", "EACCES"].includes((error as NodeJS.ErrnoException).code ?? "")) continue;
      throw error;
    }
    try {
      const opened = fstatSync(entry);
      if (uid !== undefined && opened.uid !== uid) throw refuse(where, opened.uid);
      if (opened.isDirectory()) ownerOnly(entry, top, where);
      // A file with another name elsewhere (a hard link made while the folder was open to others) keeps its mode.
      else if (opened.isFile() && opened.nlink === 1) fchmodSync(entry, 0o600);
    } finally {
      closeSync(entry);
    }
  }
}
