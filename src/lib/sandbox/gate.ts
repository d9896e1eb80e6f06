import type { LeadStore } from "@/db/client";
import { sandboxLimits, sandboxProcessBudgets } from "@/config/sandbox";

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
   * The share of `perSecond` and `burst` one name (a key, a client's network) may take (red team 5,
   * RT5-2): each name has a bucket of its own at that share, so that one key at its documented rate
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
  };
}

/**
 * One bucket per name at `share` of the process's rate and burst (red team 5, RT5-2): `wait(names,
 * now)` is the seconds the first name at its share must wait (0 when every one has a token), `take`
 * takes one from each. A name's bucket goes once it is full again (it is then as a new one), so
 * that the map holds only the names of the last seconds.
 */
export function shareBuckets(perSecond: number, burst: number, share: number) {
  const rate = perSecond * share;
  const room = Math.max(1, Math.floor(burst * share));
  const buckets = new Map<string, ReturnType<typeof tokenBucket>>();
  const bucketOf = (name: string) => {
    let bucket = buckets.get(name);
    if (!bucket) buckets.set(name, (bucket = tokenBucket(rate, room)));
    return bucket;
  };
  return {
    wait(names: readonly string[], now: number): number {
      for (const name of names) {
        const seconds = buckets.get(name)?.wait(now) ?? 0;
        if (seconds > 0) return seconds;
      }
      return 0;
    },
    take(names: readonly string[], now: number): void {
      for (const name of names) bucketOf(name).take(now);
      if (buckets.size > 256) for (const [name, bucket] of buckets) if (bucket.full(now)) buckets.delete(name);
    },
    /** How many names have a bucket (the tests: it does not grow with every name ever seen). */
    get size() {
      return buckets.size;
    },
  };
}

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
   * takes one of its share too, and one at its share waits though the process has tokens left: one
   * key, or one network, takes at most its share of the process (red team 5, RT5-2).
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
    // A name at its share waits first, taking nothing: the tokens it leaves are the other names'.
    const wait = (shares?.wait(names, now) ?? 0) || (bucket ? bucket.take(now) : 0);
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
