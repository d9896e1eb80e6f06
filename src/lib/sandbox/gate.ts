import type { LeadStore } from "@/db/client";
import { sandboxLimits, sandboxProcessBudgets } from "@/config/sandbox";
import { addressKey } from "@/lib/leads/client-address";
import { prefix48 } from "./limits";

/*
 * What the sandbox may take of the site's process (red team 3, R3-1 and R3-2; docs/developer-section.md,
 * "Sandbox", "What the sandbox takes of the process"). The sandbox shares the process, and its
 * database, with every page and the lead forms:
 *
 * - on PostgreSQL, a pool of 8 connections: a key's writes wait for each other here, in the process
 *   (`keyedMutex`), before a connection is asked for, so that a write waiting for its key's row lock
 *   never holds one; and at most `inFlight` sandbox requests hold a connection at once, the rest wait
 *   in a queue of at most `queue`, past which the answer is 429 with Retry-After. The pool's other
 *   connections stay free for the pages and the lead forms.
 * - on PGlite, one connection whose queries run on Node's main thread: one sandbox request at a time,
 *   the next one started from a new turn of the event loop (`setImmediate`), so that pages and lead
 *   forms are served between two; and a token bucket for the whole process (`perSecond`, `burst`).
 */

export type BudgetFigures = {
  /** Sandbox requests holding the database at once. */
  inFlight: number;
  /** Requests waiting for one of those places; past it, 429. */
  queue: number;
  /** Requests a second the whole process takes (a token bucket), with `burst` at once; none when absent. */
  perSecond?: number;
  burst?: number;
  /** Start the next waiting request from a new turn of the event loop, not from the promise that ended the last. */
  yieldBetween?: boolean;
  /**
   * The share of `perSecond` and `burst` one name (a key, a client's network) may take at most (red
   * team 5, RT5-2), less while more names are active (`shareBuckets`, RT6B-3), so that one key at its documented rate
   * cannot spend the whole process's budget; none when absent.
   */
  share?: number;
};

/**
 * Thrown when the process has no room: the handler answers 429 `sandbox_busy` with `Retry-After:
 * seconds` (red team 4, R4-4: not the key's own `rate_limited`, so that a client and an operator can
 * tell the whole sandbox is busy). `queued`: a key's or a network's turns are full (R4-8).
 */
export class SandboxBusy extends Error {
  constructor(readonly seconds: number) {
    super("the sandbox is busy");
  }
}

/**
 * A token bucket: `take(now)` is 0 when a token was taken, else the seconds until one is there;
 * `wait(now)` the same without taking one; `full(now)`, whether it holds its whole burst again.
 */
export function tokenBucket(perSecond: number, burst: number) {
  let tokens = burst;
  let last: number | null = null;
  const refill = (now: number) => {
    if (last !== null) tokens = Math.min(burst, tokens + (Math.max(0, now - last) * perSecond) / 1000);
    last = now;
  };
  const wait = (now: number) => {
    refill(now);
    return tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond));
  };
  return {
    wait,
    take(now: number): number {
      const seconds = wait(now);
      if (seconds === 0) tokens -= 1;
      return seconds;
    },
    full(now: number): boolean {
      refill(now);
      return tokens >= burst;
    },
    /** The tokens it holds at `now` (red team 8, RT8-B: the parts bind only once it is down to half). */
    tokens(now: number): number {
      refill(now);
      return tokens;
    },
  };
}

/**
 * Each name's part of the process's burst, shared between the names that want it (red team 5,
 * RT5-2; red team 6b, RT6B-3): a name may take a token while it took fewer than `burst / n` in the
 * last second, `n` being the names of its kind (`key:`, `network:`) active, itself included, and at
 * least `1 / share` (2 for a half): alone, a key or a network takes at most half of it (once the
 * process's bucket is down to half: `processBudget` lets a name past its part take while it holds more, RT8-B); with more
 * names active, each one's part shrinks, so that two keys on two networks no longer keep a third
 * waiting. Active: it took a token, or was refused one because the process's bucket was empty,
 * in the last two seconds (a name told to retry after a second is still counted when it does, and
 * the others' parts are then smaller: it is served within a second of that). Keys are counted by
 * the networks they are used from (red team 7b, RT7B-2): ten keys of one address, each asking
 * little, count as one, and do not shrink every other key's part (leaving the process's tokens
 * unused); that network's own part bounds them together. `wait(names, now)` is
 * the seconds the first name past its part must wait (0 when none is), `take` counts a token taken
 * by each, `starved` a refusal by the process's bucket. A name no longer active is forgotten, so
 * that the map holds only the names of the last seconds.
 */
/** The kinds of names the hosted pages' forms are recorded under (red team 11, RT11-1). */
const formKinds = new Set(["form:", "forms:", "formsfrom:", "formfrom:"]);

export function shareBuckets(_perSecond: number, burst: number, share: number) {
  const window = 1000;
  // `until`: a visitor's forms (`formsfrom:`, `formfrom:`) held back by its part count as active as long as it holds them
  // (red team 14, RT14-2: counted two seconds, held up to ten, the visitors posting every 3 to 10 s were not counted).
  const names = new Map<string, { taken: number[]; starved: number; until?: number; network?: string }>();
  const kindOf = (name: string) => name.slice(0, name.indexOf(":") + 1);
  const active = (entry: { taken: number[]; starved: number; until?: number }, now: number) =>
    Math.max(entry.starved, entry.taken.at(-1) ?? -Infinity) > now - 2 * window || (entry.until ?? -Infinity) > now;
  // At most `maxShareNames` names are kept (RT7B-5): past them, a new name shares its kind's one.
  const nameOf = (name: string) => (names.has(name) || names.size < maxShareNames ? name : `${kindOf(name)}other`);
  const networkIn = (asking: readonly string[]) => asking.find((name) => kindOf(name) === "network:");
  const entryOf = (asked: string, asking: readonly string[]) => {
    const name = nameOf(asked);
    let entry = names.get(name);
    if (!entry) names.set(name, (entry = { taken: [], starved: -Infinity }));
    // A key is counted under the network it was last used from (red team 7b, RT7B-2); a stranger's form is not its use,
    // and is not recorded under it (below).
    if (kindOf(name) === "key:") entry.network = networkIn(asking) ?? name;
    return entry;
  };
  // What a request is recorded under (red team 11, RT11-1): a stranger's form only under the forms' names, so that a key
  // whose only takes are strangers' forms, and the strangers' networks, are not active in the other keys' and networks'
  // parts; its key's and its network's parts are checked (`wait`), not taken.
  const recorded = (asking: readonly string[]) =>
    asking.some((name) => kindOf(name) === "form:") ? asking.filter((name) => formKinds.has(kindOf(name))) : asking;
  /**
   * The names active at `now`, each count made once per check (red team 15, RT15-3: a form's check walked the map about
   * twenty times): the names of a kind (or of a kind and key prefix: a key's forms' visitors), and the active keys by the
   * network they count under.
   */
  type Census = { now: number; count(kind: string, prefix?: string): number; keyIds(): { ids: Map<string, number>; idOf: Map<string, string> } };
  const keyPrefix = (name: string) => name.slice(0, name.indexOf("|") + 1);
  const census = (now: number): Census => {
    const counts = new Map<string, number>();
    let keys: ReturnType<Census["keyIds"]> | null = null;
    return {
      now,
      count(kind, prefix = kind) {
        let count = counts.get(prefix);
        if (count === undefined) {
          count = 0;
          for (const [name, entry] of names) if (name.startsWith(prefix) && kindOf(name) === kind && active(entry, now)) count += 1;
          counts.set(prefix, count);
        }
        return count;
      },
      keyIds() {
        if (keys === null) {
          keys = { ids: new Map(), idOf: new Map() };
          for (const [name, entry] of names)
            if (name.startsWith("key:") && active(entry, now)) {
              const id = entry.network ?? name;
              keys.idOf.set(name, id);
              keys.ids.set(id, (keys.ids.get(id) ?? 0) + 1);
            }
        }
        return keys;
      },
    };
  };
  const isActive = (name: string, now: number) => {
    const entry = names.get(name);
    return entry !== undefined && active(entry, now);
  };
  // A name's part of the burst: the names of its kind active, itself included, and at least `1 / share`; active keys
  // by their networks (red team 7b, RT7B-2): many keys of one network count as one, so that one address with ten
  // keys cannot shrink everyone's part.
  // Seen from its forms (`ownNetwork` false), a key counts as a network of its own, not as the stranger's network.
  const partOf = (name: string, asking: readonly string[], c: Census, ownNetwork = true) => {
    const kind = kindOf(name);
    let counted: number;
    if (kind === "key:") {
      // The networks of the other active keys, and this key's own.
      const self = ownNetwork ? (networkIn(asking) ?? name) : name;
      const { ids, idOf } = c.keyIds();
      const own = idOf.get(name);
      let distinct = ids.size;
      let hasSelf = ids.has(self);
      if (own !== undefined && ids.get(own) === 1) {
        distinct -= 1;
        if (own === self) hasSelf = false;
      }
      counted = distinct + (hasSelf ? 0 : 1);
    } else counted = c.count(kind) + (isActive(name, c.now) ? 0 : 1);
    return burst / Math.max(Math.round(1 / share), counted);
  };
  // The visitors active in a split, itself included (the total's: `formsfrom:`; a key's forms': its `formfrom:<key>|`).
  const visitorsOf = (name: string, c: Census) =>
    (kindOf(name) === "formfrom:" ? c.count("formfrom:", keyPrefix(name)) : c.count(kindOf(name))) + (isActive(name, c.now) ? 0 : 1);
  const forget = (now: number) => {
    if (names.size > 256) for (const [name, entry] of names) if (!active(entry, now)) names.delete(name);
  };
  /**
   * The forms' limits (red team 11, RT11-1; red team 14): `allowed` forms in `span` ms under a form's name. Every key's
   * forms together (`forms:all`): at most the part of one more network, rounded down, so half the bucket when no other
   * network is active; never none: one every two seconds when that part is under one. A key's forms (`form:<key>`, red
   * team 7b, RT7B-1; red team 8, RT8-A): at most half its key's own part, rounded down, however many networks are active,
   * so that the owner's API keeps at least the other half; never none (red team 10, RT10-1): one a second while the key's
   * part is over one, one every two seconds at one or under. Each of the two split among its visitors (a visitor: its
   * network, or every form with no client address as one), the total at least by two, a key's forms by one (red team 12,
   * RT12-1; red team 14, RT14-1): one
   * visitor's part of the total (`formsfrom:<visitor>`) and of its key's forms (`formfrom:<key>|<visitor>`), of what each
   * allows as a whole number a second (or one every two), so that the visitors' parts never add up to more than it; under
   * one a second, one every so many seconds, as many as the visitors need (red team 14, RT14-2: a cap of ten seconds let
   * the parts add up to more past ten times the total in visitors).
   */
  const formsLimit = (name: string, asking: readonly string[], c: Census): { allowed: number; span: number } | null => {
    const kind = kindOf(name);
    const whole = (rate: number) => (rate >= 1 ? { allowed: Math.floor(rate), span: window } : { allowed: 1, span: Math.ceil(1 / rate) * window });
    if (kind === "forms:" || kind === "formsfrom:") {
      const formsPart = burst / Math.max(Math.round(1 / share), c.count("network:") + 1);
      const totalRate = formsPart >= 1 ? Math.floor(formsPart) : 0.5;
      return whole(kind === "forms:" ? totalRate : totalRate / Math.max(Math.round(1 / share), visitorsOf(name, c)));
    }
    if (kind === "form:" || kind === "formfrom:") {
      const key = asking.find((other) => kindOf(other) === "key:");
      if (key === undefined) return null;
      const keyPart = partOf(nameOf(key), asking, c, false);
      const formRate = keyPart > 1 ? Math.max(1, Math.floor(keyPart / 2)) : 0.5;
      if (kind === "form:") return whole(formRate);
      // At least one: a shop's customer alone keeps all of its key's forms (a Pay, then its checkout's form, within a second).
      return whole(formRate / visitorsOf(name, c));
    }
    return null;
  };
  /** The first of `asking` past its part, and the seconds it must wait; null when none is. */
  const firstPast = (asking: readonly string[], now: number): { name: string; seconds: number } | null => {
    let c: Census | null = null;
    for (const asked of asking) {
      const name = nameOf(asked);
      const limit = formsLimit(name, asking, (c ??= census(now)));
      if (limit !== null) {
        const recent = (names.get(name)?.taken ?? []).filter((at) => at > now - limit.span);
        if (recent.length >= limit.allowed) return { name, seconds: Math.max(1, Math.ceil((recent[0]! + limit.span - now) / 1000)) };
        continue;
      }
      const taken = (names.get(name)?.taken ?? []).filter((at) => at > now - window);
      if (taken.length >= partOf(name, asking, c))
        return { name, seconds: taken.length === 0 ? 1 : Math.max(1, Math.ceil((taken[0]! + window - now) / 1000)) };
    }
    return null;
  };
  return {
    wait(asking: readonly string[], now: number): number {
      return firstPast(asking, now)?.seconds ?? 0;
    },
    /** The first name past its part and the seconds to wait (`wait`'s), or null: what `refused` is then told. */
    check: firstPast,
    /**
     * A stranger's form refused: its visitor counts as active in the split that refused it, the total's (`forms:all` or its
     * own part of it) or its key's forms' (`form:<key>` or its own part of them), never when its key's or its network's API
     * part did (red team 12, RT12-1: the split never counted a shop's customer that the flood kept refused; red team 14,
     * RT14-3: addresses refused by their own key's forms shrank every visitor's part of the total, which sat unused).
     */
    refused(asking: readonly string[], by: string, now: number): void {
      const kind = kindOf(by);
      const level = kind === "forms:" || kind === "formsfrom:" ? "formsfrom:" : kind === "form:" || kind === "formfrom:" ? "formfrom:" : null;
      const visitor = level === null ? undefined : asking.find((name) => kindOf(name) === level);
      if (visitor !== undefined) this.starved([visitor], now);
    },
    take(asking: readonly string[], now: number): void {
      let c: Census | null = null;
      for (const name of recorded(asking)) {
        const span = kindOf(name).endsWith("from:") ? (formsLimit(nameOf(name), asking, (c ??= census(now)))?.span ?? window) : window;
        const entry = entryOf(name, asking);
        entry.taken = [...entry.taken.filter((at) => at > now - Math.max(2 * window, span)), now];
        if (span > window) entry.until = now + span;
      }
      forget(now);
    },
    starved(asking: readonly string[], now: number): void {
      for (const name of recorded(asking)) entryOf(name, asking).starved = now;
      forget(now);
    },
    /** How many names are kept (the tests: it does not grow with every name ever seen). */
    get size() {
      return names.size;
    },
  };
}

/** The name every key's forms are held to together (red team 11, RT11-1). */
export const formsName = "forms:all";

/** The most names `shareBuckets` keeps (red team 7b, RT7B-5); past them, new names of a kind share one part. */
export const maxShareNames = 1024;

/**
 * The most requests one name (a key, a network) may have waiting for its turn (red team 4, R4-8):
 * one second of a key's documented rate, so that a key's burst within it is never refused here.
 */
export const waitingPerName = sandboxLimits.requestsPerKeyPerSecond;

/**
 * Runs work under a name one at a time, in order of arrival (in this process). Past `maxWaiting`
 * waiting under one name, throws `SandboxBusy` at once (a 429), so that no request waits unbounded
 * before the process's queue, holding its connection and its body (red team 4, R4-8).
 */
export function keyedMutex(maxWaiting: number = waitingPerName) {
  const tails = new Map<string, Promise<void>>();
  const waiting = new Map<string, number>();
  return async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    // The one running is not waiting: `maxWaiting` behind it at most.
    const behind = tails.has(name);
    const queued = waiting.get(name) ?? 0;
    if (behind && queued >= maxWaiting) throw new SandboxBusy(1);
    if (behind) waiting.set(name, queued + 1);
    const before = tails.get(name) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    tails.set(name, tail);
    try {
      await before;
    } finally {
      if (behind) {
        const left = (waiting.get(name) ?? 1) - 1;
        if (left > 0) waiting.set(name, left);
        else waiting.delete(name);
      }
    }
    try {
      return await work();
    } finally {
      done();
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

export type ProcessBudget = {
  /**
   * Runs `work` once one of the process's places is free; throws `SandboxBusy` when the queue is
   * full or, with `now`, when the process's bucket is empty (`now` is given once per request), or
   * the bucket of one of `names` at its share (RT5-2).
   */
  slot<T>(work: () => Promise<T>, now?: number, names?: readonly string[]): Promise<T>;
  /**
   * Takes one of the process's tokens for a request at `now`, throwing `SandboxBusy` when the bucket
   * is empty: once its key is known to be valid, so that requests without one spend none of the
   * process's rate (red team 4, R4-4). With `names` (the request's key, its client's network), each
   * takes one of its share too, and one at its share waits once the process's bucket is down to
   * half its burst: then one key, or one network, takes at most its share of the process (red team
   * 5, RT5-2); above it, the tokens nobody else wants are used (red team 8, RT8-B).
   */
  charge(now: number, names?: readonly string[]): void;
};

/** A process-wide budget of the given figures. */
export function processBudget(figures: BudgetFigures): ProcessBudget {
  const bucket = figures.perSecond ? tokenBucket(figures.perSecond, figures.burst ?? figures.perSecond) : null;
  const shares =
    figures.perSecond && figures.share ? shareBuckets(figures.perSecond, figures.burst ?? figures.perSecond, figures.share) : null;
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (!next) active -= 1;
    else if (figures.yieldBetween) setImmediate(next);
    else next();
  };
  const charge = (now: number, names: readonly string[] = []) => {
    // A name at its share waits first, taking nothing: the tokens it leaves are the other names'. The parts bind only
    // under contention (red team 8, RT8-B): while the process's bucket holds more than half its burst, a name past its
    // part still takes a token, so that names asking little do not leave the rest idle; whoever comes then finds at
    // least half the burst. Strangers' forms (`form:`) are always held to their part (RT8-A).
    const refusal = shares?.check(names, now) ?? null;
    const past = refusal?.seconds ?? 0;
    const idle = bucket !== null && !names.some((name) => name.startsWith("form:")) && bucket.tokens(now) > (figures.burst ?? figures.perSecond!) / 2 + 1 - 1e-9;
    if (past > 0 && !idle) {
      // A stranger's form refused counts its visitor as active (red team 12, RT12-1: the visitors' split never counted
      // a shop's customer that the flood kept refused).
      if (refusal !== null && names.some((name) => name.startsWith("form:"))) shares?.refused(names, refusal.name, now);
      throw new SandboxBusy(past);
    }
    const wait = bucket ? bucket.take(now) : 0;
    // Refused by the process's bucket, within its part: it counts as wanting one (RT6B-3).
    if (wait > 0) shares?.starved(names, now);
    if (wait > 0) throw new SandboxBusy(wait);
    shares?.take(names, now);
  };
  return {
    charge,
    async slot(work, now, names) {
      if (now !== undefined) charge(now, names);
      if (active < figures.inFlight) active += 1;
      else if (waiting.length >= figures.queue) throw new SandboxBusy(1);
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** No budget: every request runs at once (the tests of the operations, the benchmark's own runs). */
export const unbounded: ProcessBudget = { slot: (work) => work(), charge: () => {} };

/** The budget of the site's process on its engine (`sandboxProcessBudgets`, src/config/sandbox.ts). */
export function engineBudget(kind: LeadStore["kind"]): ProcessBudget {
  return processBudget(sandboxProcessBudgets[kind]);
}

/**
 * The process's one budget on its engine, and its one queue of turns per key, shared by every
 * route that writes a key's objects (red team 6b, RT6B-1): the API's (`/sandbox/`), the hosted
 * checkout's form and a payment link's Pay. The routes are bundled apart, so both are kept on
 * `globalThis`, as the address counts are (`sharedAddressCounter`).
 */
export function sharedEngineBudget(kind: LeadStore["kind"]): ProcessBudget {
  const holder = globalThis as { sandboxBudgets?: Partial<Record<LeadStore["kind"], ProcessBudget>> };
  return ((holder.sandboxBudgets ??= {})[kind] ??= engineBudget(kind));
}

export function sharedTurns(): ReturnType<typeof keyedMutex> {
  const holder = globalThis as { sandboxTurns?: ReturnType<typeof keyedMutex> };
  return (holder.sandboxTurns ??= keyedMutex());
}

/**
 * The names a request is held to its share of the process under (red team 5, RT5-2): its key, when
 * known, and its client's network, its IPv4 address or its IPv6 /48, as its keys are counted; no
 * network when its address is unknown (every such client is then one, and would share one part).
 */
export function shareNames(keyId: string | null, address: string | null): string[] {
  const names = keyId === null ? [] : [`key:${keyId}`];
  if (address === null) return names;
  const key = addressKey(address);
  return [...names, `network:${prefix48(key) ?? key}`];
}

/**
 * The names a hosted page's form (a checkout's, a link's Pay) is held to its share under (red team
 * 7b, RT7B-1): its key's, its visitor's network, and its key's forms (`form:<key>`), whose part is
 * half its key's own part rounded down, whatever the number of other active networks (red team 8,
 * RT8-A), so that strangers posting forms never take more than half of the owner's part: the
 * owner's API keeps at least the other half. Never none (red team 10, RT10-1): one a second while
 * the key's part is over one, one every two seconds at one or under (the key then takes one a second).
 * Every key's forms together (`forms:all`) take at most one more network's part, each key's floor inside it (red team
 * 11, RT11-1). Each of the two is split among its visitors (a visitor: its network, all unknown addresses as one): the
 * visitor's part of the total (`formsfrom:<visitor>`) and of its key's forms (`formfrom:<key>|<visitor>`, red team 14),
 * listed before the caps so that they are checked first (`formsLimit`). A form is recorded under these four forms'
 * names only, its key's and its network's parts checked, not taken.
 */
export function formShareNames(keyId: string, address: string | null): string[] {
  const from = address === null ? "unknown" : shareNames(null, address)[0]!.slice("network:".length);
  return [...shareNames(keyId, address), `formsfrom:${from}`, `formfrom:${keyId}|${from}`, `form:${keyId}`, formsName];
}
