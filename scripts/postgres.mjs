#!/usr/bin/env node
// A PostgreSQL server of our own (docs/leads.md): Debian's postgresql (installed with apt-get
// when missing), a cluster in a folder we choose, on loopback only, started and stopped by its
// process id (pg_ctl reads it from the cluster's postmaster.pid). Never the system service.
//
//   node scripts/postgres.mjs start <dir>   prints the connection URL (creates the cluster if new)
//   node scripts/postgres.mjs stop <dir>
//
// The tests use a temporary folder (scripts/test-world.sh); `npm run serve:edge` without
// DATABASE_URL keeps its leads in data/postgres. PostgreSQL refuses to run as root: as root, the
// cluster belongs to the `postgres` user that Debian's package creates.

import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { aptInstall } from "./lib/debian.mjs";
import { findFreePort } from "./lib/processes.mjs";

const asRoot = process.getuid?.() === 0;

/** The newest PostgreSQL's bin folder, installed with apt-get when there is none. */
function binDir() {
  const find = () => {
    const base = "/usr/lib/postgresql";
    if (!existsSync(base)) return null;
    const versions = readdirSync(base)
      .filter((name) => existsSync(path.join(base, name, "bin/pg_ctl")))
      .sort((a, b) => Number(a) - Number(b));
    return versions.length ? path.join(base, versions.at(-1), "bin") : null;
  };
  const dir = find() ?? (aptInstall(["postgresql"]), find());
  if (!dir) throw new Error("could not install PostgreSQL with apt-get");
  return dir;
}

/** Runs a PostgreSQL program as the cluster's owner; throws with its output when it fails. */
function asOwner(program, args) {
  const command = asRoot ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args];
  const result = spawnSync(command[0], command[1], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(program)} failed: ${(result.stderr || result.stdout || "").trim()}`);
  return result.stdout;
}

/**
 * Starts the cluster in `dir` (created on first use) and returns its URL
 * (`postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication on loopback only), and
 * whether this call started it: a cluster already running there is reused, and left running.
 */
export async function startPostgres(dir) {
  const bin = binDir();
  const data = path.join(dir, "data");
  const portFile = path.join(dir, "port");
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout);
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout);
    chownSync(dir, uid, gid);
  }
  if (!existsSync(path.join(data, "PG_VERSION"))) {
    asOwner(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
  }
  const running = spawnSync(
    asRoot ? "runuser" : path.join(bin, "pg_ctl"),
    asRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl"), "-D", data, "status"] : ["-D", data, "status"],
  );
  let port = existsSync(portFile) ? Number(readFileSync(portFile, "utf8")) : 0;
  const started = running.status !== 0;
  if (started) {
    port = await findFreePort();
    asOwner(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`,
      "start",
    ]);
    writeFileSync(portFile, String(port));
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, started };
}

/** Stops the cluster in `dir`, if it runs (by the process id in its postmaster.pid). */
export function stopPostgres(dir) {
  const data = path.join(dir, "data");
  if (!existsSync(path.join(data, "postmaster.pid"))) return;
  try {
    asOwner(path.join(binDir(), "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  } catch {
    // Already stopped.
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (!dir || !["start", "stop"].includes(command)) {
    process.stderr.write("usage: node scripts/postgres.mjs start|stop <dir>\n");
    process.exit(2);
  }
  if (command === "start") process.stdout.write(`${(await startPostgres(path.resolve(dir))).url}\n`);
  else stopPostgres(path.resolve(dir));
}
