import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { site } from "@/config/site";
import { webhookRetryMinutes, webhookTimeoutSeconds } from "@/data/developer-api";
import type { Database } from "@/db/client";
import { sandboxKeys, sandboxWebhookAttempts, sandboxWebhookDeliveries, sandboxWebhookEndpoints } from "@/db/schema";
import { logLead } from "@/lib/leads/log";
import { SIGNATURE_HEADER } from "@/lib/openapi/verification";
import { newWindow, prefix48, windowCounter } from "../limits";
import { checkEndpoint, countedAddress, hostKey, LookupLimited, systemResolver, type Resolved, type Resolver } from "./address";
import {
  countedResolver,
  reservedLookup,
  sharedLookupCounter,
  sharedNetworkLookupCounter,
  sharedProcessLookupCounter,
  type NetworkLookupCounter,
} from "./lookups";

/*
 * The sandbox's webhook deliveries (issue 42, point 4; docs/developer-section.md, "Sandbox",
 * "Webhooks"), sent by the lead worker's rounds (src/lib/leads/worker.ts) with the lead outbox's
 * pattern: each due delivery is claimed with a lease, sent outside any transaction, then marked
 * delivered, or given its next attempt on the docs' retry schedule (`webhookRetryMinutes`), or
 * given up on after the last retry. Every attempt is recorded: its time, the status code or the
 * kind of error, its duration.
 */

/** How long a claimed delivery is left to its sender before another round may take it: past the 10 s timeout. */
export const webhookLeaseMs = 60_000;

/**
 * The most one attempt lasts, its lookup included (red team 4, R4-3): the lookup's deadline, the
 * request's timeout and a margin, well below the lease, so that no other process claims a delivery
 * still in flight, and a round ends within it whatever its endpoints' name servers do.
 */
export const webhookAttemptMs = 20_000;

/** The hex HMAC-SHA256 of the raw body, keyed with the endpoint's `whsec_` secret: the docs' `signature` header. */
export function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/**
 * When the attempt after `attempts` failed ones is due, counted from the failure: the docs' retry
 * schedule, one delay per retry; null after the last retry (given up on).
 */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const minutes = webhookRetryMinutes[attempts - 1];
  return minutes === undefined ? null : new Date(failedAt.getTime() + minutes * 60_000);
}

export type Outcome = { statusCode: number } | { error: string };

/**
 * The kind of a failed connection, as an attempt records it and the key reads it (red team 4,
 * R4-5): `timeout`, `tls_error`, `invalid_response` (not HTTP), else `connection_failed`, never
 * Node's own code (ECONNREFUSED, EHOSTUNREACH, ECONNRESET...), which would tell a key how a third
 * party's machine answers.
 */
export function errorKind(code: string | undefined): string {
  if (code === undefined) return "connection_failed";
  if (code === "timeout" || code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT") return "timeout";
  if (/^(ERR_TLS_|ERR_SSL_|EPROTO$|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_|HOSTNAME_MISMATCH)/.test(code)) return "tls_error";
  if (code.startsWith("HPE_")) return "invalid_response";
  return "connection_failed";
}

/**
 * POSTs a signed body to an endpoint, connecting to `address`, the one checked, whatever the name
 * would resolve to now (no second resolution). No redirect is followed (Node's client follows
 * none); the whole exchange is cut at `timeoutMs`; only the status code is read, the body is left.
 */
export function post(
  url: URL,
  address: Resolved,
  payload: string,
  secret: string,
  timeoutMs = webhookTimeoutSeconds * 1000,
): Promise<Outcome> {
  // Answered on the next tick, as a real lookup is: answered at once, a connect that fails at
  // once (ENETUNREACH) destroyed the socket inside `https.request`, which then threw (red team 4, R4-1).
  const pinned: LookupFunction = (_host, options, callback) =>
    process.nextTick(() => {
      // Node asks for every address when it may try several families (autoSelectFamily): the checked one only.
      if ((options as { all?: boolean }).all)
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address: address.address, family: address.family },
        ]);
      else callback(null, address.address, address.family);
    });
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let request: http.ClientRequest;
    try {
      request = client.request(url, {
        method: "POST",
        agent: false,
        lookup: pinned,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          "User-Agent": `${site.name}-Sandbox-Webhooks/1.0`,
          [SIGNATURE_HEADER]: signature(payload, secret),
        },
      });
    } catch (error) {
      // Whatever Node throws at once is a failed attempt like any other, never an escaped exception.
      resolve({ error: errorKind((error as NodeJS.ErrnoException).code) });
      return;
    }
    const timer = setTimeout(() => {
      finish({ error: "timeout" });
      request.destroy();
    }, timeoutMs);
    request.on("response", (response) => {
      finish({ statusCode: response.statusCode ?? 0 });
      // Not kept: the status code is all an attempt records.
      response.destroy();
    });
    request.on("error", (error: NodeJS.ErrnoException) => finish({ error: errorKind(error.code) }));
    request.end(payload);
  });
}

/**
 * Deliveries this process sends to one host a minute, whatever the keys (red team 4, R4-5): past
 * it, a delivery waits for the next minute, with no attempt counted, so that the sandbox cannot be
 * made to post to a third party at its whole request rate. A host is counted by its name as the
 * URL parser writes it (`hostKey`: case, trailing dot, punycode) and by the address it resolves to
 * (red team 5, RT5-5): `example.com`, `EXAMPLE.com.` and the address they resolve to share one
 * count. An IPv6 address is counted by its /64 (red team 9, RT9-1: `countedAddress`), so the
 * addresses of one /64 share one count, and the /64s of one /48 together have
 * `webhooksPer48PerMinute` (red team 10, RT10-3: before, each /64 of a /48 had its own 30, so one
 * key's endpoints at five /64s of a /48 were sent 150 a minute there). `webhookHostCount` is the
 * process's count.
 */
export const webhooksPerHostPerMinute = 30;
/**
 * Deliveries a minute to the /64s of one IPv6 /48 together (RT10-3), twice a /64's, as a client's
 * /48 has a small multiple of its /64's count (`addressKeyCounter`); by shares, and in rotation past
 * 60 keys asking (red team 11, RT11-2), as a name is.
 */
export const webhooksPer48PerMinute = 2 * webhooksPerHostPerMinute;

/**
 * Counts deliveries per destination (a host or an address) in fixed windows of `windowMs`, at
 * most `max` a window, each key taking at most its share (red team 6a, RT6a-1): `max` divided by
 * the keys that asked for that destination in this window or the one before, at least one. One
 * key, or ten, can no longer spend a shared receiver's whole count (webhook.site, a tunnel's edge)
 * while another key's delivery there waits: a key that asked in a full window has its share in the
 * next one. With more keys asking than `max` (red team 7a, RT7a-A), shares of one each would add
 * up to more than the count and go first come: the keys are served in rotation instead, least
 * recently served first (a key never served by the time it first asked), and a key takes only
 * while fewer than `max` asking keys are ahead of it (ranked by their places as the window began).
 * A key that goes on asking there is so served within ceil(askers ahead of it / max) + 1 windows
 * after the one it first asked in, whatever the order the keys ask in within a window (60 keys
 * ahead, a count of 30: by the third minute after): each window, the first `max` ranked that ask
 * are served and go behind it; one of them that does not ask holds its turn that window and is
 * out of the next (behind it if it asks again), and a key new to the destination is behind it. A
 * key that misses a window (not asked for in it) loses its place. The rotation is by name; an address that names share (`rotate: false`)
 * is counted with shares only. An IPv6 /64 (`countedAddress`'s `…::/64`) is also counted in its /48,
 * `per48` a window (red team 10, RT10-3), with its own rotation of the keys asking there, whichever
 * /64 they came through (red team 11, RT11-2: by shares only, it went first come past `per48` keys,
 * and keys at other /64s of a /48 asking first each window kept a victim's /64 at none): a take the /48 refuses is given back to the
 * /64 at once, and a give-back to the /64 is also the /48's. `take` answers the seconds to wait (then
 * nothing is counted), else 0. A clock that steps back a window or more starts a new window (RT7a-G),
 * as in `windowCounter`.
 */
export function hostCounter(max: number, windowMs: number, per48: number = 2 * max) {
  type Destination = { used: number; perKey: Map<string, number>; askers: Set<string>; servedBefore: Map<string, number | undefined> };
  let start = 0;
  let destinations = new Map<string, Destination>();
  // The window just ended's destinations: a give-back from it restores the key's place (RT10-4).
  let ended = new Map<string, Destination>();
  let previous = new Map<string, Set<string>>();
  // Per destination, each asking key's place in the rotation: when it was last served, or first
  // asked; `order` is the places as the window began, by which the window ranks the keys (a key
  // served in it keeps its rank till the next: the keys next in line never change within one).
  // Places are a counter's, not times: a key served moves behind every other, even on a fixed clock.
  let since = new Map<string, Map<string, number>>();
  let tick = 0;
  let order = new Map<string, Map<string, number>>();
  let generation = 0;
  return {
    /** The current window, as `giveBack` takes it: read right after a `take`, the window it counted in. */
    window(): number {
      return generation;
    },
    take(destination: string, keyId: string, now: number, { rotate = true }: { rotate?: boolean } = {}): number {
      const wait = count(destination, keyId, now, rotate, max);
      const prefix = prefix48(destination);
      if (wait > 0 || prefix === null) return wait;
      // The /48's count after the /64's, in the same window: one /64 past its own does not spend its neighbours'.
      // In rotation (red team 11, RT11-2): by shares only, past `per48` keys it went first come.
      const wait48 = count(prefix, keyId, now, true, per48);
      if (wait48 > 0) giveBack(destination, keyId, generation);
      return wait48;
    },
    /**
     * Takes back one delivery counted for `keyId` to `destination` (and its /48) in the window
     * `counted` (one that was not sent; this window when not given). A give-back landing in a later
     * window changes no count (red team 9, RT9-3): it would have undone that window's take and
     * served the key twice there. From the window just before, it restores the key's place in the
     * rotation (red team 10, RT10-4: it kept the place behind every other that its take had given
     * it, a turn lost with nothing sent), unless the key was served since; from an older one, nothing.
     */
    giveBack(destination: string, keyId: string, counted: number = generation): void {
      if (!giveBack(destination, keyId, counted)) return;
      const prefix = prefix48(destination);
      if (prefix !== null) giveBack(prefix, keyId, counted);
    },
  };

  function count(destination: string, keyId: string, now: number, rotate: boolean, limit: number): number {
    if (newWindow(now, start, windowMs)) {
      generation += 1;
      // The askers of the window just ended keep their share (and place) in this one; of an older
      // window, none. A clock stepped back a window or more (RT7a-G) starts a new window, the one
      // just ended taken as the last; a time read a moment before the window began (an attempt's
      // claim time, its lookup awaited while a later claim's attempt began the window) is counted
      // in it, never a new window that would wipe the places.
      const recent = now < start || now - start < 2 * windowMs;
      previous = recent ? new Map([...destinations].map(([name, entry]) => [name, entry.askers])) : new Map();
      since = new Map(
        [...previous].map(([name, askers]) => {
          const places = since.get(name) ?? new Map<string, number>();
          return [name, new Map([...askers].filter((key) => places.has(key)).map((key) => [key, places.get(key)!]))];
        }),
      );
      order = new Map([...since].map(([name, places]) => [name, new Map(places)]));
      ended = recent ? destinations : new Map();
      destinations = new Map();
      start = now;
    }
    let entry = destinations.get(destination);
    if (!entry) destinations.set(destination, (entry = { used: 0, perKey: new Map(), askers: new Set(), servedBefore: new Map() }));
    let places = since.get(destination);
    if (!places) since.set(destination, (places = new Map()));
    entry.askers.add(keyId);
    if (!places.has(keyId)) places.set(keyId, ++tick);
    const everyone = new Set([...(previous.get(destination) ?? []), ...entry.askers]);
    const share = Math.max(1, Math.floor(limit / everyone.size));
    const mine = entry.perKey.get(keyId) ?? 0;
    const ranks = order.get(destination);
    const rank = (key: string) => ranks?.get(key) ?? places.get(key) ?? -Infinity;
    const place = rank(keyId);
    let ahead = 0;
    if (rotate && everyone.size > limit)
      for (const other of everyone) {
        const theirs = rank(other);
        if (theirs < place || (theirs === place && other < keyId)) ahead++;
      }
    const wait = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    if (entry.used >= limit || mine >= share || ahead >= limit) return wait;
    entry.used += 1;
    entry.perKey.set(keyId, mine + 1);
    if (mine === 0) entry.servedBefore.set(keyId, places.get(keyId));
    places.set(keyId, ++tick);
    return 0;
  }

  /** One give-back to `destination` alone: whether there was a take of `keyId`'s in `counted` to undo. */
  function giveBack(destination: string, keyId: string, counted: number): boolean {
    const current = counted === generation;
    if (!current && counted !== generation - 1) return false;
    const entry = (current ? destinations : ended).get(destination);
    const mine = entry?.perKey.get(keyId) ?? 0;
    if (!entry || mine === 0) return false;
    // The window's count only while it lasts; the take is undone once, whichever window it lands in.
    if (current) entry.used -= 1;
    entry.perKey.set(keyId, mine - 1);
    // Not served after all in that window: back to its place in the rotation. Landing in the next
    // window, the place is also the key's rank there, as if given back before the window began,
    // unless the key was served in it meanwhile (it moved behind the others for a delivery sent).
    const before = entry.servedBefore.get(keyId);
    if (mine !== 1 || before === undefined) return true;
    if (current) since.get(destination)?.set(keyId, before);
    else if (!destinations.get(destination)?.perKey.get(keyId) && since.get(destination)?.has(keyId)) {
      since.get(destination)!.set(keyId, before);
      order.get(destination)?.set(keyId, before);
    }
    return true;
  }
}
export type HostCounter = ReturnType<typeof hostCounter>;
export const webhookHostCount = hostCounter(webhooksPerHostPerMinute, 60_000, webhooksPer48PerMinute);

/**
 * Attempts in flight at once in a round, and one key's share of them (red team 5, RT5-3): a round
 * claims again as soon as one ends (or the worker is kicked: an event queued), so an attempt that
 * never answers holds its own slot up to `webhookAttemptMs`, not the others'; and one key's
 * endpoints hold at most `webhookSlotsPerKey`, so a key's silent receivers never take them all.
 */
export const webhookSlots = 50;
export const webhookSlotsPerKey = 5;

/**
 * How long a round goes on claiming (RT5-3): past it, it claims no more, ends when its attempts
 * have (within `webhookAttemptMs` more), and the worker's loop runs its next round, the test
 * checkouts' and top-ups' changes first.
 */
export const webhookRoundClaimMs = 20_000;

export type WebhookRound = {
  delivered: number;
  failed: number;
  gaveUp: number;
  /** Deliveries still due when the round stopped claiming (`webhookRoundClaimMs`): the worker runs another. */
  more: boolean;
};

/**
 * What a rolling round waits on beside its attempts: `wake()` makes it claim again (the worker's
 * kick, after an event is queued). `next` is a promise that `wake` settles, renewed at each wake.
 */
export type WakeSignal = { wake(): void; readonly next: Promise<void> };
export function wakeSignal(): WakeSignal {
  let release: () => void = () => {};
  let next = new Promise<void>((resolve) => (release = resolve));
  return {
    wake() {
      release();
      next = new Promise<void>((resolve) => (release = resolve));
    },
    get next() {
      return next;
    },
  };
}

export type DeliverOptions = {
  /** Attempts in flight at once (`webhookSlots`). */
  limit?: number;
  /** One key's attempts in flight at once (`webhookSlotsPerKey`). */
  perKeyLimit?: number;
  /** The time of each attempt's end (and its duration's), and of the round's later claims: the tests' fixed clock. */
  clock?: () => Date;
  resolve?: Resolver;
  env?: Record<string, string | undefined>;
  /** The sender: `post` (the tests may watch it). */
  send?: typeof post;
  /** The most one attempt lasts, its lookup included (`webhookAttemptMs`; the tests shorten it). */
  attemptMs?: number;
  /** Deliveries counted per destination host and address, each key within its share (`webhookHostCount`, the process's). */
  perHost?: HostCounter;
  /** Lookups counted per key (`sharedLookupCounter`, the process's, shared with registrations). */
  lookups?: ReturnType<typeof windowCounter>;
  /** Lookups counted per key's network (`sharedNetworkLookupCounter`, the process's, shared with registrations). */
  networkLookups?: NetworkLookupCounter;
  /** Lookups counted for the whole process, each network its part (`sharedProcessLookupCounter`, shared with registrations). */
  processLookups?: NetworkLookupCounter;
  /** Makes the round claim again before an attempt ends (the worker's kick). */
  wake?: WakeSignal;
  /** How long the round goes on claiming (`webhookRoundClaimMs`), in real time. */
  claimMs?: number;
  /**
   * This process's clock minus the database's (`clockSkew`): measured at each round when the round
   * runs on the process's clock (no `clock` given, as the worker runs it); a round given a clock of
   * its own (the tests) takes none unless given one, since its clock is not the one measured.
   */
  clockSkewMs?: number;
};

/** Differences of clocks below this are the round trip's, not a skew: taken as none. */
export const clockSkewToleranceMs = 2_000;

/** The skew last logged per database, so that a skew is logged once, not at every round (each second or so). */
const loggedSkews = new WeakMap<Database, number>();

/**
 * This process's clock minus the database's (`select now()`), or 0 within `clockSkewToleranceMs`
 * (red team 6a, RT6a-6). Past a few seconds it is logged, once, and again only when it moves by a
 * minute or more: the process's clock needs a look (NTP). `now` is the process's clock (the tests').
 */
export async function clockSkew(db: Database, now: () => number = Date.now): Promise<number> {
  const sent = now();
  const rows = await db.execute<{ now: string | Date }>(sql`select now() as now`);
  const back = now();
  const value = ((rows as unknown as { rows?: { now: string | Date }[] }).rows ?? (rows as unknown as { now: string | Date }[]))[0]?.now;
  const database = value === undefined ? NaN : new Date(value).getTime();
  if (!Number.isFinite(database)) return 0;
  const skew = Math.round((sent + back) / 2 - database);
  if (Math.abs(skew) < clockSkewToleranceMs) return 0;
  const logged = loggedSkews.get(db);
  if (logged === undefined || Math.abs(skew - logged) >= 60_000) {
    loggedSkews.set(db, skew);
    logLead("warn", "sandbox webhooks: this process's clock and the database's differ; leases are kept on the database's", { skewSeconds: Math.round(skew / 1000) });
  }
  return skew;
}

/** `work`'s outcome, or a timeout once `ms` have passed (the work is left to end on its own, its outcome unread). */
function withDeadline<T>(work: Promise<T | Outcome>, ms: number): Promise<T | Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ error: "timeout" }), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const deliveries = sandboxWebhookDeliveries;
const due = (at: Date) => and(isNull(deliveries.deadAt), isNull(deliveries.deliveredAt), lte(deliveries.nextAttemptAt, at));

/**
 * Claims up to `free` deliveries due at `at`, each key's within its share (`room`: the slots a key
 * has left; a key not in it has `perKeyLimit`), oldest first: each key's oldest due ones are ranked
 * first, so one key's backlog never fills a claim. The update claims only what is still due: a
 * delivery another process claimed meanwhile is not taken twice. `raced`: some of those chosen were
 * no longer due when updated (put back or claimed meanwhile), so an empty claim does not mean that
 * nothing is due. The claimed come in the order chosen (oldest first), whatever order the update
 * returns its rows in (PostgreSQL's is the table's): their attempts ask for their host in that order.
 */
async function claim(db: Database, at: Date, free: number, limit: number, perKeyLimit: number, room: (keyId: string) => number, skewMs = 0) {
  // Leases are compared on the database's clock (red team 6a, RT6a-6): a process whose clock runs
  // ahead sees as due only what is due by the database's time, and one whose clock runs behind
  // leases for as much longer, so that no origin takes a delivery another is still sending.
  const dueAt = new Date(at.getTime() - Math.max(0, skewMs));
  const leaseEnds = new Date(at.getTime() + webhookLeaseMs + Math.max(0, -skewMs));
  const ranked = db
    .select({
      id: deliveries.id,
      keyId: deliveries.keyId,
      nextAttemptAt: deliveries.nextAttemptAt,
      seq: deliveries.seq,
      rank: sql<number>`row_number() over (partition by ${deliveries.keyId} order by ${deliveries.nextAttemptAt}, ${deliveries.seq})`.as("rank"),
    })
    .from(deliveries)
    .where(due(dueAt))
    .as("ranked");
  const candidates = await db
    .select({ id: ranked.id, keyId: ranked.keyId })
    .from(ranked)
    .where(lte(ranked.rank, perKeyLimit))
    .orderBy(ranked.nextAttemptAt, ranked.seq)
    // Those passed over are of keys with attempts in flight, at most one each: `limit` candidates hold `free` takeable ones.
    .limit(limit);
  const taken = new Map<string, number>();
  const chosen: string[] = [];
  for (const { id, keyId } of candidates) {
    if (chosen.length >= free) break;
    const used = taken.get(keyId) ?? 0;
    if (used >= room(keyId)) continue;
    taken.set(keyId, used + 1);
    chosen.push(id);
  }
  if (chosen.length === 0) return { claimed: [], raced: false };
  const rows = await db
    .update(deliveries)
    .set({ nextAttemptAt: leaseEnds, attempts: sql`${deliveries.attempts} + 1` })
    .where(and(inArray(deliveries.id, chosen), due(dueAt)))
    .returning({ id: deliveries.id, keyId: deliveries.keyId, endpointId: deliveries.endpointId, payload: deliveries.payload, attempts: deliveries.attempts });
  const position = new Map(chosen.map((id, index) => [id, index]));
  return { claimed: rows.sort((one, other) => position.get(one.id)! - position.get(other.id)!), raced: rows.length < chosen.length };
}

type Claimed = Awaited<ReturnType<typeof claim>>["claimed"][number];
type Endpoint = { id: string; url: string; secret: string; network: string | null };

/**
 * Sends the deliveries due at `now` (see above): what became of them. A rolling round (red team 5,
 * RT5-3): up to `limit` attempts in flight, each key's up to `perKeyLimit`; whenever one ends, or
 * `wake` is called, the round claims again what is due by then, until `claimMs` have passed; it
 * ends when nothing is in flight and nothing more was claimed.
 */
export async function deliverWebhooksDue(
  db: Database,
  now: Date = new Date(),
  {
    limit = webhookSlots,
    perKeyLimit = webhookSlotsPerKey,
    clock: ownClock,
    resolve = systemResolver,
    env = process.env,
    send = post,
    attemptMs = webhookAttemptMs,
    perHost = webhookHostCount,
    lookups = sharedLookupCounter(),
    networkLookups = sharedNetworkLookupCounter(),
    processLookups = sharedProcessLookupCounter(),
    wake,
    claimMs = webhookRoundClaimMs,
    clockSkewMs,
  }: DeliverOptions = {},
): Promise<WebhookRound> {
  const clock = ownClock ?? (() => new Date());
  // The skew is Date.now()'s: measured only for a round on that clock. Measured for the tests'
  // fixed clock it was a loaded machine's round trip (over 2 s), which made due deliveries look
  // not yet due (a combined run of the webhooks' tests failed on PostgreSQL).
  const skewMs = clockSkewMs ?? (ownClock ? 0 : await clockSkew(db));
  const round: WebhookRound = { delivered: 0, failed: 0, gaveUp: 0, more: false };
  const inFlight = new Map<string, Promise<void>>();
  const perKey = new Map<string, number>();
  const failures: unknown[] = [];
  const claimUntil = performance.now() + claimMs;
  let first = true;

  // Back to waiting `seconds`, this claim not counted as an attempt; and with it, in the same
  // statement, every other delivery due to its endpoint, which would wait as long (red team 6a,
  // RT6a-2: a backlog to a host over its count was claimed and put back one delivery at a time,
  // with a claim after each, for the whole round). Not due until then, they cost no claim.
  // Once an endpoint's due deliveries were put back to a time, its other claimed ones put back to
  // the same time update their own row only: several in flight at once no longer update (and wait
  // on) the same rows (red team 7a, RT7a-A: sixty keys' claims refused together).
  const putBackTo = new Set<string>();
  const putBack = (entry: Claimed, at: Date, seconds: number) => {
    const until = new Date(at.getTime() + seconds * 1000);
    const first = !putBackTo.has(`${entry.endpointId} ${until.getTime()}`);
    putBackTo.add(`${entry.endpointId} ${until.getTime()}`);
    return db
      .update(deliveries)
      .set({
        attempts: sql`case when ${deliveries.id} = ${entry.id} then ${deliveries.attempts} - 1 else ${deliveries.attempts} end`,
        nextAttemptAt: until,
      })
      .where(
        first
          ? or(eq(deliveries.id, entry.id), and(eq(deliveries.endpointId, entry.endpointId), due(new Date(at.getTime() - Math.max(0, skewMs)))))
          : eq(deliveries.id, entry.id),
      );
  };

  const attempt = async (entry: Claimed, endpoint: Endpoint | undefined, at: Date): Promise<void> => {
    if (!endpoint) return; // removed meanwhile: its deliveries went with it
    // Past its host's count this minute: back to waiting, this claim not counted as an attempt.
    const host = hostKey(endpoint.url) ?? endpoint.url;
    // The key's lookup (and its network's) is counted before its turn at the host (red team 11,
    // RT11-3): a key past its lookups waits without taking one, so it never holds a place in the
    // host's rotation while nothing is sent. An address written in the URL is no lookup.
    const name = URL.parse(endpoint.url)?.hostname.replace(/^\[(.*)\]$/, "$1");
    const counting = { lookups, network: endpoint.network, perNetwork: networkLookups, perProcess: processLookups, now: () => at.getTime() };
    const reserved = name === undefined || isIP(name) ? null : reservedLookup(resolve, entry.keyId, counting);
    if (reserved && "wait" in reserved) return void (await putBack(entry, at, reserved.wait));
    const wait = perHost.take(host, entry.keyId, at.getTime());
    if (wait > 0) {
      reserved?.release();
      return void (await putBack(entry, at, wait));
    }
    const countedIn = perHost.window();
    const started = clock();
    // Claimed past the schedule's attempts with none recorded (a process that stopped mid-round):
    // given up on, never claimed again (red team 4, R4-1).
    const exhausted = entry.attempts > webhookRetryMinutes.length + 1;
    // Checked again at each delivery: the name may answer another address now (DNS rebinding).
    // The whole attempt, lookup included, is bounded (R4-3); anything it throws is a failed
    // attempt, recorded and retried as any other (R4-1). The lookup is counted for the key
    // (RT5-6, counted ahead: RT11-3), the address for its host's count (RT5-5): past either, back to waiting.
    const run = async (): Promise<Outcome | { wait: number }> => {
      const checked = await checkEndpoint(endpoint.url, {
        resolve: reserved?.resolver ?? countedResolver(resolve, entry.keyId, counting),
        env,
      }).catch((error: unknown) => {
        if (error instanceof LookupLimited) return { wait: error.seconds };
        throw error;
      });
      if ("wait" in checked) return checked;
      if (!checked.ok) return { error: checked.refusal.code };
      const counted = countedAddress(checked.address.address);
      if (counted !== host) {
        // The address's count, each key within its share; the rotation is the name's (the keys that
        // passed it ask here), else the keys served by name would be ranked apart by address and refused.
        const busy = perHost.take(counted, entry.keyId, at.getTime(), { rotate: false });
        if (busy > 0) return { wait: busy };
      }
      return send(checked.url, checked.address, entry.payload, endpoint.secret);
    };
    const outcome = exhausted
      ? ({ error: "gave_up" } as Outcome)
      : await withDeadline(
          run().catch((): Outcome => ({ error: "network_error" })),
          attemptMs,
        );
    // No lookup made (refused before it, or given up on): the one counted ahead is given back.
    reserved?.release();
    if ("wait" in outcome) {
      // Nothing was sent: the name's count is given back, the delivery waits.
      perHost.giveBack(host, entry.keyId, countedIn);
      return void (await putBack(entry, at, outcome.wait));
    }
    const ended = clock();
    const ok = "statusCode" in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const next = ok || exhausted ? null : nextAttemptAt(entry.attempts, ended);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(sandboxWebhookAttempts).values({
          deliveryId: entry.id,
          at: started,
          statusCode: "statusCode" in outcome ? outcome.statusCode : null,
          error: "error" in outcome ? outcome.error : null,
          durationMs: Math.max(0, ended.getTime() - started.getTime()),
        });
        await tx
          .update(deliveries)
          .set(ok ? { deliveredAt: ended } : next === null ? { deadAt: ended } : { nextAttemptAt: next })
          .where(eq(deliveries.id, entry.id));
      });
    } catch (error) {
      // The delivery went meanwhile (its endpoint removed, its key purged, or past the key's
      // bound): nothing left to record it on (a foreign key violation). Anything else is an error.
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "23503") throw error;
      return;
    }
    if (ok) round.delivered++;
    else if (next === null) round.gaveUp++;
    else round.failed++;
  };

  for (;;) {
    // Taken before claiming: a wake during the claim makes the round claim again.
    const woken = wake?.next;
    const claiming = performance.now() < claimUntil;
    const free = limit - inFlight.size;
    let claimed: Claimed[] = [];
    let raced = false;
    if (claiming && free > 0) {
      const at = first ? now : new Date(Math.max(now.getTime(), clock().getTime()));
      first = false;
      ({ claimed, raced } = await claim(db, at, free, limit, perKeyLimit, (keyId) => perKeyLimit - (perKey.get(keyId) ?? 0), skewMs));
      const endpoints =
        claimed.length === 0
          ? []
          : await db
              .select({ id: sandboxWebhookEndpoints.id, url: sandboxWebhookEndpoints.url, secret: sandboxWebhookEndpoints.secret, network: sandboxKeys.network })
              .from(sandboxWebhookEndpoints)
              .innerJoin(sandboxKeys, eq(sandboxKeys.id, sandboxWebhookEndpoints.keyId))
              .where(inArray(sandboxWebhookEndpoints.id, [...new Set(claimed.map((entry) => entry.endpointId))]));
      const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
      for (const entry of claimed) {
        perKey.set(entry.keyId, (perKey.get(entry.keyId) ?? 0) + 1);
        // One entry's failure to record leaves the others' recorded; the first is thrown at the end.
        const running = attempt(entry, byId.get(entry.endpointId), at)
          .catch((error: unknown) => void failures.push(error))
          .finally(() => {
            inFlight.delete(entry.id);
            perKey.set(entry.keyId, perKey.get(entry.keyId)! - 1);
          });
        inFlight.set(entry.id, running);
      }
    }
    if (inFlight.size === 0) {
      // Nothing in flight: done once a claim found nothing due (or the round stopped claiming). A
      // claim that found nothing because the deliveries it chose were put back meanwhile (by the
      // attempts that ended while it ran) claims again: others may be due (red team 7a, RT7a-A: on
      // PostgreSQL, a round of sixty keys' backlog to one host ended so after 30 sends, most keys'
      // deliveries, and another key's, not asked for in that minute).
      if ((claimed.length === 0 && !raced) || !claiming) {
        if (!claiming) {
          const at = new Date(Math.max(now.getTime(), clock().getTime()));
          round.more = (await db.select({ id: deliveries.id }).from(deliveries).where(due(new Date(at.getTime() - Math.max(0, skewMs)))).limit(1)).length > 0;
        }
        break;
      }
      continue;
    }
    // Until one attempt ends, or the worker wakes the round (once it claims no more, only the attempts).
    await Promise.race([...inFlight.values(), ...(woken && claiming ? [woken] : [])]);
  }
  if (failures.length > 0) throw failures[0];
  return round;
}
