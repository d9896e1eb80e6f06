import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";

/** Thrown when another live process holds the embedded database's folder. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded lead database is already open in process ${pid} (lock file ${lockFile}). ` +
        "PGlite serves one process only: stop that process, or give every process the same " +
        "PostgreSQL server with DATABASE_URL (docs/leads.md).",
    );
    this.name = "DatabaseLockedError";
  }
}

/** Whether a process with this id is running (EPERM: it is, but someone else's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The lock's text, or null when there is no lock file. */
function readLock(lockFile: string): string | null {
  try {
    return readFileSync(lockFile, "utf8");
  } catch (error) {
    if (code(error) === "ENOENT") return null;
    throw error;
  }
}

/** Blocks this thread for a few milliseconds (the lock is taken once, at start, before any request). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Creates `target` holding `text`, or fails with EEXIST: the text is written to a file of this
 * process first, then linked into place, so a lock file is never seen empty or half written.
 */
function createWith(target: string, text: string): boolean {
  const draft = `${target}.${process.pid}.draft`;
  writeFileSync(draft, text, { mode: 0o600 });
  try {
    linkSync(draft, target);
    return true;
  } catch (error) {
    if (code(error) === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** A takeover guard older than this was left by a process that died in the middle of one. */
const GUARD_STALE_MS = 10_000;

/**
 * Removes a dead process's lock, `seen` being the text read from it, under a guard (`<lock>.takeover`,
 * created the same exclusive way): of two processes that found the same stale lock, one removes it
 * and takes the lock, and the other, holding the guard after it, finds the lock changed and leaves it.
 * Without the guard the second would remove the lock the first had just taken, and both would open
 * the database (review I6). Returns false when another process holds the guard.
 */
function removeStale(lockFile: string, seen: string): boolean {
  const guard = `${lockFile}.takeover`;
  if (!createWith(guard, String(process.pid))) {
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmSync(guard, { force: true });
    } catch {
      // Released meanwhile.
    }
    return false;
  }
  try {
    if (readLock(lockFile) === seen) rmSync(lockFile, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
  return true;
}

/**
 * Takes the lock file of an embedded database folder for this process: created atomically with
 * this process's id in it, so two processes never both take it; a lock left by a process that no
 * longer runs is taken over (one process at a time), a live one never. Returns the function that
 * releases it (also run when the process exits). `hooks` are for tests.
 */
export function lockDataDir(lockFile: string, hooks: { beforeTakeover?: () => void } = {}): () => void {
  const mine = String(process.pid);
  // A few rounds: each one either takes the lock, finds it live (and throws), or clears a stale one.
  for (let attempt = 0; attempt < 200; attempt++) {
    if (createWith(lockFile, mine)) {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        try {
          if (readLock(lockFile) === mine) rmSync(lockFile, { force: true });
        } catch {
          // Already gone.
        }
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    }
    const seen = readLock(lockFile);
    if (seen === null) continue; // Released between the two calls: try again.
    const pid = /^\d+$/.test(seen) ? Number.parseInt(seen, 10) : Number.NaN;
    if (pid === process.pid || (pid > 0 && alive(pid))) throw new DatabaseLockedError(lockFile, pid);
    // A dead process's lock, or one that is not a process id: clear it, or wait for the process clearing it.
    // (`beforeTakeover` lets a test put another starter's whole takeover here, the race of review I6.)
    hooks.beforeTakeover?.();
    if (!removeStale(lockFile, seen)) pause(25);
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
