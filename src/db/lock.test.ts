import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openLeadStore } from "./client";
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
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // Closed, the folder opens again, with its schema.
    const again = await openLeadStore({ dataDir });
    await again.close();
  }, 60_000);
});
