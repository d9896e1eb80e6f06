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

/** A token bucket: `take(now)` is 0 when a token was taken, else the seconds until one is there. */
export function tokenBucket(perSecond: number, burst: number) {
  let tokens = burst;
  let last: number | null = null;
  return {
    take(now: number): number {
      if (last !== null) tokens = Math.min(burst, tokens + (Math.max(0, now - last) * perSecond) / 1000);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - tokens) / perSecond));
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
   * full or, with `now`, when the process's bucket is empty (`now` is given once per request).
   */
  slot<T>(work: () => Promise<T>, now?: number): Promise<T>;
  /**
   * Takes one of the process's tokens for a request at `now`, throwing `SandboxBusy` when the bucket
   * is empty: once its key is known to be valid, so that requests without one spend none of the
   * process's rate (red team 4, R4-4).
   */
  charge(now: number): void;
};

/** A process-wide budget of the given figures. */
export function processBudget(figures: BudgetFigures): ProcessBudget {
  const bucket = figures.perSecond ? tokenBucket(figures.perSecond, figures.burst ?? figures.perSecond) : null;
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (!next) active -= 1;
    else if (figures.yieldBetween) setImmediate(next);
    else next();
  };
  const charge = (now: number) => {
    const wait = bucket ? bucket.take(now) : 0;
    if (wait > 0) throw new SandboxBusy(wait);
  };
  return {
    charge,
    async slot(work, now) {
      if (now !== undefined) charge(now);
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
