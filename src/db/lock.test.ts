import { spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirLock, openLeadStore } from "./client";
import { leads } from "./schema";
import { DatabaseLockedError, lockDataDir, processStart } from "./lock";

/** This process as its lock names it. */
const me = `${process.pid} ${processStart(process.pid)}`;

const folders: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cirta-lock-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that stays alive until killed: another origin holding the folder. */
function otherProcess() {
  return spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
}

describe("the embedded database's folder lock", () => {
  it("stops a second process with a clear error, and never takes a live process's lock", () => {
    const lock = path.join(tempDir(), "leads.lock");
    const other = otherProcess();
    try {
      writeFileSync(lock, String(other.pid));
      expect(() => lockDataDir(lock)).toThrow(DatabaseLockedError);
      expect(() => lockDataDir(lock)).toThrow(/already open in process \d+.*DATABASE_URL/s);
      expect(readFileSync(lock, "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over the lock of a process that no longer runs, and releases its own", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    const gone = otherProcess();
    const pid = gone.pid;
    gone.kill();
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(lock, String(pid));
    const release = lockDataDir(lock);
    expect(readFileSync(lock, "utf8")).toBe(me);
    release();
    expect(existsSync(lock)).toBe(false);
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
      expect(readFileSync(dataDirLock(dataDir), "utf8")).toBe(me);
    } finally {
      await store.close();
    }
    expect(readdirSync(parent)).toEqual(["leads"]);
  }, 60_000);

  it("of two starters that found the same stale lock, the second never removes the lock the first just took (review I6)", () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeFileSync(lock, "999999999"); // no such process
    let first: (() => void) | undefined;
    // The second starter has read the stale lock; before it clears it, the first clears it and takes it.
    const second = () => lockDataDir(lock, { beforeTakeover: () => (first ??= lockDataDir(lock)) });
    try {
      expect(second).toThrow(DatabaseLockedError);
      expect(first).toBeDefined();
      expect(readFileSync(lock, "utf8")).toBe(me);
    } finally {
      first?.();
    }
    expect(existsSync(lock)).toBe(false);
  });

  it("clears a takeover guard whose holder is gone, however recent (red team 3, F3)", () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeFileSync(lock, "not a process id");
    writeFileSync(`${lock}.takeover`, "999999999");
    const release = lockDataDir(lock);
    expect(readFileSync(lock, "utf8")).toBe(me);
    expect(existsSync(`${lock}.takeover`)).toBe(false);
    release();
  });

  it("waits for a takeover guard whose holder runs, however old, and never takes the lock under it (red team 3, F4)", () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeFileSync(lock, "999999999");
    writeFileSync(`${lock}.takeover`, me); // a live holder, in the middle of its takeover
    expect(() => lockDataDir(lock)).toThrow(/Could not take the lock file/);
    expect(readFileSync(`${lock}.takeover`, "utf8")).toBe(me);
    expect(readFileSync(lock, "utf8")).toBe("999999999");
  });

  it("takes over a lock left by an earlier process with this very pid (a restarted container: red team 3, F2)", () => {
    const lock = path.join(tempDir(), "leads.lock");
    // The same pid, started at another time: this process's lock from before a crash.
    writeFileSync(lock, `${process.pid} 1`);
    const release = lockDataDir(lock);
    expect(readFileSync(lock, "utf8")).toBe(me);
    release();
    // The same pid and start: this process itself, which never opens the folder twice.
    writeFileSync(lock, me);
    expect(() => lockDataDir(lock)).toThrow(DatabaseLockedError);
  });

  it("never writes through a link planted where its draft or lock goes (red team 3, F1)", () => {
    const dir = tempDir();
    const lock = path.join(dir, "leads.lock");
    const victim = path.join(dir, "victim");
    writeFileSync(victim, "keep");
    symlinkSync(victim, lock);
    // A link in the lock's place is a lock that is no process: taken over, the target untouched.
    const release = lockDataDir(lock);
    expect(readFileSync(victim, "utf8")).toBe("keep");
    expect(readFileSync(lock, "utf8")).toBe(me);
    release();
    // Drafts have random names, created exclusively: no name can be planted in advance.
    for (const name of readdirSync(dir)) expect(name).not.toMatch(/draft/);
  });

  it("refuses a data folder another account owns, rather than write in it (red team 3, F1 and F5)", async () => {
    if (process.getuid?.() !== 0) return; // Needs root to make a folder for another account.
    const dataDir = path.join(tempDir(), "leads");
    mkdirSync(dataDir, { mode: 0o700 });
    chownSync(dataDir, 1, 1);
    await expect(openLeadStore({ dataDir })).rejects.toThrow(/belongs to the account with uid 1: run this as that account/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
