import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { EDGE_URL, PORT } from "./servers";

/**
 * `npm run serve:edge` as an operator runs it: it starts nginx and its origins, starts again an
 * origin that dies, and on SIGTERM stops exactly its own processes, by id. A second edge of its
 * own, beside the one the other specs use.
 */

test.describe.configure({ mode: "serial" });
test.skip(({ baseURL }) => baseURL !== EDGE_URL, "the edge's own behaviour");

// Its own edge (nginx and two origins on the next ports): clear of the servers of servers.ts.
const port = PORT + 20;
const dir = path.join(os.tmpdir(), `site-edge-${port}`);
let edge: ChildProcess | undefined;

/** The process listening on a TCP port, from /proc (null when none). */
function listeningPid(listenPort: number): number | null {
  const hex = `:${listenPort.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set(
    ["/proc/net/tcp", "/proc/net/tcp6"]
      .flatMap((file) => (existsSync(file) ? readFileSync(file, "utf8").split("\n") : []))
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(hex) && cols[3] === "0A")
      .map((cols) => `socket:[${cols[9]}]`),
  );
  if (!inodes.size) return null;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null;
}

/** The processes whose command line holds `args`, one after the other (from /proc). */
function processesWith(args: string[]): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return argv.some((_, i) => args.every((arg, j) => argv[i + j] === arg));
      } catch {
        return false;
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.afterAll(async () => {
  if (edge && edge.exitCode === null) edge.kill("SIGKILL");
});

test("starts nginx in front of its origins, starts again an origin that dies, and stops only its own processes on SIGTERM", async () => {
  test.setTimeout(180_000);
  edge = spawn(process.execPath, ["scripts/edge.mjs"], {
    env: {
      ...process.env,
      EDGE_PORT: String(port),
      EDGE_ORIGINS: "2",
      EDGE_BUILD: "never",
      EDGE_DIR: dir,
      // The tests' PostgreSQL (scripts/test.sh); without it the edge starts a server of its own.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  edge.stderr!.on("data", (chunk) => (log += chunk));
  await expect.poll(() => log, { timeout: 120_000 }).toContain("Serving http://127.0.0.1:");

  const url = `http://127.0.0.1:${port}`;
  const home = await fetch(`${url}/dz`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html lang="ar" dir="rtl"');

  const nginx = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8"));
  const origins = [port + 1, port + 2].map((originPort) => listeningPid(originPort));
  expect(alive(nginx)).toBe(true);
  expect(origins.every((pid) => pid !== null && alive(pid))).toBe(true);
  // The edge that the other specs use is not this one's, and must outlive it.
  const other = listeningPid(Number(new URL(EDGE_URL).port));
  expect(other).not.toBeNull();

  // An origin that dies is started again, and the site answers meanwhile from the other one.
  process.kill(origins[0]!, "SIGKILL");
  expect((await fetch(`${url}/dz/app?lang=fr`)).status).toBe(200);
  await expect.poll(() => listeningPid(port + 1), { timeout: 60_000 }).not.toBeNull();
  const restarted = listeningPid(port + 1)!;
  expect(restarted).not.toBe(origins[0]);

  const exited = new Promise<number | null>((resolve) => edge!.once("exit", (code) => resolve(code)));
  edge.kill("SIGTERM");
  expect(await exited).toBe(0);
  for (const pid of [nginx, restarted, origins[1]!]) expect(alive(pid), `process ${pid}`).toBe(false);
  await expect(fetch(url)).rejects.toThrow();
  expect(other !== null && alive(other)).toBe(true);
});

test("a SIGTERM while it starts stops what it has started: the origins, and the PostgreSQL server it started", async () => {
  test.setTimeout(180_000);
  // Its own ports, folder and PostgreSQL folder (no DATABASE_URL: the edge starts a server there).
  const startPort = PORT + 40;
  const postgresDir = mkdtempSync(path.join(os.tmpdir(), "site-edge-postgres-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EDGE_PORT: String(startPort),
    EDGE_ORIGINS: "2",
    EDGE_BUILD: "never",
    EDGE_DIR: path.join(os.tmpdir(), `site-edge-${startPort}`),
    EDGE_POSTGRES_DIR: postgresDir,
  };
  delete env.DATABASE_URL;
  const starting = spawn(process.execPath, ["scripts/edge.mjs"], { env, stdio: ["ignore", "ignore", "pipe"] });
  try {
    let log = "";
    starting.stderr!.on("data", (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => starting.once("exit", (code) => resolve(code)));
    const origin = (originPort: number) => processesWith(["start", "-p", String(originPort)]);

    // The first origin's process exists: PostgreSQL runs, the origins are starting, nginx is not yet.
    await expect.poll(() => origin(startPort + 1).length, { timeout: 120_000, intervals: [20] }).toBeGreaterThan(0);
    expect(log).not.toContain("Serving");
    expect(existsSync(path.join(postgresDir, "data", "postmaster.pid"))).toBe(true);
    starting.kill("SIGTERM");

    expect(await exited).toBe(0);
    expect(log).toContain("SIGTERM: stopping");
    expect(log).not.toContain("ERROR");
    expect(log).not.toContain("Serving");
    for (const originPort of [startPort + 1, startPort + 2]) expect(origin(originPort), `origin ${originPort}`).toEqual([]);
    expect(listeningPid(startPort), "nginx").toBeNull();
    // pg_ctl removes postmaster.pid once the server has stopped.
    expect(existsSync(path.join(postgresDir, "data", "postmaster.pid")), "PostgreSQL still running").toBe(false);
  } finally {
    if (starting.exitCode === null) starting.kill("SIGKILL");
    // Should the edge have left its server running (the failure this test is for), it is stopped here.
    spawnSync(process.execPath, ["scripts/postgres.mjs", "stop", postgresDir], { stdio: "ignore" });
    rmSync(postgresDir, { recursive: true, force: true });
  }
});
