import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  lchownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirLock, openLeadStore } from "./client";
import { leads } from "./schema";
import { DataDirRefusedError, DatabaseLockedError, lockDataDir } from "./lock";

/** This process as its lock names it, for people. */
const me = String(process.pid);
const isRoot = process.getuid?.() === 0;

const folders: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cirta-lock-"));
  folders.push(dir);
  return dir;
}
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lock as another starter writes it: its process id (for people) and the token of its socket. */
function writeLock(lock: string, pid: string, token: string) {
  writeFileSync(lock, `${pid}\n${token}\n`);
}
const socketOf = (lock: string, token: string) => `${lock}.${token}.sock`;
/** The process id a lock names. */
const pidIn = (lock: string) => readFileSync(lock, "utf8").split("\n")[0];

/** Another process listening on `socketPath`: a holder, in whatever PID namespace it runs. */
async function listener(socketPath: string) {
  const child = spawn(
    process.execPath,
    ["-e", `require("node:net").createServer((s) => s.destroy()).listen(${JSON.stringify(socketPath)}, () => console.log("ready"))`],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  await new Promise((resolve, reject) => {
    child.stdout!.once("data", resolve);
    child.once("exit", () => reject(new Error("the listener exited")));
  });
  return child;
}
async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** What is left in the lock's folder besides the lock and the sockets of `holders`. */
function leftovers(lock: string, ...keep: string[]) {
  return readdirSync(path.dirname(lock)).filter((name) => ![path.basename(lock), ...keep].includes(name));
}

describe("the embedded database's folder lock", () => {
  it("stops a second starter with a clear error, and never takes a live holder's lock", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    const release = await lockDataDir(lock);
    try {
      const held = readFileSync(lock, "utf8");
      await expect(lockDataDir(lock)).rejects.toThrow(DatabaseLockedError);
      await expect(lockDataDir(lock)).rejects.toThrow(/already open in process \d+.*DATABASE_URL/s);
      expect(readFileSync(lock, "utf8")).toBe(held);
      // The refused starters left nothing behind: the lock and its holder's socket.
      expect(leftovers(lock)).toHaveLength(1);
    } finally {
      release();
    }
    expect(readdirSync(path.dirname(lock))).toEqual([]);
  });

  it("judges a holder by its socket, not its process id: alive in another PID namespace, it holds; gone, its lock is taken (red team 4, G1; F2, G3)", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    // Process ids that mean nothing here: none, the namespace's init, this very process.
    for (const pid of ["999999999", "1", me, "0"]) {
      const token = "0123456789abcdef";
      writeLock(lock, pid, token);
      const holder = await listener(socketOf(lock, token));
      await expect(lockDataDir(lock)).rejects.toThrow(DatabaseLockedError);
      expect(readFileSync(lock, "utf8")).toBe(`${pid}\n${token}\n`);
      await kill(holder);
      // The same lock with nobody listening (a container killed, restarted with the same id): taken over.
      const release = await lockDataDir(lock);
      expect(pidIn(lock)).toBe(me);
      expect(existsSync(socketOf(lock, token))).toBe(false);
      release();
      expect(existsSync(lock)).toBe(false);
    }
  });

  it("refuses a stopped holder at once, without holding the event loop (red team 3, F3; red team 4, G5)", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    const token = "fedcba9876543210";
    writeLock(lock, "1", token);
    const holder = await listener(socketOf(lock, token));
    holder.kill("SIGSTOP");
    // Scheduled before the call, it runs before the refusal comes back: the refusal takes turns of the
    // event loop, never a wait inside one.
    let turned = false;
    setImmediate(() => (turned = true));
    const attempt = lockDataDir(lock);
    expect(turned).toBe(false);
    await expect(attempt).rejects.toThrow(DatabaseLockedError);
    expect(turned).toBe(true);
    expect(readFileSync(lock, "utf8")).toBe(`1\n${token}\n`);
  });

  it("of two starters that found the same dead lock, exactly one takes it (review I6; red team 4, G4)", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeLock(lock, "999999999", "00000000000000aa"); // nobody listens
    let first: (() => void) | undefined;
    // The second has found the lock dead; before it claims it, the first starter's whole start runs.
    const second = lockDataDir(lock, {
      beforeTakeover: async () => {
        first ??= await lockDataDir(lock);
      },
    });
    try {
      await expect(second).rejects.toThrow(DatabaseLockedError);
      expect(first).toBeDefined();
      expect(pidIn(lock)).toBe(me);
      // One holder: its socket, and no claim nor draft left.
      expect(leftovers(lock)).toEqual([expect.stringMatching(/^leads\.lock\.[0-9a-f]{16}\.sock$/)]);
    } finally {
      first?.();
    }
    expect(existsSync(lock)).toBe(false);
  });

  it("refuses at once a starter that finds another one's claim under way, and the claimant takes the lock (red team 3, F4; red team 4, G5)", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeLock(lock, "999999999", "00000000000000bb");
    let third: unknown;
    const release = await lockDataDir(lock, {
      beforeReplace: async () => {
        third = await lockDataDir(lock).catch((error: unknown) => error);
      },
    });
    expect(third).toBeInstanceOf(DatabaseLockedError);
    expect((third as Error).message).toMatch(/already open in process \d+ \(lock file .*, which it is taking over\)/);
    expect(pidIn(lock)).toBe(me);
    release();
  });

  it("takes over from a starter that died with its claim made, and from a stopped claimant's refusal does not (red team 3, F3; red team 4, G5)", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeLock(lock, "999999999", "00000000000000cc");
    const claim = `${lock}.00000000000000cc.next`;
    const claimant = await listener(socketOf(lock, "00000000000000dd"));
    writeLock(claim, "999999998", "00000000000000dd");
    claimant.kill("SIGSTOP");
    await expect(lockDataDir(lock)).rejects.toThrow(/which it is taking over/);
    await kill(claimant);
    const release = await lockDataDir(lock);
    expect(pidIn(lock)).toBe(me);
    expect(leftovers(lock)).toEqual([expect.stringMatching(/^leads\.lock\.[0-9a-f]{16}\.sock$/)]);
    release();
  });

  it("refuses to open the same folder twice, and keeps the data of the first", async () => {
    const dataDir = path.join(tempDir(), "leads");
    const first = await openLeadStore({ dataDir });
    try {
      await expect(openLeadStore({ dataDir })).rejects.toThrow(DatabaseLockedError);
      expect(await first.db.$count(leads)).toBe(0);
    } finally {
      await first.close();
    }
    expect(existsSync(dataDirLock(dataDir))).toBe(false);
    // Closed, the folder opens again, with its schema.
    const again = await openLeadStore({ dataDir });
    await again.close();
  }, 60_000);

  it("keeps its lock inside the data folder: nothing is created in the folder that holds it (red team R9)", async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, "leads");
    const store = await openLeadStore({ dataDir });
    try {
      // A parent the site does not own (/var/lib, systemd's StateDirectory=) is never written to.
      expect(readdirSync(parent)).toEqual(["leads"]);
      expect(pidIn(dataDirLock(dataDir))).toBe(me);
    } finally {
      await store.close();
    }
    expect(readdirSync(parent)).toEqual(["leads"]);
  }, 60_000);

  it("never writes through a link planted where its lock goes (red team 3, F1)", async () => {
    const dir = tempDir();
    const lock = path.join(dir, "leads.lock");
    const victim = path.join(dir, "victim");
    writeFileSync(victim, "keep");
    symlinkSync(victim, lock);
    // A link in the lock's place is a lock nobody answers for: replaced, its target untouched.
    const release = await lockDataDir(lock);
    expect(readFileSync(victim, "utf8")).toBe("keep");
    expect(pidIn(lock)).toBe(me);
    release();
    expect(readdirSync(dir)).toEqual(["victim"]);
  });

  it("a lock that is a directory, or a file naming no socket, is taken when no socket answers; one it cannot remove is a sentence saying what to do (red team 4, G6, G8)", async () => {
    const dir = tempDir();
    const lock = path.join(dir, "leads.lock");
    mkdirSync(lock);
    let release = await lockDataDir(lock);
    expect(pidIn(lock)).toBe(me);
    release();
    // A process id by hand (`echo $$ > site.lock`) while a running site's socket answers: held.
    writeFileSync(lock, `${me}\n`);
    const site = await listener(path.join(dir, "admin.sock"));
    await expect(lockDataDir(lock)).rejects.toThrow(/already open in process \d+ \(lock file .*, a file that names no socket\)/);
    await kill(site);
    release = await lockDataDir(lock);
    release();
    // A directory with something in it: not removed, and said so, once.
    mkdirSync(lock);
    writeFileSync(path.join(lock, "x"), "");
    const error = await lockDataDir(lock).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirRefusedError);
    expect((error as Error).message).toMatch(
      new RegExp(`^The lock file ${lock} is a directory left by a process that no longer runs, and this account \\(uid \\d+\\) cannot remove it \\(ENOTEMPTY\\): once nothing runs on the folder, remove it as uid \\d+ or root \\(rm -r ${lock}\\)`),
    );
    expect(leftovers(lock, "admin.sock")).toEqual([]);
  });

  it.runIf(isRoot)("a lock another account left, that this one cannot read: taken when nobody answers, held when a socket does (red team 3, F5; red team 4, G6)", async () => {
    const parent = tempDir();
    chmodSync(parent, 0o711);
    const dir = path.join(parent, "leads");
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 1, 1);
    const lock = path.join(dir, "site.lock");
    writeFileSync(lock, "999999999\n00000000000000ee\n", { mode: 0o600 }); // root's, 0600
    // The site's account (uid 1) starts: it cannot read root's lock.
    const asSite = () => {
      const script = `
        const { readFileSync } = await import("node:fs");
        const { createJiti } = await import("jiti");
        const jiti = createJiti(${JSON.stringify(path.join(process.cwd(), "package.json"))}, { fsCache: false });
        const { lockDataDir } = await jiti.import(${JSON.stringify(path.join(process.cwd(), "src/db/lock.ts"))});
        try {
          const release = await lockDataDir(${JSON.stringify(lock)});
          console.log("took", readFileSync(${JSON.stringify(lock)}, "utf8").split("\\n")[0]);
          release();
        } catch (error) {
          console.log(error.name + ": " + error.message);
        }`;
      const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { uid: 1, gid: 1, encoding: "utf8" });
      expect(run.stderr).toBe("");
      return run.stdout.trim();
    };
    // A process answering on a socket of the folder (a running site's admin socket): held.
    const root = await listener(path.join(dir, "admin.sock"));
    chmodSync(path.join(dir, "admin.sock"), 0o666);
    expect(asSite()).toMatch(/^DatabaseLockedError: .*\(lock file .*site\.lock, a file this account cannot read, owned by uid 0\)/);
    await kill(root);
    rmSync(path.join(dir, "admin.sock"));
    expect(asSite()).toMatch(/^took \d+$/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.runIf(isRoot)("refuses a data folder reached through a link another account owns, whoever owns the folder (red team 4, G2)", async () => {
    const parent = tempDir();
    const real = path.join(parent, "real");
    mkdirSync(real, { mode: 0o700 });
    const dataDir = path.join(parent, "leads");
    symlinkSync(real, dataDir);
    lchownSync(dataDir, 1, 1);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(
      new RegExp(`goes through ${dataDir}, a symbolic link owned by the account with uid 1: refused`),
    );
    await expect(openLeadStore({ dataDir })).rejects.toThrow(DataDirRefusedError);
    expect(readdirSync(real)).toEqual([]);
  });

  it.runIf(isRoot)("refuses a data folder another account owns, rather than write in it, and says how to run as that account (red team 3, F1 and F5; red team 4, G7)", async () => {
    const dataDir = path.join(tempDir(), "leads");
    mkdirSync(dataDir, { mode: 0o700 });
    chownSync(dataDir, 1, 1);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(/belongs to the account with uid 1: run this as that account/);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(`sudo -u "#1" env LEADS_DATA_DIR=${dataDir} npm run`);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
