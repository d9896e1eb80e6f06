#!/usr/bin/env node
// `npm run serve:edge`: the site behind a shared cache (SPEC 9, docs/deployment.md). Debian's
// nginx in front of several `next start` processes, on http://127.0.0.1:${EDGE_PORT:-8080}.
//
//   npm run serve:edge                          install what is missing, build if needed, serve
//   npm run edge:config                         write deploy/nginx/nginx.conf from the site's configuration
//   EDGE_PORT=8080 EDGE_ORIGINS=2 npm run serve:edge
//
// Environment (docs/deployment.md, "Running it"):
//   EDGE_PORT      nginx's port (default 8080), on EDGE_HOST (default 127.0.0.1)
//   EDGE_ORIGINS   how many `next start` processes (default: one per core, at least 2)
//   EDGE_DIR       nginx's folder: configuration, cache, logs (default: a new private folder,
//                  $TMPDIR/site-edge-<port>-XXXXXX, removed when the edge stops); one that exists
//                  must belong to the user running this, and is emptied
//   NEXT_DIST_DIR  the build to serve (default .next)
//   EDGE_BUILD     "never": serve the build as it is, never build (the tests set it)
//   DATABASE_URL   the lead database the origins share (docs/leads.md); without it, a PostgreSQL
//                  server of the edge's own (scripts/postgres.mjs), its data in data/postgres,
//                  where the origins log in as a role that owns only the site's database
//   EDGE_POSTGRES_DIR  that server's folder instead of data/postgres
//   LEADS_SECRET   the secret the origins share (docs/leads.md); without it, with the edge's own
//                  PostgreSQL, the one kept in <EDGE_POSTGRES_DIR>/leads.secret (0600, drawn at
//                  the first start), else one drawn for this start
//   EDGE_TRUSTED_PROXIES  the hops in front of the edge whose X-Forwarded-For names the client
//                  (comma-separated addresses or CIDR blocks; default none: the connection's address)
//   EDGE_SERVER_NAMES  the host names answered (default: NEXT_PUBLIC_SITE_URL's, localhost,
//                  127.0.0.1, EDGE_HOST); any other Host gets no answer
//   EDGE_LIMIT_RATE, EDGE_LIMIT_BURST, EDGE_LIMIT_CONN, EDGE_LIMIT_FORM_CONN,
//   EDGE_LIMIT_CHALLENGE_RATE, EDGE_LIMIT_CHALLENGE_BURST
//                  limits per client address (src/edge/nginx.ts, `edgeLimitVariables`)
//   EDGE_LOG_MAX_MB, EDGE_LOG_KEEP, EDGE_LOG_CHECK_SECONDS  the logs are rotated daily and at
//                  this size (default 100 MB), this many kept (default 7), looked at this often (60)
//   EDGE_POSTGRES_CHECK_SECONDS  how often the edge's own PostgreSQL is looked at (default 2): one
//                  that died is started again, and the origins with its new address
//   EDGE_ORIGIN_USER  started as root: the user the origins run as (default: the project folder's
//                  owner, or when that is root a system user site-origin, made on first use;
//                  never root, never nobody)
//
// Installs nginx (and Debian's Brotli modules) with apt-get when missing, runs `npm ci` when
// node_modules is missing and `next build` when there is no build or when a source is newer. Writes deploy/nginx/nginx.conf
// and its runtime/ includes into EDGE_DIR, copies the build's static files there with their
// gzip and Brotli forms, starts the origins on 127.0.0.1 (each told the edge's secret), checks
// the configuration (`nginx -t`), and starts its own nginx master (never the system service).
// Started as root, the origins run as an unprivileged user on a copy of the build that user
// owns, and nginx's workers as www-data, which owns only cache/ and tmp/.
// Ctrl-C or SIGTERM stops nginx and the origins, by process id, and the PostgreSQL it started,
// whenever it comes, during the start too; an origin that dies is started again, and so is its
// PostgreSQL (or the edge stops, saying why, when it does not start again). Also imported: `startEdge()` (the tests and `npm run bench:load` start the edge so).

import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  cpSync,
  constants as fsConstants,
  existsSync,
  fstatSync,
  lchownSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { aptInstall } from "./lib/debian.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = "/usr/sbin/nginx";
const CONFIG = path.join(ROOT, "deploy/nginx/nginx.conf");
/** The file beside the edge's PostgreSQL passwords that keeps the lead secret (`keptSecret`). */
export const leadsSecretFile = "leads.secret";
/** Static files worth compressing ahead (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|map|html|xml)$/;

/** @param {string} message */
function log(message) {
  process.stderr.write(`[edge] ${message}\n`);
}

/** The site's TypeScript modules, loaded as the build loads them. */
async function loadSite() {
  // Imported here, not at the top: on a fresh machine node_modules (and jiti in it) comes first.
  const { createJiti } = await import("jiti");
  return createJiti(import.meta.url, { jsx: true, alias: { "@": path.join(ROOT, "src"), "@messages": path.join(ROOT, "messages") } });
}

/** What a build is made from: when one of these is newer than the build, the build is out of date. */
const SOURCES = ["src", "content", "messages", "public", "next.config.ts", "package-lock.json", "postcss.config.mjs"];

/** The newest modification time (ms) under `target`. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Why the build in `distDir` must be made again, or null when it is current. */
export function buildNeeded(distDir) {
  const id = path.join(distDir, "BUILD_ID");
  if (!existsSync(id)) return "there is no build";
  const built = statSync(id).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(ROOT, source)) > built);
  return changed ? `${changed} changed after the build` : null;
}

/** Runs a command in the foreground; throws when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.signal ?? `exit ${result.status}`})`);
}

/** Installs nginx, and Debian's Brotli modules where they install, when they are missing. */
export function installNginx(modules) {
  if (!existsSync(NGINX)) {
    if (!aptInstall(["nginx"]) || !existsSync(NGINX)) throw new Error("could not install nginx with apt-get");
  }
  // Brotli is a bonus: the modules may not exist on every release.
  if (!existsSync(modules.brotliFilter) || !existsSync(modules.brotliStatic)) {
    if (!aptInstall(["libnginx-mod-http-brotli-filter", "libnginx-mod-http-brotli-static"]))
      log("Brotli modules did not install: compressing with gzip only.");
  }
}

/** Copies the build's hashed files and the font subsets into `www`, with .gz and .br beside them. */
function copyStatic(distDir, www) {
  rmSync(www, { recursive: true, force: true });
  cpSync(path.join(distDir, "static"), path.join(www, "_next/static"), { recursive: true });
  cpSync(path.join(ROOT, "public/fonts"), path.join(www, "fonts"), { recursive: true });
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  let count = 0;
  for (const file of walk(www).filter((name) => COMPRESSIBLE.test(name))) {
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}

/** A user's name, uid and gid (`who`: a name or a uid), or null when there is none. */
export function account(who) {
  const entry = spawnSync("getent", ["passwd", String(who)], { encoding: "utf8" });
  if (entry.status !== 0) return null;
  const [name = "", , uid, gid] = entry.stdout.trim().split(":");
  return { name, uid: Number(uid), gid: Number(gid) };
}

/**
 * The user the origins run as when the edge is started by root: `EDGE_ORIGIN_USER`, else the
 * project folder's owner, else a system user of their own, `site-origin`, created on first use.
 * Never root, never `nobody` (the account other daemons share: any of them would read the origins'
 * secrets in /proc and own their build, red team R5).
 */
export function originAccount(wanted) {
  const refuse = (chosen, name) => {
    if (chosen.uid === 0) throw new Error(`${name}: the origins never run as root`);
    if (chosen.name === "nobody")
      throw new Error(`${name}: the origins never run as nobody, which other daemons share: set EDGE_ORIGIN_USER to a user of their own`);
    return chosen;
  };
  if (wanted) {
    const chosen = account(wanted);
    if (!chosen) throw new Error(`EDGE_ORIGIN_USER: there is no user ${wanted}`);
    return refuse(chosen, "EDGE_ORIGIN_USER");
  }
  const owner = statSync(ROOT).uid;
  const ownerAccount = owner !== 0 ? account(owner) : null;
  if (ownerAccount && ownerAccount.name !== "nobody") return refuse(ownerAccount, "the project's owner");
  const dedicated = "site-origin";
  if (!account(dedicated)) {
    const made = spawnSync(
      "useradd",
      ["--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", "--user-group", dedicated],
      { encoding: "utf8" },
    );
    if (made.status !== 0)
      throw new Error(`no user to run the origins as (useradd ${dedicated}: ${(made.stderr || "").trim()}): set EDGE_ORIGIN_USER`);
  }
  return refuse(account(dedicated), dedicated);
}

/**
 * What the origins get of the starter's environment. Started by root, only what the site reads
 * (`NEXT_*`, `LEADS_*`, `SANDBOX_*`, `SMTP_*`, `EDGE_*`, `DATABASE_URL`, Node's own) and what a process needs
 * to run (`PATH`, the locale, the time zone, a test clock's `FAKETIME*` and `LD_PRELOAD`): never
 * root's session (a cloud token, `PGPASSWORD`, `AWS_*`), which the unprivileged origins would
 * otherwise read in /proc (red team N4). Started by a user, the origins are that user: all of it.
 */
export function originEnvironment(env, privileged) {
  if (!privileged) return { ...env };
  const kept =
    /^(?:NEXT_\w+|LEADS_\w+|SANDBOX_\w+|SMTP_\w+|EDGE_\w+|NODE_\w+|DATABASE_URL|PATH|LANG|LANGUAGE|LC_\w+|TZ|FAKETIME\w*|DONT_FAKE_MONOTONIC|LD_PRELOAD)$/;
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => kept.test(name) && value !== undefined));
}

/**
 * Removes `target` with coreutils' rm, which never follows a link, even one swapped in while it
 * walks (Node's recursive rmSync can): the trees removed here hold folders that another user (the
 * origins', nginx's workers') can write (red team R3).
 */
export function removeTree(target) {
  if (!existsSync(target) && !isLink(target)) return;
  const removed = spawnSync("rm", ["-rf", "--one-file-system", "--", target], { encoding: "utf8" });
  if (removed.status !== 0) throw new Error(`rm -rf ${target}: ${(removed.stderr || "").trim()}`);
}

function isLink(target) {
  try {
    return lstatSync(target).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Gives `target` and everything in it to `user` (uid, gid). */
function chownTree(target, user) {
  lchownSync(target, user.uid, user.gid);
  if (lstatSync(target).isDirectory()) for (const name of readdirSync(target)) chownTree(path.join(target, name), user);
}

/**
 * The origins' own build, when the edge is started by root. Each folder is made by root and
 * filled before it is handed to `user` (deepest first), so root never writes into, nor changes an
 * owner through, a folder the user could already write (red team R3); the user owns the folders
 * then, since Next writes the pages it renews beside them (a temporary file, then a link).
 * Every file is a hard link to the build's, which that user reads and cannot change (so the copy
 * takes no time and no room), or root's copy where a link cannot be made; the files of the pages
 * Next renews (from the build's prerender-manifest.json) are copied anew, never through an
 * existing name, and given to the user. Next's cache starts empty, the user's; the build's
 * development folders are left out.
 */
export function originBuild(distDir, target, user) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  const renewed = Object.entries(manifest.routes ?? {})
    .filter(([, route]) => route.initialRevalidateSeconds !== false)
    .map(([route]) => path.join(distDir, "server", "app", route === "/" ? "index" : route));
  const rewritten = (file) => renewed.some((base) => file.startsWith(`${base}.`) || file.startsWith(`${base}${path.sep}`));
  const skipped = new Set(["cache", "dev", "types", "trace", "trace-build"]);
  // lchown: never through a link.
  const own = (file) => lchownSync(file, user.uid, user.gid);
  const handOver = [];
  const walk = (from, to) => {
    mkdirSync(to, { mode: 0o755 });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (from === distDir && skipped.has(entry.name)) continue;
      const source = path.join(from, entry.name);
      const copy = path.join(to, entry.name);
      if (entry.isDirectory()) walk(source, copy);
      else if (entry.isSymbolicLink()) symlinkSync(path.resolve(from, readlinkSync(source)), copy);
      else if (rewritten(source)) {
        copyFileSync(source, copy, fsConstants.COPYFILE_EXCL);
        own(copy);
      } else {
        try {
          linkSync(source, copy);
        } catch (error) {
          // Another file system: a copy of root's, which the user reads. Never over a name that exists.
          if (error?.code === "EEXIST") throw error;
          copyFileSync(source, copy, fsConstants.COPYFILE_EXCL);
          chmodSync(copy, 0o644);
        }
      }
    }
    // Filled: handed over after its own folders (walked above), before its parent.
    handOver.push(to);
  };
  walk(distDir, target);
  mkdirSync(path.join(target, "cache"), { mode: 0o700 });
  own(path.join(target, "cache"));
  for (const folder of handOver) own(folder);
}

/** Runs `run` with the process's umask set to `mask` (children started meanwhile inherit it). */
function withUmask(mask, run) {
  const previous = process.umask(mask);
  try {
    return run();
  } finally {
    process.umask(previous);
  }
}

/**
 * The edge's folder, private to the user running this: `requested` (EDGE_DIR) emptied, after
 * checking that it is a folder of this user's (not a link, not another's: in a shared /tmp anyone
 * could have made it first); without one, a new folder made by mkdtemp (mode 0700, an
 * unguessable name), removed when the edge stops.
 */
export function edgeFolder(requested, port) {
  if (!requested) return { dir: mkdtempSync(path.join(os.tmpdir(), `site-edge-${port}-`)), temporary: true };
  const dir = path.resolve(requested);
  mkdirSync(path.dirname(dir), { recursive: true });
  trustedParents(path.dirname(dir));
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if (error?.code !== "EEXIST") throw error;
  }
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`EDGE_DIR ${dir} is not a folder`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid)
    throw new Error(`EDGE_DIR ${dir} belongs to another user (uid ${stat.uid}): refusing to serve from it`);
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) removeTree(path.join(dir, name));
  return { dir, temporary: false };
}

/**
 * Refuses a folder whose path another user could change: each folder from `dir` up to / must be
 * root's or this user's, and writable by no one else unless it has the sticky bit (/tmp). Else a
 * root run would write and remove where another user points it (red team I9).
 */
export function trustedParents(dir) {
  const uid = process.getuid?.();
  if (uid === undefined) return;
  for (let folder = realpathSync(dir); ; folder = path.dirname(folder)) {
    const stat = statSync(folder);
    const shared = (stat.mode & 0o022) !== 0 && (stat.mode & 0o1000) === 0;
    if ((stat.uid !== 0 && stat.uid !== uid) || shared)
      throw new Error(
        `EDGE_DIR: ${folder} can be changed by another user (owner ${stat.uid}, mode ${(stat.mode & 0o7777).toString(8)}): choose a folder whose parents only you or root can write`,
      );
    if (folder === path.dirname(folder)) return;
  }
}

/**
 * The lead secret kept in `file` (`LEADS_SECRET`: it signs the proof-of-work challenges and keys
 * the rate-limit counters and the addresses of the leads): read back at each start, so that a
 * restart keeps the counters and `npm run leads:erase` finds a contact's (red team 1, I6); drawn
 * and written on the first start, mode 0600. Opened without following a link, and only a file of
 * this user's, closed to others, holding a secret, is believed: started by root, the file sits in
 * the folder of the PostgreSQL cluster, which the `postgres` user owns.
 */
export function keptSecret(file) {
  const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fsConstants;
  let fd;
  try {
    fd = openSync(file, O_RDONLY | O_NOFOLLOW);
  } catch (error) {
    if (error?.code === "ELOOP") throw new Error(`${file} is a link: remove it, and the edge writes a new secret there`);
    if (error?.code !== "ENOENT") throw error;
  }
  if (fd === undefined) {
    const secret = randomBytes(32).toString("base64url");
    // A new file (never through an existing name or a link), this user's alone.
    const created = openSync(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
    try {
      writeSync(created, `${secret}\n`);
    } finally {
      closeSync(created);
    }
    return { secret, created: true };
  }
  try {
    const stat = fstatSync(fd);
    const uid = process.getuid?.();
    if (!stat.isFile() || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o077) !== 0)
      throw new Error(
        `${file} must be a file of this user's that no one else can read (mode 0600): refusing to take the lead secret from it`,
      );
    const secret = readFileSync(fd, "utf8").trim();
    if (!/^[A-Za-z0-9_-]{32,}$/.test(secret)) throw new Error(`${file} holds no lead secret (32 or more of A-Z a-z 0-9 _ -)`);
    return { secret, created: false };
  } finally {
    closeSync(fd);
  }
}

/**
 * The lead secret the origins share, and where it comes from: `LEADS_SECRET` when the operator
 * sets it ("environment"); else the one kept in `keptIn` (`keptSecret`: "read", or "created" on
 * the first start); else, with no such file (a DATABASE_URL of the operator's), one drawn for
 * this start ("drawn").
 */
export function leadSecret(settings, keptIn) {
  if (settings.LEADS_SECRET) return { secret: settings.LEADS_SECRET, source: "environment" };
  if (keptIn) {
    const kept = keptSecret(keptIn);
    return { secret: kept.secret, source: kept.created ? "created" : "read" };
  }
  return { secret: randomBytes(32).toString("base64url"), source: "drawn" };
}

/**
 * Whether the PostgreSQL server of the cluster in `postgresDir` runs: the process id on the first
 * line of its `data/postmaster.pid` answers a signal 0. A server killed outright leaves the file
 * behind; pg_ctl removes it at a clean stop.
 */
export function postmasterRunning(postgresDir) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(postgresDir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Another user's process (root's edge, the postgres user's server) is alive all the same.
    return error?.code === "EPERM";
  }
}

/** Renames `file` to `file.1`, shifting older ones (`file.1` to `file.2`...), and keeps `keep` of them. */
export function rotateFile(file, keep) {
  rmSync(`${file}.${keep}`, { force: true });
  for (let index = keep - 1; index >= 1; index--)
    if (existsSync(`${file}.${index}`)) renameSync(`${file}.${index}`, `${file}.${index + 1}`);
  if (existsSync(file)) renameSync(file, `${file}.1`);
}

/** A positive number from the environment, or `fallback`; throws, naming the variable, on anything else. */
function positiveNumber(env, name, fallback, { integer = false } = {}) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!(value > 0) || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? "whole number" : "number"}, not ${JSON.stringify(raw)}`);
  return value;
}

/** One GET to the edge with a Host header of ours (fetch sets Host from the address it connects to). */
function edgeGet(address, port, hostName, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: address, port, path: pathname, headers: { host: `${hostName}:${port}` }, timeout: 5_000 },
      (response) => {
        response.resume();
        response.once("end", () => resolve({ status: response.statusCode, cache: response.headers["x-cache-status"] }));
      },
    );
    request.once("timeout", () => request.destroy(new Error(`${pathname}: no answer within 5 s`)));
    request.once("error", reject);
  });
}

/** Resolves once `ask()` answers; throws after `timeoutMs` or when `exited()` says the process died. */
async function waitFor(what, ask, exited, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(`${what}: the process stopped before answering (${gone})`);
    try {
      await ask();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/** Set when a signal of `startEdge`'s `signals` came: the process ends once the edge has stopped. */
let exitingOnSignal = false;

/**
 * Starts the edge. Resolves once nginx and every origin answer. `signals` (the command line's
 * SIGINT and SIGTERM) stop it and end the process, from the start: a signal while it starts stops
 * what has started by then. `env` is given to the origins, and read before the process's own
 * environment for the edge's settings (EDGE_LIMIT_*, EDGE_TRUSTED_PROXIES...).
 *
 * @param {{ port?: number, host?: string, origins?: number, dir?: string, distDir?: string, install?: boolean,
 *   build?: boolean, quiet?: boolean, env?: Record<string, string>, signals?: NodeJS.Signals[] }} [options]
 * @returns {Promise<{ url: string, dir: string, originPorts: number[], pids: () => { nginx: number | undefined, origins: (number | undefined)[] }, stop: () => Promise<void> }>}
 */
export async function startEdge(options = {}) {
  const settings = { ...process.env, ...options.env };
  const port = options.port ?? Number(settings.EDGE_PORT || 8080);
  const host = options.host ?? settings.EDGE_HOST ?? "127.0.0.1";
  const originCount = options.origins ?? Number(settings.EDGE_ORIGINS || Math.max(2, os.availableParallelism()));
  const distDir = path.resolve(ROOT, options.distDir ?? settings.NEXT_DIST_DIR ?? ".next");
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`EDGE_PORT must be a TCP port, not ${port}`);
  if (!Number.isInteger(originCount) || originCount < 1) throw new Error(`EDGE_ORIGINS must be at least 1, not ${originCount}`);
  const logMaxBytes = positiveNumber(settings, "EDGE_LOG_MAX_MB", 100) * 1024 * 1024;
  const logKeep = positiveNumber(settings, "EDGE_LOG_KEEP", 7, { integer: true });
  const logCheckMs = positiveNumber(settings, "EDGE_LOG_CHECK_SECONDS", 60) * 1000;
  const postgresCheckMs = positiveNumber(settings, "EDGE_POSTGRES_CHECK_SECONDS", 2) * 1000;
  const root = process.getuid?.() === 0;
  // Started by root: nginx's workers run as www-data, the origins as a user of their own.
  const workerUser = root ? (account("www-data") ?? account("nobody")) : null;
  const originUser = root ? originAccount(settings.EDGE_ORIGIN_USER) : null;

  /** @type {Map<string, import("node:child_process").ChildProcess>} */
  const children = new Map();
  let stopping = false;
  const exits = new Map();
  /** The PostgreSQL server this call starts (its folder, and its start while under way), to stop with the rest. */
  let ownPostgres = null;
  /** @type {Promise<unknown> | null} */
  let postgresStarting = null;
  /** The edge's folder once made, and whether it is removed at the stop (made by mkdtemp). */
  let folder = null;
  /** The origins' own copy of the build (started by root), removed at the stop. */
  let originDir = null;
  /** @type {NodeJS.Timeout | undefined} */
  let logTimer;
  /** @type {NodeJS.Timeout | undefined} */
  let postgresTimer;
  /** @type {Promise<void> | undefined} */
  let stopped;
  /** Stops whatever has started so far: nginx and the origins by id, then this call's PostgreSQL (once; every caller waits for it). */
  const stop = () => (stopped ??= stopAll());
  const stopAll = async () => {
    stopping = true;
    clearInterval(logTimer);
    clearInterval(postgresTimer);
    const all = [...children.values()].filter((child) => child.exitCode === null && child.signalCode === null);
    const gone = Promise.all(all.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    for (const [name, child] of children) {
      try {
        // nginx: SIGQUIT is its graceful shutdown; the origins stop on SIGTERM.
        child.kill(name === "nginx" ? "SIGQUIT" : "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    const stopped = await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) for (const child of all) child.kill("SIGKILL");
    // A server still starting is waited for, then stopped.
    if (postgresStarting) await postgresStarting.catch(() => undefined);
    if (ownPostgres) (await import("./postgres.mjs")).stopPostgres(ownPostgres);
    if (folder?.temporary) removeTree(folder.dir);
    if (originDir) removeTree(originDir);
  };
  // The command line's Ctrl-C and SIGTERM stop the edge from the start, not only once it serves:
  // a signal while it starts stops what has started by then (and what is starting, once started).
  for (const signal of options.signals ?? []) {
    process.once(signal, () => {
      exitingOnSignal = true;
      log(`${signal}: stopping nginx and the origins.`);
      stop().finally(() => process.exit(0));
    });
  }
  /** Throws once a stop has begun, so that nothing more starts. */
  const goingOn = () => {
    if (stopping) throw new Error("stopped while starting");
  };

  if (options.install !== false && !existsSync(path.join(ROOT, "node_modules/.bin/next"))) run("npm", ["ci", "--no-audit", "--no-fund"]);
  const jiti = await loadSite();
  const { edgeLimits, optionalModules, runtimeIncludes, serverNames, trustedProxies } = await jiti.import(
    path.join(ROOT, "src/edge/nginx.ts"),
  );
  const { edgeSecretEnv } = await jiti.import(path.join(ROOT, "src/edge/contract.ts"));
  const { site } = await jiti.import(path.join(ROOT, "src/config/site.ts"));
  // What the operator declares, checked before anything starts: a bad value stops here, named.
  const proxies = trustedProxies(settings.EDGE_TRUSTED_PROXIES);
  const names = serverNames(settings.EDGE_SERVER_NAMES, { siteUrl: settings.NEXT_PUBLIC_SITE_URL || site.url, listenHost: host });
  const limits = edgeLimits(settings);
  if (options.install !== false) installNginx(optionalModules);
  const build = options.build ?? settings.EDGE_BUILD !== "never";
  const why = buildNeeded(distDir);
  if (why && (build || !existsSync(path.join(distDir, "BUILD_ID")))) {
    if (!build) throw new Error(`no build in ${distDir}: run \`npx next build\` first`);
    log(`Building the site: ${why}.`);
    run("npx", ["next", "build"], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: path.relative(ROOT, distDir) } });
  }
  const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  const { allPages } = await jiti.import(path.join(ROOT, "src/lib/content/pages.ts"));
  const { files } = await jiti.import(path.join(ROOT, "src/config/routes.ts"));

  // A private folder: configuration and runtime includes (the secret), 0600, the starter's;
  // static files; cache/ and tmp/, the only folders nginx's workers own; logs, 0600.
  folder = edgeFolder(options.dir ?? settings.EDGE_DIR, port);
  const { dir } = folder;
  // Started by root, the workers (and the origins) must pass through it to their own folders;
  // they list nothing in it, and every folder in it is closed to them but theirs and www/.
  chmodSync(dir, root ? 0o711 : 0o700);
  for (const sub of ["runtime", "logs", "cache", "tmp"]) mkdirSync(path.join(dir, sub), { mode: 0o700 });
  if (workerUser) {
    for (const sub of ["cache", "tmp"]) chownTree(path.join(dir, sub), workerUser);
    // nginx's workers open the logs again by name when they are rotated (USR1).
    chmodSync(path.join(dir, "logs"), 0o711);
  }
  for (const name of ["access.log", "error.log"]) writeFileSync(path.join(dir, "logs", name), "", { mode: 0o600 });
  const compressed = copyStatic(distDir, path.join(dir, "www"));
  const originPorts = Array.from({ length: originCount }, (_, index) => port + 1 + index);
  const secret = randomBytes(24).toString("base64url");
  /** Where the lead secret is kept: beside the passwords of the edge's own PostgreSQL (below). */
  let leadsSecretPath = null;
  // The address "localhost" binds to here (as Node resolves it when the origins listen).
  const loopback = await lookup("localhost");
  const originHost = loopback.family === 6 ? `[${loopback.address}]` : loopback.address;
  const includes = runtimeIncludes({
    listen: `${host}:${port}`,
    originHost,
    originPorts,
    buildId,
    secret,
    pages: [...allPages(), ...files.filter((file) => !file.includes("["))],
    gaEnabled: Boolean(settings.NEXT_PUBLIC_GA_ID),
    // The sockets of the compressing servers inside the edge: tmp/ is nginx's workers' own.
    socketDir: path.join(dir, "tmp"),
    modules: { brotliFilter: existsSync(optionalModules.brotliFilter), brotliStatic: existsSync(optionalModules.brotliStatic) },
    user: workerUser?.name ?? null,
    trustedProxies: proxies,
    serverNames: names,
    limits,
  });
  for (const [name, text] of Object.entries(includes)) writeFileSync(path.join(dir, "runtime", name), `${text}\n`, { mode: 0o600 });
  writeFileSync(path.join(dir, "nginx.conf"), readFileSync(CONFIG), { mode: 0o600 });

  // Started by root, the origins serve a copy of the build that their user owns, alone: what they
  // write (Next's cache, the pages renewed in the background) goes there, and nowhere else. Next
  // serves a build from inside the project only: .next-origins-<port>/, removed at the stop.
  let servedDist = distDir;
  if (originUser) {
    originDir = path.join(ROOT, `.next-origins-${port}`);
    removeTree(originDir);
    // Root's folder, which the origins' user crosses (0711): its home and the build inside.
    mkdirSync(originDir, { mode: 0o711 });
    chmodSync(originDir, 0o711);
    mkdirSync(path.join(originDir, "home"), { mode: 0o700 });
    lchownSync(path.join(originDir, "home"), originUser.uid, originUser.gid);
    servedDist = path.join(originDir, "build");
    originBuild(distDir, servedDist, originUser);
  }
  if (!options.quiet)
    log(
      `${dir}: build ${buildId}, ${compressed} static files compressed ahead; answers ${names.join(", ")}` +
        `${proxies.length ? `; trusts X-Forwarded-For from ${proxies.join(", ")}` : ""}` +
        `${originUser ? `; origins run as ${originUser.name}, nginx's workers as ${workerUser?.name}` : ""}.`,
    );

  // The origins share one lead database (docs/leads.md): PGlite serves one process only, so
  // without DATABASE_URL the edge runs a PostgreSQL server of its own, its data in data/postgres,
  // where they log in with a password as a role that owns the site's database and nothing else.
  let databaseUrl = settings.DATABASE_URL;
  if (!databaseUrl) {
    goingOn();
    const { siteDatabase, startPostgres } = await import("./postgres.mjs");
    const postgresDir = path.resolve(ROOT, settings.EDGE_POSTGRES_DIR || path.join("data", "postgres"));
    const dataDir = path.join(ROOT, "data");
    if (postgresDir.startsWith(`${dataDir}${path.sep}`)) {
      // data/ is closed to others; started by root, PostgreSQL's own user passes through it.
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const postgresOwner = root ? account("postgres") : null;
      if (postgresOwner) chownSync(dataDir, 0, postgresOwner.gid);
      chmodSync(dataDir, postgresOwner ? 0o710 : 0o700);
    }
    const starting = startPostgres(postgresDir).then((started) => {
      if (started.started) ownPostgres = postgresDir;
      return started;
    });
    postgresStarting = starting;
    const started = await starting;
    postgresStarting = null;
    databaseUrl = siteDatabase(postgresDir, started.url, site.handle);
    leadsSecretPath = path.join(postgresDir, leadsSecretFile);
    if (!options.quiet)
      log(
        `Leads: PostgreSQL in ${path.relative(ROOT, postgresDir) || postgresDir}, port ${new URL(databaseUrl).port}, role and database ${site.handle} ` +
          `(its password in ${path.join(path.relative(ROOT, postgresDir) || postgresDir, `${site.handle}.password`)}); set DATABASE_URL to use another server.`,
      );
  }

  // One lead secret for every origin: a challenge one makes, another checks (docs/leads.md).
  const { secret: leadsSecret, source: leadsSecretSource } = leadSecret(settings, leadsSecretPath);
  if (!options.quiet && leadsSecretSource === "created")
    log(`Leads: a new LEADS_SECRET, kept in ${path.relative(ROOT, leadsSecretPath) || leadsSecretPath} (0600) for the next starts.`);
  if (!options.quiet && leadsSecretSource === "drawn")
    log(
      "Leads: LEADS_SECRET is not set: one drawn for this start only (the rate-limit counters and challenges start again at the next, and leads:erase cannot find a contact's counter); set it to keep one.",
    );

  /** Starts (or starts again) one origin. */
  const startOrigin = (originPort) => {
    goingOn();
    const name = `origin ${originPort}`;
    // Their files private to them (umask 077).
    const child = withUmask(0o077, () =>
      spawn(
        process.execPath,
        // Bound to loopback by the name "localhost": Next takes a rewrite to any other spelling of its
        // own address (127.0.0.1 included) for another site, and would proxy every page to it.
        [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(originPort), "-H", "localhost"],
        {
          cwd: ROOT,
          env: {
            ...originEnvironment({ ...process.env, ...options.env }, Boolean(originUser)),
            NODE_ENV: "production",
            NEXT_TELEMETRY_DISABLED: "1",
            NEXT_DIST_DIR: path.relative(ROOT, servedDist),
            DATABASE_URL: databaseUrl,
            // One secret for every origin: a challenge one makes, another checks (docs/leads.md).
            LEADS_SECRET: leadsSecret,
            [edgeSecretEnv]: secret,
            ...(originDir && originUser ? { HOME: path.join(originDir, "home"), USER: originUser.name, LOGNAME: originUser.name } : {}),
          },
          ...(originUser ? { uid: originUser.uid, gid: originUser.gid } : {}),
          stdio: ["ignore", "ignore", "inherit"],
          // Its own process group: a Ctrl-C or a group kill reaches this script alone, which stops
          // each child in order (nginx first, gracefully), by id.
          detached: true,
        },
      ),
    );
    children.set(name, child);
    exits.delete(name);
    child.once("exit", (code, signal) => {
      exits.set(name, signal ?? `exit ${code}`);
      if (stopping) return;
      log(`${name} stopped (${signal ?? `exit ${code}`}): starting it again in 1 s.`);
      setTimeout(() => !stopping && startOrigin(originPort), 1_000).unref();
    });
  };

  // Should this script end without stopping them (an uncaught error), its children end with it.
  process.once("exit", () => {
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  const nginxArgs = ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "logs/error.log")];
  // The address to reach nginx on, and a host name it answers to.
  const address = ["0.0.0.0", "*", ""].includes(host)
    ? "127.0.0.1"
    : host === "::" || host === "[::]"
      ? "::1"
      : host.replace(/^\[(.*)\]$/, "$1");
  // A wildcard alone (`*.example.com`) answers any name under it: ask as `www.` under it.
  const hostName = names.find((name) => !name.startsWith("*")) ?? names[0].replace(/^\*\./, "www.");

  try {
    for (const originPort of originPorts) startOrigin(originPort);
    for (const originPort of originPorts)
      await waitFor(
        `origin ${originPort}`,
        () => fetch(`http://${originHost}:${originPort}/robots.txt`, { signal: AbortSignal.timeout(5_000), redirect: "manual" }),
        () => exits.get(`origin ${originPort}`),
      );

    goingOn();
    // What nginx creates (logs reopened, cache files) is private to its user (umask 077).
    const check = withUmask(0o077, () => spawnSync(NGINX, ["-t", "-q", ...nginxArgs], { encoding: "utf8" }));
    if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${check.stderr}`);
    const nginx = withUmask(0o077, () =>
      spawn(NGINX, [...nginxArgs, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"], detached: true }),
    );
    children.set("nginx", nginx);
    nginx.once("exit", (code, signal) => {
      exits.set("nginx", signal ?? `exit ${code}`);
      if (!stopping) log(`nginx stopped (${signal ?? `exit ${code}`}); see ${path.join(dir, "logs/error.log")}.`);
    });
    const url = `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
    await waitFor(
      url,
      () => edgeGet(address, port, hostName, "/robots.txt"),
      () => exits.get("nginx"),
    );
    // The origins must trust the edge (the secret) and mark pages for it: else every page would
    // go through to them, uncached. A build older than this code is the usual cause.
    await edgeGet(address, port, hostName, "/");
    const second = (await edgeGet(address, port, hostName, "/")).cache;
    if (second !== "HIT")
      throw new Error(
        `the edge does not cache pages (a second request was ${second}): is the build (${buildId}) older than the code? Build again.`,
      );

    // The logs hold visitors' addresses: rotated daily and at EDGE_LOG_MAX_MB, EDGE_LOG_KEEP kept;
    // nginx opens them again on USR1.
    let rotated = Date.now();
    const logs = ["access.log", "error.log"].map((name) => path.join(dir, "logs", name));
    const size = (file) => (existsSync(file) ? statSync(file).size : 0);
    logTimer = setInterval(() => {
      if (stopping || nginx.exitCode !== null) return;
      const due =
        logs.some((file) => size(file) >= logMaxBytes) || (Date.now() - rotated >= 86_400_000 && logs.some((file) => size(file) > 0));
      if (!due) return;
      for (const file of logs) rotateFile(file, logKeep);
      rotated = Date.now();
      nginx.kill("SIGUSR1");
    }, logCheckMs).unref();

    // The edge's own PostgreSQL is watched as the origins are: should it die (killed, out of
    // memory), it is started again, and the origins with it when its address changed; should it
    // not start, the edge stops with the reason rather than answer every lead with a 503.
    if (ownPostgres) {
      const postgresDir = ownPostgres;
      let restarting = false;
      let failures = 0;
      postgresTimer = setInterval(async () => {
        if (stopping || restarting || postmasterRunning(postgresDir)) return;
        restarting = true;
        log(`PostgreSQL in ${path.relative(ROOT, postgresDir) || postgresDir} stopped: starting it again.`);
        try {
          const { siteDatabase, startPostgres } = await import("./postgres.mjs");
          const started = await startPostgres(postgresDir);
          const url = siteDatabase(postgresDir, started.url, site.handle);
          if (stopping) return;
          if (url !== databaseUrl) {
            // A new port: each origin in turn is started again with it (their exit handler does).
            databaseUrl = url;
            for (const originPort of originPorts) {
              const child = children.get(`origin ${originPort}`);
              const gone =
                child && child.exitCode === null && child.signalCode === null
                  ? new Promise((resolve) => child.once("exit", resolve))
                  : null;
              child?.kill("SIGTERM");
              await gone;
              await waitFor(
                `origin ${originPort}`,
                () => fetch(`http://${originHost}:${originPort}/robots.txt`, { signal: AbortSignal.timeout(5_000), redirect: "manual" }),
                () => null,
              );
            }
          }
          failures = 0;
          log(`PostgreSQL in ${path.relative(ROOT, postgresDir) || postgresDir} runs again (port ${new URL(url).port}).`);
        } catch (error) {
          // Its old processes may hold its shared memory a moment longer: tried again, five times.
          if (++failures < 5) {
            log(`PostgreSQL did not start again (${error instanceof Error ? error.message.split("\n")[0] : error}): trying again.`);
            return;
          }
          log(
            `ERROR: PostgreSQL in ${path.relative(ROOT, postgresDir) || postgresDir} stopped and could not be started again ` +
              `(${error instanceof Error ? error.message : error}); see its server.log. Stopping the edge.`,
          );
          await stop();
          if (options.signals?.length) process.exit(1);
        } finally {
          restarting = false;
        }
      }, postgresCheckMs);
      postgresTimer.unref();
    }

    return {
      url,
      dir,
      originPorts,
      pids: () => ({ nginx: children.get("nginx")?.pid, origins: originPorts.map((p) => children.get(`origin ${p}`)?.pid) }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Writes deploy/nginx/nginx.conf from the site's configuration (`npm run edge:config`). */
async function writeConfig() {
  const { nginxConfig } = await (await loadSite()).import(path.join(ROOT, "src/edge/nginx.ts"));
  mkdirSync(path.dirname(CONFIG), { recursive: true });
  writeFileSync(CONFIG, nginxConfig());
  log(`Wrote ${path.relative(ROOT, CONFIG)}.`);
}

// The command line.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv[2] === "config") {
  await writeConfig();
} else if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.env.SANDBOX_WEBHOOKS_ALLOW_LOOPBACK !== undefined &&
  process.env.npm_lifecycle_event === "serve:edge"
) {
  // The tests' loopback webhook receiver, never let in by a production start (loopbackRefusal in
  // src/lib/sandbox/webhooks/address.ts; the origins, started by root, are not told npm's script).
  log("ERROR: SANDBOX_WEBHOOKS_ALLOW_LOOPBACK is set: only the browser tests' servers may use it; unset it to run npm run serve:edge");
  process.exit(1);
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startEdge({ signals: ["SIGINT", "SIGTERM"] }).then(
    (edge) => {
      log(`Serving ${edge.url} (nginx, ${edge.originPorts.length} origins on ports ${edge.originPorts.join(", ")}). Ctrl-C stops.`);
    },
    (error) => {
      // A start cut short by a signal: its handler ends the process once everything has stopped.
      if (exitingOnSignal) return;
      log(`ERROR: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
