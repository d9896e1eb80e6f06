// The latest figures of each benchmark live in docs/performance.md, in a block of their own that
// the benchmark writes when it ends (git keeps the earlier ones):
//
//   <!-- figures:load -->
//   ...replaced on every run...
//   <!-- /figures:load -->
//
// `--no-docs` leaves the file alone (a run on a few pages, a try).

import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FIGURES_FILE = "docs/performance.md";

/** One line saying what ran, when, on which commit and machine. */
export function figuresHeading(command, startedAt = new Date()) {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: ROOT, encoding: "utf8" }).trim();
    if (dirty) commit += " with uncommitted changes";
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
  const when = startedAt.toISOString().slice(0, 16).replace("T", " at ");
  return `\`${command}\` on ${when} UTC, commit ${commit}, ${os.availableParallelism()} cores.`;
}

/**
 * Replaces the block `name` of docs/performance.md with `markdown`. Throws when the block is
 * missing: a benchmark's figures never land somewhere nobody reads.
 */
export async function writeFigures(name, markdown, file = path.join(ROOT, FIGURES_FILE)) {
  const text = await readFile(file, "utf8");
  const start = `<!-- figures:${name} -->`;
  const end = `<!-- /figures:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path.relative(ROOT, file)} has no block ${start} ... ${end}`);
  await writeFile(file, `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`);
}
