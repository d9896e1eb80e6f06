#!/usr/bin/env node
// The by-hand tools live in packages of their own under tools/, installed on first use, so that
// neither `npm test` nor `npm run serve` installs them (docs/testing.md, "By-hand tools"):
//   tools/bench     Lighthouse (`npm run bench`);
//   tools/mutation  Stryker and its Vitest runner (`npm run test:mutation`).
// They were a quarter of the project's install (docs/testing.md, "Time"). Both run under the project's Node 22
// (the platform's `node` package, an optional dependency of the project: every npm script runs under it).
//
//   node scripts/tools.mjs <kit>                 install the kit if its lockfile changed
//   node scripts/tools.mjs <kit> <bin> [args...] then run one of its commands, from the project root
//
// A kit is installed with `npm ci` from its own lockfile (exact versions, as at the root), and
// reinstalled when that lockfile changes: the hash of the lockfile it was installed from is kept
// in its node_modules. Peers are not installed (tools/<kit>/.npmrc): Stryker's Vitest runner uses
// the project's own Vitest, found above it. A kit's commands run under the project's Node 22, as
// npm scripts do, even when this script was started with another Node.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const KITS = ["bench", "mutation"];
const STAMP = ".installed-from-lock";

/** The folder of a kit. */
export function kitDir(kit, root = ROOT) {
  if (!KITS.includes(kit)) throw new Error(`unknown tool kit "${kit}" (one of: ${KITS.join(", ")})`);
  return path.join(root, "tools", kit);
}

function lockHash(dir) {
  return createHash("sha256")
    .update(readFileSync(path.join(dir, "package-lock.json")))
    .digest("hex");
}

/** Whether the kit in `dir` must be installed: never installed, or installed from another lockfile. */
export function needsInstall(dir) {
  const stamp = path.join(dir, "node_modules", STAMP);
  return !existsSync(stamp) || readFileSync(stamp, "utf8").trim() !== lockHash(dir);
}

/** Installs the kit when needed (`npm ci` in its folder); returns its folder. */
export function ensureKit(kit, { root = ROOT, log = (message) => process.stderr.write(`${message}\n`) } = {}) {
  const dir = kitDir(kit, root);
  if (!needsInstall(dir)) return dir;
  log(`Installing the ${kit} tools (tools/${kit}, first use or a changed lockfile)...`);
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`npm ci in tools/${kit} failed (exit ${result.status ?? result.signal})`);
  mkdirSync(path.join(dir, "node_modules"), { recursive: true });
  writeFileSync(path.join(dir, "node_modules", STAMP), `${lockHash(dir)}\n`);
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [kit, bin, ...args] = process.argv.slice(2);
  if (!kit) {
    process.stderr.write(`usage: node scripts/tools.mjs <${KITS.join("|")}> [command args...]\n`);
    process.exit(2);
  }
  let dir;
  try {
    dir = ensureKit(kit);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exit(2);
  }
  if (bin) {
    const command = path.join(dir, "node_modules", ".bin", bin);
    if (!existsSync(command)) {
      process.stderr.write(`no command "${bin}" in tools/${kit}\n`);
      process.exit(2);
    }
    const projectNode = path.join(ROOT, "node_modules", ".bin");
    const env = { ...process.env, PATH: `${projectNode}${path.delimiter}${process.env.PATH ?? ""}` };
    const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
    process.exit(result.status ?? 1);
  }
}
