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
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dataDirLock, openLeadStore } from "./client";
import { leads } from "./schema";
import { DataDirRefusedError, DatabaseLockedError, lockDataDir, quotePath } from "./lock";
import { blankDatabase, readyDatabase } from "../../tests/support/ready-database";

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

// The dumps the tests below start from, made before them when missing (a fresh checkout: one
// initdb, a minute and more on a busy machine), so that no test's own time limit pays for it.
beforeAll(() => Promise.all([blankDatabase(), readyDatabase()]), 180_000);

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

  // One new folder for two things a start proves: that a second opening is refused, and where the
  // lock and everything else the start makes go. Loaded from the ready database's dump rather than
  // made by initdb (tests/support/ready-database.ts): what is tested here is the folder and its lock.
  it("refuses to open the same folder twice, and keeps the data of the first; keeps its lock inside the data folder: nothing is created in the folder that holds it (red team R9)", async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, "leads");
    const first = await openLeadStore({ dataDir, loadDataDir: await readyDatabase() });
    try {
      // A parent the site does not own (/var/lib, systemd's StateDirectory=) is never written to.
      expect(readdirSync(parent)).toEqual(["leads"]);
      expect(pidIn(dataDirLock(dataDir))).toBe(me);
      await expect(openLeadStore({ dataDir })).rejects.toThrow(DatabaseLockedError);
      expect(await first.db.$count(leads)).toBe(0);
    } finally {
      await first.close();
    }
    expect(readdirSync(parent)).toEqual(["leads"]);
    expect(existsSync(dataDirLock(dataDir))).toBe(false);
    // Closed, the folder opens again, with its schema.
    const again = await openLeadStore({ dataDir });
    await again.close();
  }, 60_000);

  it("closes PGlite before it releases the lock when opening fails after PGlite started (red team 5, H3)", async () => {
    const dataDir = path.join(tempDir(), "leads");
    // A table in the first migration's way: the migrations fail after PGlite.create.
    const bare = await openLeadStore({ dataDir, migrate: false, loadDataDir: await blankDatabase() });
    await bare.db.execute(sql`create table lead_outbox (x int)`);
    await bare.close();
    await expect(openLeadStore({ dataDir })).rejects.toThrow();
    expect(existsSync(dataDirLock(dataDir))).toBe(false);
    // A PGlite left open keeps its postmaster.pid; closed, it has removed it.
    expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);
    const again = await openLeadStore({ dataDir, migrate: false });
    await again.close();
  }, 60_000);

  it.runIf(isRoot)("refuses root a folder below another account's folder, which that account could swap (red team 5, H1)", async () => {
    const parent = path.join(tempDir(), "state");
    mkdirSync(parent);
    chownSync(parent, 1, 1);
    const dataDir = path.join(parent, "leads");
    mkdirSync(dataDir, { mode: 0o700 });
    await expect(openLeadStore({ dataDir })).rejects.toThrow(/belongs to the account with uid 1: refused to root/);
    // Refused before PGlite: no initdb, no lock.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it.runIf(isRoot)("refuses an entry another account owns anywhere in the folder, before the lock or PGlite, and changes no mode through it (red team 6, R6-1)", async () => {
    const base = tempDir();
    // What the other account would have root chmod: a tree outside the folder, readable by all.
    const decoy = path.join(base, "decoy");
    mkdirSync(path.join(decoy, "sub"), { recursive: true, mode: 0o755 });
    chmodSync(decoy, 0o755);
    chmodSync(path.join(decoy, "sub"), 0o755);
    writeFileSync(path.join(decoy, "passwd"), "root:x:0:0\n", { mode: 0o644 });
    const dataDir = path.join(base, "leads");
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    // Left by uid 1 while the folder was open to all: a folder of its own holding a link to the decoy.
    const theirs = path.join(dataDir, "x");
    mkdirSync(path.join(theirs, "s"), { recursive: true });
    symlinkSync(decoy, path.join(theirs, "l"));
    for (const entry of [theirs, path.join(theirs, "s")]) chownSync(entry, 1, 1);
    lchownSync(path.join(theirs, "l"), 1, 1);
    const refused = new RegExp(`holds '${theirs}', which belongs to the account with uid 1: refused.*\\(rm -r '${theirs}'\\) or give it to this account \\(chown -R 0 '${theirs}'\\)`);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(refused);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(DataDirRefusedError);
    expect(readdirSync(dataDir)).toEqual(["x"]);
    rmSync(theirs, { recursive: true });
    // And, deeper, a file of uid 1's in a folder of root's.
    mkdirSync(path.join(dataDir, "base", "5"), { recursive: true });
    writeFileSync(path.join(dataDir, "base", "5", "16415"), "");
    chownSync(path.join(dataDir, "base", "5", "16415"), 1, 1);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(`holds '${path.join(dataDir, "base", "5", "16415")}', which belongs to the account with uid 1`);
    // Refused before the lock or PGlite wrote anything; the folder is root's alone already; the decoy is as it was.
    expect(readdirSync(dataDir)).toEqual(["base"]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect([decoy, path.join(decoy, "sub"), path.join(decoy, "passwd")].map((entry) => statSync(entry).mode & 0o777)).toEqual([0o755, 0o755, 0o644]);
  });

  it.runIf(isRoot)("names another account's file, in the rm -r and chown -R it tells root to run, quoted for the shell and with its control characters escaped (red team 7, R7-1)", async () => {
    const base = tempDir();
    const dataDir = path.join(base, "leads");
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    // Names uid 1 chose, while the folder was open to all: a command for the root shell the line is pasted in, and a forged log line.
    const command = path.join(dataDir, "y $(touch pwned) ~ it's");
    writeFileSync(command, "");
    chownSync(command, 1, 1);
    const message = await openLeadStore({ dataDir }).then(
      () => "opened",
      (error: Error) => error.message,
    );
    const quoted = `'${dataDir}/y $(touch pwned) ~ it'\\''s'`;
    expect(message).toContain(`holds ${quoted}, which belongs to the account with uid 1`);
    expect(message).toContain(`(rm -r ${quoted}) or give it to this account (chown -R 0 ${quoted})`);
    // The line the operator pastes names that file, and runs nothing it holds.
    const paste = tempDir();
    const pasted = (message.match(/\((chown -R 0 .*?)\), as root/)?.[1] ?? "").replace("chown -R 0", "ls -d --");
    const run = spawnSync("sh", ["-c", pasted], { cwd: paste, encoding: "utf8", env: { ...process.env, HOME: paste } });
    expect(run.stdout).toBe(`${command}\n`);
    expect(readdirSync(paste)).toEqual([]);
    rmSync(command);
    const forged = path.join(dataDir, "x\n[leads] the lead database was opened again\u001b[1A\u001b[2K\u009b");
    writeFileSync(forged, "");
    chownSync(forged, 1, 1);
    const line = await openLeadStore({ dataDir }).then(
      () => "opened",
      (error: Error) => error.message,
    );
    expect(line).toContain(`holds '${dataDir}/x\\x0a[leads] the lead database was opened again\\x1b[1A\\x1b[2K\\x9b', which`);
    expect(line).not.toMatch(/[\n\u001b\u009b]/);
  });

  it("quotes a path for a POSIX shell, and writes its control characters as escapes (red team 7, R7-1)", () => {
    expect(quotePath("/srv/data/leads")).toBe("'/srv/data/leads'");
    expect(quotePath("/tmp/a'b; $(id) `id` ~")).toBe("'/tmp/a'\\''b; $(id) `id` ~'");
    expect(quotePath("/tmp/a\nb\rc\u001bd\u0085e\u202ef")).toBe("'/tmp/a\\x0ab\\x0dc\\x1bd\\x85e\\u202ef'");
  });

  it("refuses, with a sentence naming the folder and what to do, a data folder that can never be created: a file on its path (red team 7, R7-2)", async () => {
    const base = tempDir();
    writeFileSync(path.join(base, "afile"), "");
    const dataDir = path.join(base, "afile", "leads");
    const refused = await openLeadStore({ dataDir }).then(
      () => null,
      (error: unknown) => error,
    );
    // A DataDirRefusedError stops the server with its sentence; any other error left it running, answering every lead "try again".
    expect(refused).toBeInstanceOf(DataDirRefusedError);
    expect((refused as Error).message).toBe(
      `The embedded lead database's folder '${dataDir}' could not be created or opened (ENOTDIR): a part of its path is a file, not a folder: set LEADS_DATA_DIR to a folder (docs/leads.md).`,
    );
  });

  it("makes a data folder others can write (a 0777 volume) the owner's alone before its lock's socket is made in it (red team 6, R6-2)", async () => {
    const dataDir = path.join(tempDir(), "leads");
    mkdirSync(dataDir);
    // Held by another starter: this one stops at the lock, after the folder was checked.
    const release = await lockDataDir(dataDirLock(dataDir));
    try {
      chmodSync(dataDir, 0o777);
      await expect(openLeadStore({ dataDir })).rejects.toThrow(DatabaseLockedError);
      // Tightened before the socket and draft were created: nobody else could have put a link in their place.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      release();
    }
  });

  it.runIf(isRoot)("a start as root refused below another account's folder creates nothing there, and a folder root left is named to that account with the chown that gives it back (red team 6, R6-5)", async () => {
    const base = tempDir();
    chmodSync(base, 0o711);
    // The site account's checkout, and its default data/leads, not there yet.
    const checkout = path.join(base, "co");
    mkdirSync(checkout, { mode: 0o755 });
    chownSync(checkout, 1, 1);
    const dataDir = path.join(checkout, "data", "leads");
    await expect(openLeadStore({ dataDir })).rejects.toThrow(`is below '${checkout}', which belongs to the account with uid 1: refused to root`);
    expect(readdirSync(checkout)).toEqual([]);
    // What an older version's refused start as root left: root's data/ and data/leads (0700).
    mkdirSync(path.dirname(dataDir), { mode: 0o755 });
    mkdirSync(dataDir, { mode: 0o700 });
    const script = `
      const { createJiti } = await import("jiti");
      const jiti = createJiti(${JSON.stringify(path.join(process.cwd(), "package.json"))}, { fsCache: false });
      const { openLeadStore } = await jiti.import(${JSON.stringify(path.join(process.cwd(), "src/db/client.ts"))});
      try {
        await (await openLeadStore({ dataDir: ${JSON.stringify(dataDir)} })).close();
        console.log("opened");
      } catch (error) {
        console.log(error.name + ": " + error.message);
      }`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { uid: 1, gid: 1, encoding: "utf8", cwd: process.cwd() });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe(
      `DataDirRefusedError: The embedded lead database in '${dataDir}' belongs to root (a start or command run as root makes it root's): if the site runs as root, run this as root; ` +
        `if it runs as this account (uid 1), give the folder back to it, as root: chown -R 1 '${dataDir}' (docs/leads.md).`,
    );
  });

  it.runIf(isRoot)("opens for root a folder reached through root's own link in root's folders (red team 6, R6-8)", async () => {
    const base = tempDir();
    const disk = path.join(base, "disk");
    mkdirSync(path.join(disk, "data"), { recursive: true, mode: 0o755 });
    // /data -> /mnt/disk/data, a common mount layout: root's link, nobody else can change it.
    symlinkSync(path.join(disk, "data"), path.join(base, "data"));
    const store = await openLeadStore({ dataDir: path.join(base, "data", "leads"), migrate: false, loadDataDir: await blankDatabase() });
    await store.close();
    expect(readdirSync(path.join(disk, "data"))).toEqual(["leads"]);
  }, 60_000);

  it("refuses a folder whose socket path Node would cut short with the sentence, leaving nothing behind (red team 5, H4)", async () => {
    const base = tempDir();
    // The socket, `<lock>.<16 hex>.sock`, is 110 bytes: over the 107 a Unix socket's path holds.
    const folder = path.join(base, "x".repeat(110 - 32 - base.length - 1));
    mkdirSync(folder);
    const lock = path.join(folder, "site.lock");
    expect(Buffer.byteLength(`${lock}.0123456789abcdef.sock`)).toBe(110);
    await expect(lockDataDir(lock)).rejects.toThrow(/too long for a Unix socket \(75 bytes at most; this one is 78\)/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it("removes a socket a starter left when it died before writing its draft (red team 5, H6)", async () => {
    const lock = path.join(tempDir(), "site.lock");
    const orphan = socketOf(lock, "00000000000000aa");
    await kill(await listener(orphan));
    expect(existsSync(orphan)).toBe(true);
    const release = await lockDataDir(lock);
    expect(existsSync(orphan)).toBe(false);
    release();
    expect(leftovers(lock)).toEqual([]);
  });

  it("a lock naming no socket is taken when only another starter's socket answers, and stale claims are swept (red team 6, R6-9 c, d)", async () => {
    const lock = path.join(tempDir(), "site.lock");
    writeFileSync(lock, "1234\n");
    // Another starter, under way: its socket listens and its draft is written; it holds nothing yet.
    const starter = "00000000000000bb";
    await listener(socketOf(lock, starter));
    writeLock(`${lock}.${starter}.draft`, "99", starter);
    // A claim left by a starter killed after it replaced a lock that is long gone.
    writeFileSync(`${lock}.i1.next`, "98\n00000000000000cc\n");
    const release = await lockDataDir(lock);
    try {
      expect(pidIn(lock)).toBe(me);
      expect(existsSync(`${lock}.i1.next`)).toBe(false);
    } finally {
      release();
    }
  });

  it("refuses a lock carried into a copy of its folder, whose holder may still write there, rather than take it over (red team 6, R6-3)", async () => {
    const original = path.join(tempDir(), "leads");
    mkdirSync(original);
    const release = await lockDataDir(path.join(original, "site.lock"));
    // The deploy's copy while the site runs: its lock, and a socket file nobody listens on.
    const copy = path.join(tempDir(), "leads");
    mkdirSync(copy);
    const lock = path.join(copy, "site.lock");
    try {
      writeFileSync(lock, readFileSync(path.join(original, "site.lock")));
    } finally {
      release();
    }
    await expect(lockDataDir(lock)).rejects.toThrow(
      new RegExp(`^The lock file '${lock}' was written in another folder \\(inode \\d+; this one is \\d+\\): this folder, or one above it, was moved or copied while a site ran on it, and that site \\(process ${me}\\) may still write here`),
    );
    expect(pidIn(lock)).toBe(me);
    // Once a person removed it, the copy opens.
    rmSync(lock);
    (await lockDataDir(lock))();
  });

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
      new RegExp(`^The lock file '${lock}' is a directory left by a process that no longer runs, and this account \\(uid \\d+\\) cannot remove it \\(ENOTEMPTY\\): once nothing runs on the folder, remove it as uid \\d+ or root \\(rm -r '${lock}'\\)`),
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
    expect(asSite()).toMatch(/^DatabaseLockedError: .*\(lock file '.*site\.lock', a file this account cannot read, owned by uid 0\)/);
    await kill(root);
    rmSync(path.join(dir, "admin.sock"));
    expect(asSite()).toMatch(/^took \d+$/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.runIf(isRoot)("a lock naming no socket beside a dead socket this account cannot connect to is a sentence naming that socket, not a holder (red team 5, H5)", async () => {
    const parent = tempDir();
    chmodSync(parent, 0o711);
    const dir = path.join(parent, "leads");
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 1, 1);
    const lock = path.join(dir, "site.lock");
    writeFileSync(lock, "1234\n", { mode: 0o600 });
    chownSync(lock, 1, 1);
    // An older version's site run as root, killed: its admin socket stays, root's, 0755.
    await kill(await listener(path.join(dir, "admin.sock")));
    const script = `
      const { createJiti } = await import("jiti");
      const jiti = createJiti(${JSON.stringify(path.join(process.cwd(), "package.json"))}, { fsCache: false });
      const { lockDataDir } = await jiti.import(${JSON.stringify(path.join(process.cwd(), "src/db/lock.ts"))});
      try {
        (await lockDataDir(${JSON.stringify(lock)}))();
        console.log("took");
      } catch (error) {
        console.log(error.name + ": " + error.message);
      }`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { uid: 1, gid: 1, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toMatch(/^DataDirRefusedError: The socket '.*admin\.sock' belongs to uid 0, .*\(rm '.*admin\.sock'\)/);
  });

  it.runIf(isRoot)("refuses a data folder reached through a link another account owns, whoever owns the folder (red team 4, G2)", async () => {
    const parent = tempDir();
    const real = path.join(parent, "real");
    mkdirSync(real, { mode: 0o700 });
    const dataDir = path.join(parent, "leads");
    symlinkSync(real, dataDir);
    lchownSync(dataDir, 1, 1);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(
      new RegExp(`goes through '${dataDir}', a symbolic link owned by the account with uid 1: refused`),
    );
    await expect(openLeadStore({ dataDir })).rejects.toThrow(DataDirRefusedError);
    expect(readdirSync(real)).toEqual([]);
  });

  it.runIf(isRoot)("refuses a data folder another account owns, rather than write in it, and says how to run as that account (red team 3, F1 and F5; red team 4, G7)", async () => {
    const dataDir = path.join(tempDir(), "leads");
    mkdirSync(dataDir, { mode: 0o700 });
    chownSync(dataDir, 1, 1);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(/belongs to the account with uid 1: run this as that account/);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(`sudo -u "#1" env LEADS_DATA_DIR='${dataDir}' npm run`);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("says, when the process has no file descriptor left at the lock, that its limit is the cause and how to raise it, not the data folder or its owner (red team 8, R8-3)", () => {
    // A starter that has used every descriptor its limit allows but `free`: the lock's socket takes one, its draft another.
    const script = `
      const { closeSync, openSync } = await import("node:fs");
      const { createJiti } = await import("jiti");
      const jiti = createJiti(${JSON.stringify(path.join(process.cwd(), "package.json"))}, { fsCache: false });
      const { lockDataDir } = await jiti.import(${JSON.stringify(path.join(process.cwd(), "src/db/lock.ts"))});
      const [folder, free] = process.argv.slice(-2);
      const taken = [];
      try {
        for (;;) taken.push(openSync("/dev/null", "r"));
      } catch (error) {
        if (error.code !== "EMFILE") throw error;
      }
      for (let index = 0; index < Number(free); index++) closeSync(taken.pop());
      try {
        (await lockDataDir(folder + "/site.lock"))();
        console.log("held");
      } catch (error) {
        console.log(error.name + ": " + error.message);
      }`;
    for (const [free, step] of [
      ["0", "Could not listen on"],
      ["1", "Could not take the lock file"],
    ] as const) {
      const folder = tempDir();
      const run = spawnSync("sh", ["-c", 'ulimit -n 64 && exec "$0" --input-type=module -e "$1" "$2" "$3"', process.execPath, script, folder, free], {
        encoding: "utf8",
      });
      expect(run.stderr).toBe("");
      expect(run.stdout.trim()).toMatch(
        new RegExp(
          `^DataDirRefusedError: ${step} '${folder}/site\\.lock[^']*' \\(EMFILE\\): this process has too many files open: raise its limit \\(ulimit -n, or LimitNOFILE= in a systemd unit\\) and start again[;( ]`,
        ),
      );
      expect(run.stdout).not.toMatch(/owner|check the data folder/);
    }
  });

  it("listens again under a new token when another holder's sweep removed its socket before it listened, rather than refuse the start (red team 6, R6-9 b; red team 7, R7-6)", async () => {
    const lock = path.join(tempDir(), "site.lock");
    const removed: string[] = [];
    const release = await lockDataDir(lock, {
      // As a holder's sweep does between this starter's bind and listen: nobody answered there yet, so it looked like a dead starter's.
      beforeChmod: (socketPath) => {
        if (removed.length > 0) return;
        removed.push(socketPath);
        rmSync(socketPath);
      },
    });
    try {
      const token = readFileSync(lock, "utf8").split("\n")[1] ?? "";
      expect(socketOf(lock, token)).not.toBe(removed[0]);
      expect(statSync(socketOf(lock, token)).mode & 0o777).toBe(0o600);
      expect(leftovers(lock, path.basename(socketOf(lock, token)))).toEqual([]);
    } finally {
      release();
    }
  });

  it("creates a missing data folder one part at a time, never through a link or another account's folder that appeared after the check (red team 7, R7-3)", async () => {
    // The deepest folder there is one anyone can write, sticky as /tmp: the path's check lets it be.
    const base = tempDir();
    chmodSync(base, 0o1777);
    const elsewhere = tempDir();
    const refusal = (dataDir: string, beforeCreate: () => void) =>
      openLeadStore({ dataDir, hooks: { beforeCreate } }).then(
        (store) => store.close().then(() => null),
        (error: unknown) => error,
      );
    // A link made where a missing folder goes, between the check and the creation: never followed.
    const viaLink = path.join(base, "x", "leads");
    const linked = await refusal(viaLink, () => symlinkSync(elsewhere, path.join(base, "x")));
    expect(linked).toBeInstanceOf(DataDirRefusedError);
    expect((linked as Error).message).toBe(
      `The embedded lead database's folder '${viaLink}' was not there, and while this start created it, '${path.join(base, "x")}' appeared, a symbolic link: refused, ` +
        "since whoever made it chooses where the folder would be created. Create the data folder first as the account that runs the site, " +
        "or set LEADS_DATA_DIR to one below folders only that account and root can write (docs/leads.md).",
    );
    expect(readdirSync(elsewhere)).toEqual([]);
    if (!isRoot) return;
    // Red team 7's case: root starts on /tmp/x/b/leads; another account makes /tmp/x its own and b a link in it.
    const viaFolder = path.join(base, "y", "b", "leads");
    const theirs = await refusal(viaFolder, () => {
      mkdirSync(path.join(base, "y"));
      chownSync(path.join(base, "y"), 1, 1);
      symlinkSync(elsewhere, path.join(base, "y", "b"));
      lchownSync(path.join(base, "y", "b"), 1, 1);
    });
    expect((theirs as Error).message).toContain(`while this start created it, '${path.join(base, "y")}' appeared, a folder of the account with uid 1: refused`);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(readdirSync(path.join(base, "y"))).toEqual(["b"]);
  });
});
