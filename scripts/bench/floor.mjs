// The framework floor: a throwaway, minimal Next.js app (a layout and a page with
// one <p>), built with this project's own `next`, so the benchmark can tell the
// JavaScript every Next 16 page pays from the JavaScript the site adds.
//
// The app lives in a temp directory whose `node_modules` is a symlink to this
// project's. Turbopack refuses to resolve `next` through a symlink that leaves its
// root, so the app sets `turbopack.root` to a directory containing both the temp
// app and this project. Turbopack is tried first because `next build` (the site's
// build) uses it, so both sides of the comparison come from the same bundler; if
// that fails, webpack (which follows symlinks) is the fallback.

import { mkdir, mkdtemp, realpath, rm, symlink, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runCommand, tail } from "./processes.mjs";

const LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html>
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return <p>Framework floor</p>;
}
`;

/**
 * The deepest directory that contains both paths ("/" in the worst case).
 *
 * @param {string} a
 * @param {string} b
 * @returns {string}
 */
function commonAncestor(a, b) {
  const partsA = path.resolve(a).split(path.sep);
  const partsB = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < partsA.length && i < partsB.length && partsA[i] === partsB[i]) i++;
  return partsA.slice(0, i).join(path.sep) || path.sep;
}

/**
 * Writes the minimal app into a new temp directory.
 *
 * @param {string} root this project's root (whose node_modules the app uses)
 * @returns {Promise<string>} the app's directory
 */
export async function createFloorApp(root) {
  // Real paths, because the bundler compares real paths (the temp dir may itself be a symlink).
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), "cirta-floor-")));
  await mkdir(path.join(dir, "app"));
  await writeFile(path.join(dir, "app/layout.tsx"), LAYOUT);
  await writeFile(path.join(dir, "app/page.tsx"), PAGE);
  await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "cirta-floor", private: true }, null, 2) + "\n");
  const nodeModules = await realpath(path.join(root, "node_modules"));
  // Turbopack only resolves inside its root; both roots below keep the file tracing quiet too.
  const bundlerRoot = commonAncestor(dir, nodeModules);
  await writeFile(
    path.join(dir, "next.config.mjs"),
    `export default ${JSON.stringify({ turbopack: { root: bundlerRoot }, outputFileTracingRoot: bundlerRoot }, null, 2)};\n`,
  );
  await symlink(nodeModules, path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Builds the floor app: Turbopack first, webpack as the fallback.
 *
 * @param {string} dir the app's directory
 * @returns {Promise<"turbopack" | "webpack">} the bundler that worked
 */
export async function buildFloorApp(dir) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  try {
    await runCommand("npx", ["next", "build"], { cwd: dir, env });
    return "turbopack";
  } catch (turbopackError) {
    process.stderr.write(`Floor app: Turbopack build failed, trying webpack.\n${tail(turbopackError.message, 8)}\n`);
    await rm(path.join(dir, ".next"), { recursive: true, force: true });
    await runCommand("npx", ["next", "build", "--webpack"], { cwd: dir, env });
    return "webpack";
  }
}

/**
 * Deletes the floor app. The node_modules symlink is removed first and by
 * itself, so nothing can ever recurse into this project's node_modules.
 *
 * @param {string | undefined} dir
 * @returns {Promise<void>}
 */
export async function removeFloorApp(dir) {
  if (!dir) return;
  await unlink(path.join(dir, "node_modules")).catch(() => {});
  await rm(dir, { recursive: true, force: true });
}
