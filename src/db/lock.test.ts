import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirLock, openLeadStore } from "./client";
import { leads } from "./schema";
import { DatabaseLockedError, lockDataDir } from "./lock";

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
    expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
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
      expect(readFileSync(dataDirLock(dataDir), "utf8")).toBe(String(process.pid));
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
      expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
    } finally {
      first?.();
    }
    expect(existsSync(lock)).toBe(false);
  });

  it("clears a takeover guard left by a process that died taking over, then takes the lock", async () => {
    const lock = path.join(tempDir(), "leads.lock");
    writeFileSync(lock, "not a process id");
    writeFileSync(`${lock}.takeover`, "1");
    // A guard ten seconds old was left by a process that died taking over: cleared, then the lock is taken.
    const old = (Date.now() - 11_000) / 1000;
    utimesSync(`${lock}.takeover`, old, old);
    const release = lockDataDir(lock);
    expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
    expect(existsSync(`${lock}.takeover`)).toBe(false);
    release();
  });
});
