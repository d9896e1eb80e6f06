// The floor: what a bare Next 16 page of the same content costs, built in the same
// run as the measurements, so every figure of the site can be read as a ratio to it.
//
// Exactly: a throwaway Next.js app (App Router, this project's own `next`, React and
// node_modules) with one route, `/`, statically pre-rendered. Its root layout is
// `<html lang="en"><body>` with the site home's <title> and meta description as
// metadata and the site's favicon.ico (without one, the browser's request for it
// logs a 404 in the console, which costs best-practices points the site does not
// lose); its page is one server component, `<main>` holding, as static markup
// (dangerouslySetInnerHTML), the inner HTML of the `<main>` that the site's `/` (the
// global site, in English, first visit) serves at the start of the run, with its
// <script>, <style>, <noscript> and <template> elements removed. No CSS at all (no
// Tailwind, no stylesheet), no web font, no client component, no provider, no proxy:
// only what Next itself sends for a static page (its runtime JavaScript and the RSC
// payload, which repeats the markup).
//
// The app lives in a temp directory whose `node_modules` is a symlink to this
// project's. Turbopack refuses to resolve `next` through a symlink that leaves its
// root, so the app sets `turbopack.root` to a directory containing both the temp
// app and this project. Turbopack is tried first because `next build` (the site's
// build) uses it, so both sides of the comparison come from the same bundler; if
// that fails, webpack (which follows symlinks) is the fallback.

import { copyFile, mkdir, mkdtemp, realpath, rm, symlink, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runCommand, tail } from "../lib/processes.mjs";

/**
 * The root layout: the document, its language and metadata, nothing else.
 *
 * @param {{ title: string, description: string }} content
 * @returns {string}
 */
function layoutSource({ title, description }) {
  return `import type { Metadata } from "next";

export const metadata: Metadata = { title: ${JSON.stringify(title)}, description: ${JSON.stringify(description)} };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
}

/**
 * The page: the home's markup inside <main>, rendered on the server only.
 *
 * @param {{ main: string }} content
 * @returns {string}
 */
function pageSource({ main }) {
  return `const MAIN = ${JSON.stringify(main)};

export default function Page() {
  return <main dangerouslySetInnerHTML={{ __html: MAIN }} />;
}
`;
}

/**
 * The floor's content from the HTML of the site's home: the inner HTML of its
 * <main> without the elements that would run code, style or defer content
 * (script, style, noscript, template), its <title> and meta description.
 * Entities are kept as served (the markup is re-served as is).
 *
 * @param {string} html
 * @returns {{ main: string, title: string, description: string }}
 */
export function floorContent(html) {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1];
  if (main === undefined) throw new Error("the site's home has no <main>");
  let inner = main;
  for (const tag of ["script", "style", "noscript", "template"]) {
    inner = inner.replace(new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?<\\/${tag}>`, "gi"), "");
  }
  const decode = (text) =>
    text
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&#39;", "'")
      .replaceAll("&amp;", "&");
  const title = decode(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "Floor");
  const description = decode(/<meta name="description" content="([^"]*)"/i.exec(html)?.[1] ?? "");
  return { main: inner, title, description };
}

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
 * Writes the floor app into a new temp directory.
 *
 * @param {string} root this project's root (whose node_modules the app uses)
 * @param {{ main: string, title: string, description: string }} content see floorContent
 * @returns {Promise<string>} the app's directory
 */
export async function createFloorApp(root, content) {
  // Real paths, because the bundler compares real paths (the temp dir may itself be a symlink).
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), "site-floor-")));
  await mkdir(path.join(dir, "app"));
  await writeFile(path.join(dir, "app/layout.tsx"), layoutSource(content));
  await writeFile(path.join(dir, "app/page.tsx"), pageSource(content));
  await copyFile(path.join(root, "src/app/favicon.ico"), path.join(dir, "app/favicon.ico"));
  await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "site-floor", private: true }, null, 2) + "\n");
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
