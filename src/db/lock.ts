import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

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

/**
 * Takes the lock file of an embedded database folder for this process: created with O_EXCL, so
 * two processes never both take it; a lock left by a process that no longer runs is taken over,
 * a live one never. Returns the function that releases it (also run when the process exits).
 */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      } catch {
        // Removed between the two calls: try again.
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DatabaseLockedError(lockFile, pid);
      if (pid === process.pid) throw new DatabaseLockedError(lockFile, pid);
      // A crashed process's lock (or one half written): remove it and try again.
      rmSync(lockFile, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      try {
        if (readFileSync(lockFile, "utf8") === String(process.pid)) rmSync(lockFile, { force: true });
      } catch {
        // Already gone.
      }
      process.off("exit", release);
    };
    process.on("exit", release);
    return release;
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
