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
  /** Keys the /64s of one IPv6 /48 may create per hour together (red team S1: a /48 holds 65,536 /64s). */
  keysPerHourPer48: 30,
  keysPerHourUnknown: 100,
  /**
   * Unexpired keys the whole sandbox holds (red team S1): past it, POST /sandbox/keys answers 503
   * until keys expire. With `bytesPerKey`, a global bound on what the sandbox stores in the site's
   * database: 1,000 keys × about 1.3 MiB of JSON, plus the rows' own cost (docs/developer-section.md,
   * "Sandbox", gives the measured worst case).
   */
  liveKeys: 1000,
  /**
   * Unexpired keys one network may hold (an IPv4 address, or an IPv6 /48 with all its /64s): past
   * it, key requests from there get 429 until one expires, so that no one network takes all of
   * `liveKeys` (red team S1).
   */
  liveKeysPerNetwork: 50,
  /** Objects one key may hold (customers, checkouts, top-ups... together): past it, a create is refused with 403. */
  objectsPerKey: 1000,
  /**
   * Bytes one key may store, as JSON text, its objects and its idempotency records together (red
   * team S1): a create that would take the key past it is refused with the same 403. With the
   * documents' `maxLength`s, an update can still grow a key by a few hundred bytes an object (a
   * payment link's name, up to 256): at most about 1.3 MiB of JSON a key.
   */
  bytesPerKey: 1024 * 1024,
  /** Requests per second per key: the documents' test-mode rate. */
  requestsPerKeyPerSecond: rateLimits.test,
  /** Requests per minute per client address, whatever the key. */
  requestsPerAddressPerMinute: 600,
  /** The most characters a webhook endpoint's URL may have (the API's check and the webhooks page's field). */
  webhookUrlLength: 2048,
  /** Webhook endpoints one key may register (issue 42, point 4): past it, 403. */
  webhookEndpointsPerKey: 5,
  /** Webhook deliveries one key keeps, with their attempts: the oldest go when a new one is queued. */
  webhookDeliveriesPerKey: 200,
  /**
   * Requests with an unknown or expired key one client address may send a minute (red team 4,
   * R4-4): past it, its requests get 429 with no key looked up. They spend none of the process's
   * bucket (PGlite) in any case: only a valid key's request takes a token. Counted while a key is
   * looked up, so above a key's documented burst (25 at once).
   */
  invalidKeysPerAddressPerMinute: 60,
  /**
   * The hosted forms' ids that lead to no work (unknown, or a closed checkout's, an inactive link's)
   * the /64s of one IPv6 /48 may send together a minute (red team 8, RT8-C): four addresses' worth of
   * `invalidKeysPerAddressPerMinute`, as `requestsPer48PerMinute` is of the per-address count.
   */
  invalidIdsPer48PerMinute: 240,
  /** Requests per minute of the /64s of one IPv6 /48 together (red team 3, R3-4): four addresses' worth. */
  requestsPer48PerMinute: 2400,
  /**
   * Hours after its creation that a checkout's hosted page shows it (red team 3, R3-3: a stranger's
   * text and button on the site's origin); then the page answers 404 as for an unknown id. A
   * checkout is open an hour at most.
   */
  checkoutPageHours: 24,
  /**
   * Hours after its creation that a payment link's page shows the link's name, and that its Pay
   * puts the name in a new checkout's metadata (red team 5, RT5-4: anyone's 256 characters as the
   * page's heading on the site's origin for as long as the key lives); then the page's heading is
   * its own. The page itself stays: a link is shared for as long as it takes payments.
   */
  linkNameHours: 24,
  /**
   * Checkouts made by a key's links' pages (their keyless Pay) that the key holds at once (red team
   * 5, RT5-1: anyone with a link's URL could fill its key). To make room for a new one, the oldest
   * of them that ended unpaid (expired, failed), or was paid more than `linkCheckoutPaidHours` ago,
   * is deleted; while all are open or recently paid, Pay creates none, and the page says so (red
   * team 6b, RT6B-2: paid ones held every link of the key for good).
   */
  linkCheckoutsPerKey: 20,
  /** Hours after its creation that a paid checkout of a link's page keeps its place among `linkCheckoutsPerKey`. */
  linkCheckoutPaidHours: 24,
  /**
   * The most bytes one checkout a link's page makes stores (a name of 256 characters, escaped, and
   * three of the site's URLs, settled), with room: a link's Pay creates nothing once the key has
   * less than `linkCheckoutsPerKey` of them, or as many objects, left of its budget, so that its
   * links' pages never take the key to its limit: the rest is the owner's API requests'.
   */
  linkCheckoutBytes: 3072,
  /** Pays one client address may make a minute on links' pages (their form takes no key): past it, the page says to wait. */
  linkPaysPerAddressPerMinute: 10,
  /** Every client whose address is unknown counts as one address. The /64s of an IPv6 /48 together: */
  linkPaysPer48PerMinute: 40,
  /** Bytes of a request body: past it, 413. */
  bodyBytes: 16 * 1024,
} as const;

/**
 * What the sandbox may take of the site's process (red team 3, R3-1 and R3-2; src/lib/sandbox/gate.ts;
 * docs/developer-section.md, "Sandbox"). PostgreSQL: 4 of the pool's 8 connections
 * (src/db/client.ts), 64 requests waiting behind them; the other 4 are the pages' and the lead
 * forms'. PGlite, whose queries run on the main thread: one request at a time, a new turn of the
 * event loop between two, and 10 requests a second for the whole process (a burst of 10), of which
 * one key, and one client's network, take at most half (`share`, red team 5, RT5-2: one key at its
 * documented rate took all of it): the measurement that chose them is in the docs.
 */
export const sandboxProcessBudgets = {
  postgres: { inFlight: 4, queue: 64 },
  pglite: { inFlight: 1, queue: 16, perSecond: 10, burst: 10, yieldBetween: true, share: 0.5 },
} as const;

/** The edge's bound on a sandbox body, twice the origin's: between the two, the origin answers its own 413. */
export const sandboxEdgeBodyBytes = 2 * sandboxLimits.bodyBytes;
