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
/** The build with analytics configured (NEXT_PUBLIC_GA_ID) that GA_PORT serves (scripts/test-world.sh builds it). */
export const GA_DIST_DIR = process.env.E2E_GA_DIST_DIR || ".next-ga";
export const DIRECT_URL = `http://localhost:${PORT}`;
export const GA_URL = `http://localhost:${GA_PORT}`;
export const EDGE_URL = `http://localhost:${EDGE_PORT}`;
/**
 * A name the edge also answers, over plain HTTP, which the browser is told is 127.0.0.1
 * (Chromium's `--host-resolver-rules`): not localhost, so not a secure context (no WebCrypto),
 * as a site served over plain HTTP under its own name (review I10, lead-forms.spec.ts).
 */
export const PLAIN_HTTP_NAME = "cirta.test";
export const PLAIN_HTTP_URL = `http://${PLAIN_HTTP_NAME}:${EDGE_PORT}`;
/**
 * The edge's folder (nginx's prefix: its cache, logs and configuration), inside the project's
 * ignored `.edge/`: the edge refuses a folder of another user's, and a shared /tmp can hold one
 * left by an older run or made by someone else.
 */
export const EDGE_DIR = process.env.E2E_EDGE_DIR || edgeDir(EDGE_PORT);

/** The folder of an edge the tests start on `port`. */
export function edgeDir(port: number): string {
  return path.join(process.cwd(), ".edge", `e2e-${port}`);
}

/**
 * The team's mail server (tests/e2e/mail-catcher.mjs): the edge's origins send lead notifications
 * to it. PORT + 20 to + 22, and PORT + 40 to + 42, are edge-serve.spec.ts's own edges.
 */
export const SMTP_PORT = PORT + 30;
/**
 * The tests' webhook receivers (tests/support/webhook-receiver.ts), one a test (two run side by
 * side): the only loopback host:ports the servers' SANDBOX_WEBHOOKS_ALLOW_LOOPBACK lets the
 * sandbox send to (red team 4, R4-7).
 */
export const WEBHOOK_RECEIVER_PORTS = [PORT + 50, PORT + 51] as const;
export const WEBHOOK_RECEIVERS = WEBHOOK_RECEIVER_PORTS.map((port) => `127.0.0.1:${port}`).join(",");
/** Where it writes each message it receives (`<time>-<n>.eml`). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR || path.join(os.tmpdir(), `site-mail-${SMTP_PORT}`);
/** The embedded lead databases of the servers that run alone (the edge's origins share PostgreSQL). */
export const LEADS_DIR = process.env.E2E_LEADS_DIR || path.join(os.tmpdir(), `site-leads-${PORT}`);
