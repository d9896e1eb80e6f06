import os from "node:os";
import path from "node:path";

/**
 * The servers the end-to-end tests run against (started by playwright.config.ts):
 * - the site alone (`next start`), as `npm run serve` runs it;
 * - the same build with NEXT_PUBLIC_GA_ID set, for the analytics specs;
 * - the edge, as `npm run serve:edge` runs it: nginx in front of two `next start` processes
 *   (SPEC 9). Every spec runs through it; the specs of `directSpecs` run against the site alone too.
 */
export const PORT = Number(process.env.E2E_PORT || 3100);
export const GA_PORT = PORT + 1;
/** nginx; its origins listen on the next two ports. */
export const EDGE_PORT = PORT + 10;
export const DIRECT_URL = `http://localhost:${PORT}`;
export const GA_URL = `http://localhost:${GA_PORT}`;
export const EDGE_URL = `http://localhost:${EDGE_PORT}`;
/** The edge's folder (nginx's prefix: its cache, logs and configuration). */
export const EDGE_DIR = process.env.E2E_EDGE_DIR || path.join(os.tmpdir(), `site-edge-${EDGE_PORT}`);
