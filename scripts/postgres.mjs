#!/usr/bin/env node
// A PostgreSQL server of our own (docs/leads.md): Debian's postgresql (installed with apt-get
// when missing), a cluster in a folder we choose, on loopback only, started and stopped by its
// process id (pg_ctl reads it from the cluster's postmaster.pid). Never the system service.
//
//   node scripts/postgres.mjs start <dir>   prints the superuser's connection URL (creates the cluster if new)
//   node scripts/postgres.mjs stop <dir>
//
// The tests use a temporary folder (scripts/test-world.sh); `npm run serve:edge` without
// DATABASE_URL keeps its leads in data/postgres, and connects as a role of its own that owns only
// its database (`siteDatabase`). PostgreSQL refuses to run as root: as root, the cluster belongs to
// the `postgres` user that Debian's package creates.
//
// Every login needs a password (SCRAM-SHA-256, on the loopback address and on the socket alike):
// the superuser's is drawn when the cluster is made, kept in <dir>/postgres.password, each role's
// in <dir>/<role>.password, all mode 0600; the folder is 0700 and its socket in it. A cluster made
// before passwords (trust) gets them at its next start.

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
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

/** The uid and gid of the `postgres` user (the cluster's owner when we run as root). */
function postgresUser() {
  const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout);
  const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout);
  return { uid, gid };
}

/** A password of 192 random bits, in characters no connection string or SQL literal must escape. */
function newPassword() {
  return randomBytes(24).toString("base64url");
}

/** The password in `file` (its first line). */
function readPassword(file) {
  return readFileSync(file, "utf8").split("\n")[0].trim();
}

/** Writes a secret file, mode 0600, readable by its owner only (`owner`: uid and gid to give it). */
function writeSecret(file, text, owner) {
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  if (owner) chownSync(file, owner.uid, owner.gid);
}

/**
 * How psql is run for `sql` with `variables`: the variables go first on its stdin (`\set`), never
 * on its command line, which any user of the machine reads in /proc (red team R4); the password
 * in its environment, which only its owner reads. A value is a role name or a drawn password:
 * anything else is refused rather than quoted.
 */
export function psqlInvocation(url, password, sql, variables = {}) {
  const sets = Object.entries(variables).map(([name, value]) => {
    if (!/^[a-z_]+$/.test(name) || !/^[A-Za-z0-9_.-]*$/.test(String(value)))
      throw new Error(`psql: a variable ${name} that is no role name or password`);
    return `\\set ${name} '${value}'\n`;
  });
  return {
    args: ["-X", "-q", "-v", "ON_ERROR_STOP=1", url],
    input: `${sets.join("")}${sql}`,
    env: { ...process.env, PGPASSWORD: password },
  };
}

/** Runs SQL through psql at `url` with `password` (on stdin, so that psql's variables and \gexec work). */
export function psql(url, password, sql, variables = {}) {
  const { args, input, env } = psqlInvocation(url, password, sql, variables);
  const result = spawnSync(path.join(binDir(), "psql"), args, { input, encoding: "utf8", env });
  if (result.status !== 0) throw new Error(`psql failed: ${(result.stderr || result.stdout || "").trim()}`);
  return result.stdout;
}

/** pg_hba.conf with every `trust` line asking for a SCRAM password instead. */
export function withoutTrust(hba) {
  return hba
    .split("\n")
    .map((line) => (/^\s*(local|host)/.test(line) ? line.replace(/\btrust\s*$/, "scram-sha-256") : line))
    .join("\n");
}

/**
 * Starts the cluster in `dir` (created on first use) and returns the superuser's URL
 * (`postgres://postgres:<password>@127.0.0.1:<port>/postgres`; a SCRAM password on loopback and on
 * the socket), and whether this call started it: a cluster already running there is reused, and
 * left running.
 */
export async function startPostgres(dir) {
  const bin = binDir();
  const data = path.join(dir, "data");
  const portFile = path.join(dir, "port");
  const passwordFile = path.join(dir, "postgres.password");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const owner = asRoot ? postgresUser() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  /** A cluster made before passwords (trust): it gets one at this start. */
  let trusting = false;
  if (!existsSync(path.join(data, "PG_VERSION"))) {
    writeSecret(passwordFile, newPassword(), owner);
    asOwner(path.join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth-local=scram-sha-256",
      "--auth-host=scram-sha-256",
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C.UTF-8",
    ]);
  } else if (!existsSync(passwordFile)) {
    trusting = true;
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
    writeSecret(portFile, String(port));
  }
  const url = (password) => `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  if (trusting) {
    // Set the superuser's password while the old rule still lets it in, then ask for it.
    const password = newPassword();
    psql(
      `postgres://postgres@127.0.0.1:${port}/postgres`,
      "",
      "set password_encryption = 'scram-sha-256';\nalter role postgres password :'pw';\n",
      { pw: password },
    );
    writeSecret(passwordFile, password, owner);
    const hba = path.join(data, "pg_hba.conf");
    writeFileSync(hba, withoutTrust(readFileSync(hba, "utf8")));
    asOwner(path.join(bin, "pg_ctl"), ["-D", data, "reload"]);
  }
  // Files of a cluster made before this rule, readable by anyone then.
  for (const name of ["port", "server.log"]) if (existsSync(path.join(dir, name))) chmodSync(path.join(dir, name), 0o600);
  return { url: url(readPassword(passwordFile)), started };
}

/**
 * A login role that is no superuser and cannot create roles or databases, owning a database of
 * its own name where the site's migrations make its tables: created on first use in the cluster of
 * `dir` (its password drawn then, kept in `<dir>/<role>.password`, mode 0600, the owner's of this
 * process), and its URL returned. `adminUrl` is the superuser's, from `startPostgres`.
 */
export function siteDatabase(dir, adminUrl, role) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`not a role name for the site: ${role}`);
  const passwordFile = path.join(dir, `${role}.password`);
  if (!existsSync(passwordFile)) writeSecret(passwordFile, newPassword());
  const password = readPassword(passwordFile);
  const admin = new URL(adminUrl);
  psql(
    `postgres://postgres@${admin.host}/postgres`,
    decodeURIComponent(admin.password),
    `set password_encryption = 'scram-sha-256';
select format('create role %I login', :'role') where not exists (select from pg_roles where rolname = :'role') \\gexec
alter role :"role" with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password :'pw';
select format('create database %I owner %I', :'role', :'role') where not exists (select from pg_database where datname = :'role') \\gexec
alter database :"role" owner to :"role";
revoke all on database :"role" from public;
revoke all on database postgres from public;
`,
    { role, pw: password },
  );
  return `postgres://${role}:${password}@${admin.host}/${role}`;
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
