import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "../../scripts/test-world.sh");

it("removes libfaketime's leftovers of processes that no longer run, and only those (a pg_ctl with a leftover's pid aborted CI)", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "faketime-shm-"));
  const alive = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => gone.once("exit", resolve));
  try {
    const files = (pid: number | undefined) => [path.join(dir, `faketime_shm_${pid}`), path.join(dir, `sem.faketime_sem_${pid}`)];
    for (const file of [...files(alive.pid), ...files(gone.pid), path.join(dir, "faketime_shm_x1")]) writeFileSync(file, "");
    const run = spawnSync("bash", ["-c", `source "${script}" && world_clear_faketime_leftovers "${dir}"`], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    for (const file of files(gone.pid)) expect(existsSync(file), file).toBe(false);
    for (const file of files(alive.pid)) expect(existsSync(file), file).toBe(true);
    expect(existsSync(path.join(dir, "faketime_shm_x1"))).toBe(true);
  } finally {
    alive.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
