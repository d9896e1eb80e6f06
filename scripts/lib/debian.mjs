#!/usr/bin/env node
// Debian packages the project's scripts need (Chromium, faketime, nginx, PostgreSQL, wrk...),
// installed with apt-get when missing: the one place the scripts call apt-get. Needs no
// dependency, so that scripts/test-world.sh can call it before `npm ci`.
//
//   node scripts/lib/debian.mjs <package>...     apt-get install them (through sudo unless root)

import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Installs Debian packages with apt-get (through sudo unless root), after an `apt-get update`.
 *
 * @param {string[]} packages
 * @returns {boolean} whether apt-get installed them all
 */
export function aptInstall(packages) {
  if (!packages.length) return true;
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  process.stderr.write(`Installing ${packages.join(", ")} from Debian (apt-get)...\n`);
  apt(["update", "-qq"]);
  return apt(["install", "-y", "-qq", "--no-install-recommends", ...packages]).status === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(aptInstall(process.argv.slice(2)) ? 0 : 1);
}
