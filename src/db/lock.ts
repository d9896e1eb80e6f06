import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  constants,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeSync,
} from "node:fs";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";

/**
 * The embedded database's folder cannot be opened, and a person must act: the message says what
 * to do (which file, which account). Said once, as a sentence: the server prints it and stops, the
 * team's commands print it and exit (never a stack trace).
 */
export class DataDirRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirRefusedError";
  }
}

/** Thrown when another live process holds the embedded database's folder. */
export class DatabaseLockedError extends DataDirRefusedError {
  constructor(
    readonly lockFile: string,
    /** The holder's process id as its own PID namespace numbers it (for people: never checked), when its lock says. */
    readonly pid: number | null,
    detail = "",
  ) {
    super(
      `The embedded lead database is already open in ${pid === null ? "another process" : `process ${pid}`} (lock file ${lockFile}${detail}). ` +
        "PGlite serves one process only: stop that process, or give every process the same " +
        "PostgreSQL server with DATABASE_URL (docs/leads.md).",
    );
    this.name = "DatabaseLockedError";
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/*
 * How the lock works (docs/leads.md, "PGlite is one process"):
 *
 * - Liveness is a Unix socket, never a process id (ids are a PID namespace's: red team 4, G1). A
 *   starter first listens on a socket of its own in the folder, `<lock>.<token>.sock` (`token`:
 *   random, this start's alone), and only then writes a file naming it, so a file that names a
 *   token always names a socket that was listening when the file appeared. Whoever reads it
 *   `connect()`s: an answer (even from a stopped process: the kernel queues the connection) means
 *   alive; ECONNREFUSED or ENOENT means the process is gone, in whatever namespace it ran. The
 *   process id in the file is for people.
 * - The lock is `<lock>`, created exclusively (`link()` of a complete draft: never seen half
 *   written, never through a planted link: red team 3, F1).
 * - A dead holder's lock is taken over by a claim: `<lock>.<key>.next`, created exclusively, where
 *   `key` names that very lock (its token, or its inode when it has none). Of the starters that
 *   found the same dead lock, exactly one creates the claim; only that one replaces the lock
 *   (`rename()`, after checking it is still the one it claimed), so nobody ever removes a lock
 *   after a check another process could have made stale (red team 4, G4). A claimant that died
 *   before replacing the lock is claimed after in turn (`<lock>.<its token>.next`): a chain, whose
 *   last link alive holds, or is taking over, the folder. Nothing waits: a live holder or claimant
 *   is a refusal at once (G5).
 */

/** A lock or a claim as read: who it names, and the key a claim on it takes. */
type Entry = {
  /** This entry's claim name: its token, or its inode when it names none. */
  key: string;
  /** The token of the socket that proves its writer alive; null for a file this code did not write. */
  token: string | null;
  pid: number | null;
  /** Why it is not a lock this code wrote, for the messages: null when it is one. */
  odd: string | null;
  uid: number;
};

const TOKEN = /^[0-9a-f]{16}$/;

/** The lock file or a claim, read without following a link, or null when there is none. */
function readEntry(file: string): Entry | null {
  let stat;
  try {
    stat = lstatSync(file, { bigint: true });
  } catch (error) {
    if (code(error) === "ENOENT") return null;
    throw error;
  }
  const base = { key: `i${stat.ino}`, token: null, pid: null, uid: Number(stat.uid) };
  if (stat.isSymbolicLink()) return { ...base, odd: "a symbolic link" };
  if (stat.isDirectory()) return { ...base, odd: "a directory" };
  if (!stat.isFile()) return { ...base, odd: "not a regular file" };
  let text: string;
  try {
    const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      text = readFileSync(fd, "utf8");
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if (code(error) === "ENOENT") return null;
    if (code(error) === "ELOOP") return { ...base, odd: "a symbolic link" };
    if (code(error) === "EACCES" || code(error) === "EPERM") return { ...base, odd: `a file this account cannot read, owned by uid ${base.uid}` };
    throw error;
  }
  // `<pid>\n<token>\n`; anything else (a hand-written `echo $$ > site.lock`, an older version's
  // lock) names no socket (red team 4, G8).
  const [pidLine = "", tokenLine = ""] = text.split("\n").map((line) => line.trim());
  const pid = /^\d+$/.test(pidLine) ? Number.parseInt(pidLine, 10) : null;
  if (TOKEN.test(tokenLine)) return { ...base, key: tokenLine, token: tokenLine, pid, odd: null };
  return { ...base, pid, odd: "a file that names no socket" };
}

/** Whether something listens on `socketPath`: anything but "nobody there" counts as yes (the safe side). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    // A Unix socket's connect answers at once, even from a stopped process; should it ever not,
    // the folder counts as held (the safe side) rather than wait on.
    const done = (alive: boolean) => {
      clearTimeout(stuck);
      socket.destroy();
      resolve(alive);
    };
    const stuck = setTimeout(() => done(true), 10_000).unref();
    socket.once("connect", () => done(true));
    socket.once("error", (error) => done(!["ECONNREFUSED", "ENOENT", "ENOTSOCK"].includes(code(error) ?? "")));
  });
}

/** Listens on `socketPath` (which must not exist): the proof that this process is alive. */
async function listen(socketPath: string): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    const reason = code(error) === "ENAMETOOLONG" || code(error) === "EINVAL" ? ": the data folder's path is too long for a Unix socket (about 100 bytes at most)" : "";
    throw new DataDirRefusedError(`Could not listen on ${socketPath}${reason}; the embedded lead database's lock needs it (docs/leads.md). ${(error as Error).message}`);
  }
  server.unref();
  chmodSync(socketPath, 0o600);
  return server;
}

/** What to do about a lock file this account cannot replace. */
function cannotReplace(lockFile: string, entry: Entry, error: unknown): DataDirRefusedError {
  const uid = process.getuid?.();
  return new DataDirRefusedError(
    `The lock file ${lockFile} is ${entry.odd ?? "a lock"} left by a process that no longer runs, and this account` +
      `${uid === undefined ? "" : ` (uid ${uid})`} cannot remove it (${code(error) ?? "error"}): once nothing runs on the folder, ` +
      `remove it as uid ${entry.uid} or root (rm -r ${lockFile}), then start again (docs/leads.md).`,
  );
}

export type LockHooks = {
  /** Runs when a dead lock was found, before it is claimed: a test puts another starter's whole start here. */
  beforeTakeover?: () => void | Promise<void>;
  /** Runs once this starter's claim is made, before it replaces the lock. */
  beforeReplace?: () => void | Promise<void>;
};

/**
 * Takes the lock file of an embedded database folder for this process (see above): a folder held
 * by a live process, in this PID namespace or another on the same kernel, is refused with
 * `DatabaseLockedError` at once; a dead holder's lock is taken over by exactly one starter. Resolves
 * to the function that releases it (also run when the process exits). `hooks` are for tests.
 */
export async function lockDataDir(lockFile: string, hooks: LockHooks = {}): Promise<() => void> {
  const folder = path.dirname(lockFile);
  const token = randomBytes(8).toString("hex");
  const socketOf = (of: string) => `${lockFile}.${of}.sock`;
  const claimOf = (key: string) => `${lockFile}.${key}.next`;
  const mySocket = socketOf(token);
  const draft = `${lockFile}.${token}.draft`;
  // Alive first, then named: every file that names this token names a socket that answers.
  const server = await listen(mySocket);
  let held = false;
  // A refusal is reported once this starter's socket is closed (after the event loop's turn that
  // closes it: nothing here ever holds the loop).
  const giveUp = async () => {
    rmSync(draft, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(mySocket, { force: true });
  };
  try {
    // A new file (random name, created exclusively: a link planted there is never followed).
    const fd = openSync(draft, "wx", 0o600);
    try {
      writeSync(fd, `${process.pid}\n${token}\n`);
    } finally {
      closeSync(fd);
    }
    const alive = async (entry: Entry) => {
      if (entry.token) return answers(socketOf(entry.token));
      // A file that names no socket: held if any socket in the folder answers (the admin socket of a
      // running site of any version among them), other than this starter's own.
      for (const name of readdirSync(folder)) {
        const candidate = path.join(folder, name);
        if (name.endsWith(".sock") && candidate !== mySocket && (await answers(candidate))) return true;
      }
      return false;
    };
    // Each round takes the lock, refuses, or finds it changed under it and looks again.
    for (let round = 0; round < 20; round++) {
      try {
        linkSync(draft, lockFile);
        held = true;
        break;
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
      }
      const head = readEntry(lockFile);
      if (head === null) continue; // Released meanwhile.
      // The lock, then each claim on it in turn: the last one decides.
      const chain = [head];
      for (let next = readEntry(claimOf(head.key)); next !== null; next = readEntry(claimOf(chain.at(-1)!.key))) {
        chain.push(next);
        if (chain.length > 100) throw new DataDirRefusedError(`Too many claims on ${lockFile}: remove ${lockFile} and its .next files once nothing runs on the folder (docs/leads.md).`);
      }
      const last = chain.at(-1)!;
      if (await alive(last)) {
        const detail = last === head ? (head.odd ? `, ${head.odd}` : "") : ", which it is taking over";
        throw new DatabaseLockedError(lockFile, last.pid, detail);
      }
      await hooks.beforeTakeover?.();
      const claim = claimOf(last.key);
      try {
        linkSync(draft, claim);
      } catch (error) {
        if (code(error) === "EEXIST") continue; // Another starter claimed it first: its claim is looked at next round.
        throw error;
      }
      await hooks.beforeReplace?.();
      // Only the claimant of the chain's last link replaces the lock; checked once more, since a
      // claim removed after an earlier takeover can be made again by a starter that read an old lock.
      const now = readEntry(lockFile);
      if (now === null || !chain.some((entry) => entry.key === now.key)) {
        rmSync(claim, { force: true });
        continue;
      }
      try {
        if (now.odd === "a directory") {
          rmdirSync(lockFile);
          linkSync(draft, lockFile); // EEXIST: a new starter took the free name first; it holds.
        } else renameSync(draft, lockFile);
      } catch (error) {
        rmSync(claim, { force: true });
        if (code(error) === "EEXIST") continue;
        throw cannotReplace(lockFile, now, error);
      }
      held = true;
      // The lock no longer is any of these: their claims and dead sockets can go.
      for (const entry of chain) {
        rmSync(claimOf(entry.key), { force: true });
        if (entry.token) rmSync(socketOf(entry.token), { force: true });
      }
      break;
    }
    if (!held) throw new DataDirRefusedError(`Could not take the lock file ${lockFile}: it kept changing under this process. Start again (docs/leads.md).`);
  } catch (error) {
    await giveUp();
    if (error instanceof DataDirRefusedError) throw error;
    throw new DataDirRefusedError(`Could not take the lock file ${lockFile} (${code(error) ?? (error as Error).message}): check the data folder ${folder} and its owner (docs/leads.md).`);
  }
  rmSync(draft, { force: true });
  try {
    await sweep(folder, lockFile, token);
  } catch {
    // Tidying only: the lock is held all the same.
  }
  const release = () => {
    if (!held) return;
    held = false;
    try {
      // Only this process replaces or removes its own lock while its socket answers.
      if (readEntry(lockFile)?.token === token) rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
    server.close();
    rmSync(mySocket, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return release;
}

/**
 * Removes what starters that died left: a draft whose socket no longer answers, with that socket
 * (a draft is written only once its socket listens, so a socket still being set up is never taken
 * for a dead one).
 */
async function sweep(folder: string, lockFile: string, mine: string): Promise<void> {
  const prefix = `${path.basename(lockFile)}.`;
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix) || !name.endsWith(".draft")) continue;
    const token = name.slice(prefix.length, -".draft".length);
    if (!TOKEN.test(token) || token === mine) continue;
    const socketPath = `${lockFile}.${token}.sock`;
    if (await answers(socketPath)) continue;
    rmSync(path.join(folder, name), { force: true });
    rmSync(socketPath, { force: true });
  }
}
