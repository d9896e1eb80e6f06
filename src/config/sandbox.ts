import { rateLimits } from "@/data/developer-api";

/**
 * The sandbox's bounds (SPEC 12, docs/developer-section.md, "Sandbox"): what one key and one
 * client may do, counted by src/lib/sandbox/limits.ts, and the edge's body bound (src/edge/nginx.ts).
 */
export const sandboxLimits = {
  /** A key expires this many days after its last use. */
  keyLifetimeDays: 30,
  /** Keys one client address may create per hour; clients whose address is unknown share one count of `keysPerHourUnknown`. */
  keysPerHour: 10,
  keysPerHourUnknown: 100,
  /**
   * Unexpired keys the whole sandbox holds (red team S1): past it, POST /sandbox/keys answers 503
   * until keys expire. A global bound on what the sandbox stores in the site's database, at most
   * `liveKeys` × `objectsPerKey` objects (each of at most `bodyBytes`, twice with its idempotency
   * record): 1,000 × 1,000 × 32 KiB, 32 GiB at the very worst, with keys filled to the byte.
   */
  liveKeys: 1000,
  /** Objects one key may hold (customers, checkouts, top-ups... together): past it, a create is refused with 403. */
  objectsPerKey: 1000,
  /** Requests per second per key: the documents' test-mode rate. */
  requestsPerKeyPerSecond: rateLimits.test,
  /** Requests per minute per client address, whatever the key. */
  requestsPerAddressPerMinute: 600,
  /** Bytes of a request body: past it, 413. */
  bodyBytes: 16 * 1024,
} as const;

/** The edge's bound on a sandbox body, twice the origin's: between the two, the origin answers its own 413. */
export const sandboxEdgeBodyBytes = 2 * sandboxLimits.bodyBytes;
