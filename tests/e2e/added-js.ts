import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { GA_DIST_DIR } from "./servers";

/**
 * Issue 41's "6 KB of JavaScript (gzip) added to a page", counted one way (docs/consent-and-vitals.md,
 * "What it costs"): on a first visit with analytics configured, the chunks the page loads for the
 * consent gate, the prompt and the Web Vitals code, each gzipped at level 9 and summed. Level 9 is
 * what the edge stores beside every hashed file and sends to a client that takes gzip
 * (scripts/edge.mjs; `next start` alone compresses at zlib's level 6, a few bytes more).
 *
 * Which chunks: the chunk that holds the code of `Analytics` (the gate) and of `WebVitals` (their
 * own, the last of their chunks in the build's client reference manifest: the others are React and
 * the framework, which every page loads anyway), and every chunk those name for their dynamic
 * imports (the prompt with the vitals code, Google's part, the deletion of Google's cookies), and so
 * on, that the page really requested. Google's part is named but not requested before a yes, nor
 * the deletion before a no; in a build with analytics the gate starts the vitals code itself
 * (WebVitals is a module that renders nothing there, with no chunk).
 */
export const addedJsBudget = 6144;

const featureModules = ["src/components/providers/analytics.tsx", "src/components/providers/web-vitals.tsx"];

/** The chunk with each feature module's own code, from any page's client reference manifest (the layout's components are in every one). */
function ownChunks(): string[] {
  const dir = path.join(GA_DIST_DIR, "server/app/[lang]/[region]");
  const manifest = readdirSync(dir, { recursive: true, encoding: "utf8" }).find((file) => file.endsWith("page_client-reference-manifest.js"));
  if (!manifest) throw new Error(`no client reference manifest under ${dir}`);
  const text = readFileSync(path.join(dir, manifest), "utf8");
  const chunks = featureModules.flatMap((module) => {
    const match = text.match(new RegExp(`"\\[project\\]/${module.replaceAll(".", "\\.")}[^"]*":\\{[^}]*"chunks":\\[([^\\]]*)\\]`));
    return match?.[1]?.split(",").at(-1)?.replaceAll('"', "") || [];
  });
  if (!chunks.length) throw new Error(`neither ${featureModules.join(" nor ")} is in ${manifest}`);
  return chunks;
}

const body = (chunk: string) => readFileSync(path.join(GA_DIST_DIR, chunk.replace(/^\/_next\//, "")));

/** Records the scripts a page requests (call before its first navigation). */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The counted chunks of a page that requested `requested`, with their gzip (level 9) sizes, and their sum. */
export function addedJs(requested: Set<string>): { chunks: Record<string, number>; total: number } {
  const chunks: Record<string, number> = {};
  const queue = ownChunks();
  while (queue.length) {
    const chunk = queue.shift()!;
    if (chunk in chunks || !requested.has(chunk)) continue;
    const code = body(chunk);
    chunks[chunk] = gzipSync(code, { level: 9 }).length;
    for (const match of code.toString("utf8").matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) queue.push(`/_next/${match[1]}`);
  }
  return { chunks, total: Object.values(chunks).reduce((sum, size) => sum + size, 0) };
}

/** Whether one of the counted chunks (addedJs) contains `text`: what the count covers, checked. */
export function countedChunkWith(added: { chunks: Record<string, number> }, text: string): boolean {
  return Object.keys(added.chunks).some((chunk) => body(chunk).toString("utf8").includes(text));
}

/** Whether the page requested a chunk of the build whose code contains `text` (to wait for a lazily loaded one). */
export function requestedChunkWith(requested: Set<string>, text: string): boolean {
  return [...requested].some((script) => script.startsWith("/_next/static/chunks/") && body(script).toString("utf8").includes(text));
}
