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

/**
 * A path as a sentence names it: quoted for a POSIX shell (`'…'`, a quote written `'\''`), so a
 * line the operator pastes from it, `rm -r`, `chown -R`, `sudo -u … env LEADS_DATA_DIR=…`, never
 * runs what a file name holds (`$(…)`, `;`, `~`, spaces), and with its control characters
 * (newlines, ESC, C1, the bidirectional marks) written as `\xNN` or `\uNNNN`, so a name never
 * starts a line of its own in a log nor moves a terminal's cursor (red team 7, R7-1: another account
 * names the entries it leaves in a folder it could write). Every path in a sentence of src/db, the
 * admin socket and the team's commands goes through it. A path with such a character no longer names
 * the file when pasted: the command then fails on a missing file, and runs nothing.
 */
export function quotePath(value: string): string {
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, (char) => {
    const point = char.charCodeAt(0);
    return point < 0x100 ? `\\x${point.toString(16).padStart(2, "0")}` : `\\u${point.toString(16).padStart(4, "0")}`;
  });
  return `'${printable.replaceAll("'", "'\\''")}'`;
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
      `The embedded lead database is already open in ${pid === null ? "another process" : `process ${pid}`} (lock file ${quotePath(lockFile)}${detail}). ` +
        "PGlite serves one process only: stop that process, or give every process the same " +
        "PostgreSQL server with DATABASE_URL (docs/leads.md).",
    );
    this.name = "DatabaseLockedError";
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * What a person does when a process has no file descriptor left, for the sentences of src/db (red
 * team 7, R7-2; red team 8, R8-3): EMFILE is this process's own limit, ENFILE the whole system's.
 * Neither is about the data folder, its modes or its owner. Null for any other error code.
 */
export function outOfFiles(errorCode: string | undefined): string | null {
  if (errorCode === "EMFILE") return "this process has too many files open: raise its limit (ulimit -n, or LimitNOFILE= in a systemd unit) and start again";
  if (errorCode === "ENFILE") return "the system has too many files open: raise its limit (sysctl fs.file-max) or stop what holds them, and start again";
  return null;
}

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
  /** The inode of the folder it was written in, when it says: a lock carried into a copy of the folder says another. */
  folder: string | null;
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
  const base = { key: `i${stat.ino}`, token: null, pid: null, folder: null, uid: Number(stat.uid) };
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
  // `<pid>\n<token>\n<folder's inode>\n` (the third line since red team 6, R6-3; older ones have none).
  const [pidLine = "", tokenLine = "", folderLine = ""] = text.split("\n").map((line) => line.trim());
  const pid = /^\d+$/.test(pidLine) ? Number.parseInt(pidLine, 10) : null;
  const folder = /^\d+$/.test(folderLine) ? folderLine : null;
  if (TOKEN.test(tokenLine)) return { ...base, key: tokenLine, token: tokenLine, pid, folder, odd: null };
  return { ...base, pid, odd: "a file that names no socket" };
}

/**
 * Whether something listens on `socketPath`: anything but "nobody there" counts as yes (the safe
 * side), except a socket this account may not connect to, which says nothing either way ("denied").
 */
function answers(socketPath: string): Promise<boolean | "denied" | "EMFILE" | "ENFILE"> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    // A Unix socket's connect answers at once, even from a stopped process; should it ever not,
    // the folder counts as held (the safe side) rather than wait on.
    const done = (alive: boolean | "denied" | "EMFILE" | "ENFILE") => {
      clearTimeout(stuck);
      socket.destroy();
      resolve(alive);
    };
    const stuck = setTimeout(() => done(true), 10_000).unref();
    socket.once("connect", () => done(true));
    // No descriptor left for the connection: nothing is known of the socket, and the process can
    // do nothing more (red team 8, R8-3); truthy, so a sweep leaves the socket alone.
    socket.once("error", (error) => {
      const errorCode = code(error) ?? "";
      if (errorCode === "EMFILE" || errorCode === "ENFILE") return done(errorCode);
      done(["EACCES", "EPERM"].includes(errorCode) ? "denied" : !["ECONNREFUSED", "ENOENT", "ENOTSOCK"].includes(errorCode));
    });
  });
}

/**
 * Listens on `socketPath` (which must not exist): the proof that this process is alive. Null when
 * the socket was removed before its mode was set: another holder's sweep took it, between its bind
 * and its listen, for a dead starter's (red team 6, R6-9 b); the caller listens again on another.
 */
async function listen(socketPath: string, hooks: LockHooks): Promise<Server | null> {
  // The folder's path may be 107 bytes less the socket's name in it (`/site.lock.<16 hex>.sock`: 75 bytes).
  const folderBytes = Buffer.byteLength(path.dirname(socketPath));
  const tooLong = `: the data folder's path is too long for a Unix socket (${107 - (Buffer.byteLength(socketPath) - folderBytes)} bytes at most; this one is ${folderBytes})`;
  // Node's libuv cuts a longer path short at bind() rather than fail: checked first (red team 5, H4).
  if (Buffer.byteLength(socketPath) > 107) throw new DataDirRefusedError(`Could not listen on ${quotePath(socketPath)}${tooLong}; the embedded lead database's lock needs it (docs/leads.md).`);
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
    const files = outOfFiles(code(error));
    if (files) throw new DataDirRefusedError(`Could not listen on ${quotePath(socketPath)} (${code(error)}): ${files}; the embedded lead database's lock needs it (docs/leads.md).`);
    const reason = code(error) === "ENAMETOOLONG" || code(error) === "EINVAL" ? tooLong : "";
    throw new DataDirRefusedError(`Could not listen on ${quotePath(socketPath)}${reason}; the embedded lead database's lock needs it (docs/leads.md). (${code(error) ?? "error"})`);
  }
  server.unref();
  // Never an unhandled 'error' that would end the process, should an accept ever fail (red team 5, H6).
  server.on("error", () => {});
  try {
    await hooks.beforeChmod?.(socketPath);
    chmodSync(socketPath, 0o600);
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (code(error) === "ENOENT") return null;
    throw new DataDirRefusedError(`Could not set the mode of ${quotePath(socketPath)} (${code(error) ?? (error as Error).message}); the embedded lead database's lock needs it (docs/leads.md).`);
  }
  return server;
}

/** What to do about a lock file this account cannot replace. */
function cannotReplace(lockFile: string, entry: Entry, error: unknown): DataDirRefusedError {
  const uid = process.getuid?.();
  return new DataDirRefusedError(
    `The lock file ${quotePath(lockFile)} is ${entry.odd ?? "a lock"} left by a process that no longer runs, and this account` +
      `${uid === undefined ? "" : ` (uid ${uid})`} cannot remove it (${code(error) ?? "error"}): once nothing runs on the folder, ` +
      `remove it as uid ${entry.uid} or root (rm -r ${quotePath(lockFile)}), then start again (docs/leads.md).`,
  );
}

export type LockHooks = {
  /** Runs when a dead lock was found, before it is claimed: a test puts another starter's whole start here. */
  beforeTakeover?: () => void | Promise<void>;
  /** Runs once this starter's socket listens, before its mode is set: a test removes it there, as another holder's sweep can. */
  beforeChmod?: (socketPath: string) => void | Promise<void>;
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
  // The folder's inode, written in the lock: a lock found in a folder with another inode was carried
  // there by a copy (red team 6, R6-3). The inode only: a device number can change when a file
  // system is mounted again (overlayfs, a container's restart), an inode does not, and a crash must
  // never leave a lock that is refused for good.
  const identity = String(lstatSync(folder, { bigint: true }).ino);
  const socketOf = (of: string) => `${lockFile}.${of}.sock`;
  const claimOf = (key: string) => `${lockFile}.${key}.next`;
  // Alive first, then named: every file that names this token names a socket that answers. A
  // socket another holder's sweep removed before it listened (it answered nobody then, as a dead
  // starter's) is listened on again under a new token, never a refused start (red team 6, R6-9 b,
  // measured by red team 7, R7-6: 5 starts of 900 under three concurrent loops).
  let token = randomBytes(8).toString("hex");
  let server = await listen(socketOf(token), hooks);
  for (let again = 0; server === null; again++) {
    if (again === 3) throw new DataDirRefusedError(`Could not keep a socket in ${quotePath(folder)}: it was removed each time before it listened. Start again (docs/leads.md).`);
    token = randomBytes(8).toString("hex");
    server = await listen(socketOf(token), hooks);
  }
  const listening = server;
  const mySocket = socketOf(token);
  const draft = `${lockFile}.${token}.draft`;
  let held = false;
  // A refusal is reported once this starter's socket is closed (after the event loop's turn that
  // closes it: nothing here ever holds the loop).
  const giveUp = async () => {
    rmSync(draft, { force: true });
    await new Promise<void>((resolve) => listening.close(() => resolve()));
    rmSync(mySocket, { force: true });
  };
  try {
    // A new file (random name, created exclusively: a link planted there is never followed).
    const fd = openSync(draft, "wx", 0o600);
    try {
      writeSync(fd, `${process.pid}\n${token}\n${identity}\n`);
    } finally {
      closeSync(fd);
    }
    // A socket this account may not connect to (another account's): whether its process lives
    // cannot be told, so a sentence names it and what to remove, never a holder that is not there
    // nor a permanent refusal pointing at nothing (red team 5, H5).
    const judge = async (socketPath: string) => {
      const answer = await answers(socketPath);
      if (answer === "EMFILE" || answer === "ENFILE")
        throw new DataDirRefusedError(`Could not connect to ${quotePath(socketPath)} to tell whether a process holds the embedded lead database (${answer}): ${outOfFiles(answer)} (docs/leads.md).`);
      if (answer !== "denied") return answer;
      let owner = "another account";
      try {
        owner = `uid ${lstatSync(socketPath).uid}`;
      } catch {
        // Gone meanwhile: the sentence still names it.
      }
      throw new DataDirRefusedError(
        `The socket ${quotePath(socketPath)} belongs to ${owner}, and this account cannot connect to it to tell whether a process still holds the embedded lead database: ` +
          `once nothing runs on the folder, remove it as that account or root (rm ${quotePath(socketPath)}), then start again (docs/leads.md).`,
      );
    };
    const alive = async (entry: Entry) => {
      if (entry.token) return judge(socketOf(entry.token));
      // A file that names no socket: held if any socket in the folder answers (the admin socket of a
      // running site of any version among them), other than a starter's: this one's, or another's
      // that still has its draft (a starter, not a holder: red team 6, R6-9 c; two starters no longer
      // both refuse, blaming a process that does not run; the claim below still lets only one take it).
      const names = readdirSync(folder);
      for (const name of names) {
        const candidate = path.join(folder, name);
        const starter = name.startsWith(`${path.basename(lockFile)}.`) && names.includes(`${name.slice(0, -".sock".length)}.draft`);
        if (name.endsWith(".sock") && candidate !== mySocket && !starter && (await judge(candidate))) return true;
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
        if (chain.length > 100) throw new DataDirRefusedError(`Too many claims on ${quotePath(lockFile)}: remove ${quotePath(lockFile)} and its .next files once nothing runs on the folder (docs/leads.md).`);
      }
      const last = chain.at(-1)!;
      // A copy of a folder a site ran on (moved aside and copied back, rsync -a, a restored backup):
      // its lock is the original folder's, whose holder may still be writing, by path, into this
      // copy. Never taken over: a person must stop that site first (red team 6, R6-3).
      const copied = chain.find((entry) => entry.folder !== null && entry.folder !== identity);
      if (copied)
        throw new DataDirRefusedError(
          `The lock file ${quotePath(lockFile)} was written in another folder (inode ${copied.folder}; this one is ${identity}): this folder, or one above it, was moved or copied ` +
            `while a site ran on it, and that site${copied.pid === null ? "" : ` (process ${copied.pid})`} may still write here. Stop every site and command on the original folder and this one, ` +
            `then remove ${quotePath(lockFile)} and start again; never move or copy the data folder while anything runs on it (docs/leads.md).`,
        );
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
    if (!held) throw new DataDirRefusedError(`Could not take the lock file ${quotePath(lockFile)}: it kept changing under this process. Start again (docs/leads.md).`);
  } catch (error) {
    await giveUp();
    if (error instanceof DataDirRefusedError) throw error;
    const files = outOfFiles(code(error));
    if (files) throw new DataDirRefusedError(`Could not take the lock file ${quotePath(lockFile)} (${code(error)}): ${files} (docs/leads.md).`);
    throw new DataDirRefusedError(`Could not take the lock file ${quotePath(lockFile)} (${code(error) ?? (error as Error).message}): check the data folder ${quotePath(folder)} and its owner (docs/leads.md).`);
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
    listening.close();
    rmSync(mySocket, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return release;
}

/**
 * Removes what starters that died left: a draft whose socket no longer answers, with that socket
 * (a draft is written only once its socket listens, so a socket still being set up is never taken
 * for a dead one), a socket with no draft that no longer answers, and claims on locks that are gone.
 */
async function sweep(folder: string, lockFile: string, mine: string): Promise<void> {
  const prefix = `${path.basename(lockFile)}.`;
  for (const name of readdirSync(folder)) {
    // A socket left by a starter that died before writing its draft: nobody answers on it, and the
    // lock is this process's (red team 5, H6).
    if (name.startsWith(prefix) && name.endsWith(".sock")) {
      const token = name.slice(prefix.length, -".sock".length);
      if (TOKEN.test(token) && token !== mine && (await answers(path.join(folder, name))) === false) rmSync(path.join(folder, name), { force: true });
      continue;
    }
    // A claim on a lock that is no longer there, left by a starter killed after its rename (red team 6,
    // R6-9 d): only a claim on this process's own lock could still mean anything.
    if (name.startsWith(prefix) && name.endsWith(".next")) {
      if (name !== `${prefix}${mine}.next`) rmSync(path.join(folder, name), { force: true });
      continue;
    }
    if (!name.startsWith(prefix) || !name.endsWith(".draft")) continue;
    const token = name.slice(prefix.length, -".draft".length);
    if (!TOKEN.test(token) || token === mine) continue;
    const socketPath = `${lockFile}.${token}.sock`;
    if (await answers(socketPath)) continue;
    rmSync(path.join(folder, name), { force: true });
    rmSync(socketPath, { force: true });
  }
}
