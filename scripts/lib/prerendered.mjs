// Checks that a build pre-rendered every path of a list (src/lib/test-prerender.ts): the build with
// analytics pre-renders only the pages its specs load, and a listed page it did not pre-render would
// be rendered on demand, with a policy that allows none of its inline scripts.
//
//   node scripts/lib/prerendered.mjs <build folder> <list>
import { readFileSync } from "node:fs";
import path from "node:path";

/** The listed paths that the build's prerender manifest lacks. */
export function missingPaths(distDir, listFile) {
  const routes = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")).routes;
  return Object.keys(JSON.parse(readFileSync(listFile, "utf8")).paths).filter((listed) => !(listed in routes));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir, listFile] = process.argv.slice(2);
  if (!distDir || !listFile) {
    console.error("usage: node scripts/lib/prerendered.mjs <build folder> <list>");
    process.exit(2);
  }
  const missing = missingPaths(distDir, listFile);
  const routes = Object.keys(JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")).routes).length;
  if (missing.length) {
    console.error(`${distDir} did not pre-render these paths of ${listFile}:\n  ${missing.join("\n  ")}`);
    process.exit(1);
  }
  console.error(`${distDir}: every path of ${listFile} is pre-rendered (${routes} routes in all).`);
}
