import { randomBytes } from "node:crypto";
import { closeSync, linkSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

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

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * When a process started, as Linux counts it (`/proc/<pid>/stat`, field 22, clock ticks since boot),
 * or null where there is no /proc. With the process id it names one process for good: a container
 * restarted after a crash gives its server the same pid, and a lock holding that pid alone would look
 * alive forever (red team 3, F2).
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** This process as a lock names it: `<pid> <start>` (or the pid alone where there is no /proc). */
function identity(pid = process.pid): string {
  const start = processStart(pid);
  return start === null ? String(pid) : `${pid} ${start}`;
}

/**
 * Whether the process a lock names is running: the same pid, and (where the lock recorded one) the
 * same start time. EPERM from `kill(pid, 0)`: it runs, as someone else.
 */
function holderAlive(text: string): { alive: boolean; pid: number } {
  const match = /^(\d+)(?: (\d+))?$/.exec(text);
  if (!match) return { alive: false, pid: Number.NaN };
  const pid = Number.parseInt(match[1]!, 10);
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (code(error) !== "EPERM") return { alive: false, pid };
  }
  const start = match[2];
  return { alive: start === undefined || processStart(pid) === null || processStart(pid) === start, pid };
}

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
 * Creates `target` holding `text`, or fails with EEXIST: the text is written to a new file first
 * (a random name, created exclusively, so a link planted there is never followed: red team 3, F1),
 * then linked into place, so a lock file is never seen empty or half written.
 */
function createWith(target: string, text: string): boolean {
  const draft = `${target}.${randomBytes(8).toString("hex")}.draft`;
  const fd = openSync(draft, "wx", 0o600);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
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

/**
 * Removes a dead process's lock, `seen` being the text read from it, under a guard (`<lock>.takeover`,
 * created the same exclusive way, holding this process's identity): of two processes that found the
 * same stale lock, one removes it and takes the lock, and the other, holding the guard after it,
 * finds the lock changed and leaves it (review I6). A guard whose holder is gone is removed, however
 * recent; a guard whose holder runs is waited for, however old (red team 3, F3 and F4). Returns false
 * when another live process holds the guard.
 */
function removeStale(lockFile: string, seen: string): boolean {
  const guard = `${lockFile}.takeover`;
  if (!createWith(guard, identity())) {
    const holder = readLock(guard);
    if (holder !== null && !holderAlive(holder).alive && readLock(guard) === holder) rmSync(guard, { force: true });
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
 * this process's id and start time in it, so two processes never both take it; a lock left by a
 * process that no longer runs (or by an earlier process with the same id) is taken over, one
 * process at a time, and a live one never. Returns the function that releases it (also run when the
 * process exits). `hooks` are for tests.
 */
export function lockDataDir(lockFile: string, hooks: { beforeTakeover?: () => void } = {}): () => void {
  const mine = identity();
  // Each round either takes the lock, finds it live (and throws), or clears a stale one.
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
    const holder = holderAlive(seen);
    if (holder.alive) throw new DatabaseLockedError(lockFile, holder.pid);
    // A dead process's lock, or one that is not a process id: clear it, or wait for the process clearing it.
    // (`beforeTakeover` lets a test put another starter's whole takeover here, the race of review I6.)
    hooks.beforeTakeover?.();
    if (!removeStale(lockFile, seen)) pause(25);
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
