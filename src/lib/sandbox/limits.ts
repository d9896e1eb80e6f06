import { createHmac } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { sandboxLimits } from "@/config/sandbox";
import type { Database } from "@/db/client";
import { leadRateLimits } from "@/db/schema";
import { addressKey } from "@/lib/leads/client-address";
import { derivedSecret, leadSecret } from "@/lib/leads/secret";

/*
 * Requests are counted per key (the test mode's documented rate) and per client address, in
 * memory in each process, like the vitals beacon: a limit, not a record (the edge limits each
 * address first). Keys are counted per address in the database, with the lead forms' limiter, so
 * that every process of a deployment counts together and a restart does not reset the count.
 */

/**
 * Counts events per name in fixed windows of `windowMs`, in memory. A time a whole window or more
 * before the window's start (a clock stepped back: NTP, a restarted test clock) starts a new
 * window (red team 7a, RT7a-G: before, the window lasted as long as the step, and a name past its
 * count was told to wait that long, `Retry-After: 354` on a 60 s count). A time less than a window
 * before it is counted in the current window: a time read a moment before another that began the
 * window (a request that waited its turn, a round's claim) must not wipe the counts; so a window
 * lasts at most twice its length.
 */
export function windowCounter(max: number, windowMs: number) {
  let start = 0;
  let counts = new Map<string, number>();
  let generation = 0;
  return {
    /**
     * Takes back one event counted for `name` in the window `counted` (`window()` read after its
     * `take`; this one when not given), one that turned out not to count. A give-back landing in a
     * later window changes nothing (red team 9, RT9-3): the event was counted in a window now ended.
     */
    giveBack(name: string, counted: number = generation): void {
      if (counted !== generation) return;
      const used = counts.get(name) ?? 0;
      if (used > 0) counts.set(name, used - 1);
    },
    /** The current window, as `giveBack` takes it: read right after a `take`, the window it counted in. */
    window(): number {
      return generation;
    },
    /** Counts one event for `name` at `now`: the seconds to wait when it is past the limit (then not counted), else 0. */
    take(name: string, now: number): number {
      if (newWindow(now, start, windowMs)) {
        generation += 1;
        start = now;
        counts = new Map();
      }
      const used = counts.get(name) ?? 0;
      if (used >= max) return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      counts.set(name, used + 1);
      return 0;
    },
  };
}

/**
 * Counts events per name in fixed windows of `windowMs`, at most `max` a window, each member of a
 * name (a key of a network) taking at most its part: `max` divided by the members that asked for
 * that name in this window or the one before, at least one (red team 7a, RT7a-B: a network's keys
 * shared its count first come, so two keys on one CGNAT or office address spent it and held a
 * third's registrations). A member that asks while the name's count is spent has its part the next
 * window, whatever the others ask first: the parts of the last window's members are held back for
 * them until they ask (red team 9, RT9-2), so members new to a window cannot spend them first. `take` answers the seconds to wait (then nothing is
 * counted), else 0. Windows begin as `windowCounter`'s do.
 */
export function shareCounter(max: number, windowMs: number) {
  type Entry = { used: number; perMember: Map<string, number> };
  let start = 0;
  let names = new Map<string, Entry>();
  let previous = new Map<string, Set<string>>();
  let generation = 0;
  return {
    /** The current window, as `giveBack` takes it (`windowCounter`'s). */
    window(): number {
      return generation;
    },
    take(name: string, member: string, now: number): number {
      if (newWindow(now, start, windowMs)) {
        generation += 1;
        const recent = now < start || now - start < 2 * windowMs;
        previous = recent ? new Map([...names].map(([key, entry]) => [key, new Set(entry.perMember.keys())])) : new Map();
        names = new Map();
        start = now;
      }
      let entry = names.get(name);
      if (!entry) names.set(name, (entry = { used: 0, perMember: new Map() }));
      const mine = entry.perMember.get(member) ?? 0;
      // Asking counts the member in, even when refused: its part is kept for the next window.
      entry.perMember.set(member, mine);
      const before = previous.get(name) ?? new Set<string>();
      const members = new Set([...before, ...entry.perMember.keys()]).size;
      const part = Math.max(1, Math.floor(max / members));
      // The parts of last window's members that have not asked yet in this one are held back for
      // them (red team 9, RT9-2): a member new this window, asking early while few had, took a part
      // counted before the others joined and spent one that asked every window. Past `max`
      // members (parts of one), first come.
      let owed = 0;
      if (members <= max) for (const other of before) if (!entry.perMember.has(other)) owed += part;
      if (entry.used >= max - owed || mine >= part) return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      entry.used += 1;
      entry.perMember.set(member, mine + 1);
      return 0;
    },
    /** Takes back one event counted for `member` of `name` in the window `counted` (this one when not given; in a later one, nothing: RT9-3). */
    giveBack(name: string, member: string, counted: number = generation): void {
      if (counted !== generation) return;
      const entry = names.get(name);
      const mine = entry?.perMember.get(member) ?? 0;
      if (!entry || mine === 0) return;
      entry.used -= 1;
      entry.perMember.set(member, mine - 1);
    },
  };
}

/** Whether a time `now` begins a new window after the one begun at `start`: a window or more after it, or a window or more before it (a clock stepped back, RT7a-G). */
export function newWindow(now: number, start: number, windowMs: number): boolean {
  return now - start >= windowMs || start - now >= windowMs;
}

/** Counts a client's requests per minute by its address: `addressKeyCounter`, by the address's key (`addressKey`). The seconds to wait when refused, else 0. */
export function addressCounter(perMinute: number, per48PerMinute: number) {
  const byKey = addressKeyCounter(perMinute, per48PerMinute);
  return {
    take(address: string, now: number): number {
      return byKey.take(addressKey(address), now);
    },
  };
}

/**
 * The process's one count of requests per client for the sandbox (red team 3, R3-5): the API's
 * route and the checkout's form route are bundled apart, so it is kept on `globalThis`, as the
 * lead store is.
 */
export function sharedAddressCounter(): ReturnType<typeof addressCounter> {
  const holder = globalThis as { sandboxAddressCounter?: ReturnType<typeof addressCounter> };
  return (holder.sandboxAddressCounter ??= addressCounter(sandboxLimits.requestsPerAddressPerMinute, sandboxLimits.requestsPer48PerMinute));
}

/**
 * Counts a client's events per minute in memory by its address key (`addressKey`: an IPv4 address
 * or an IPv6 /64), `perMinute` each, and the /64s of one IPv6 /48 together `per48PerMinute`, as
 * keys are counted per /48 (red team 3, R3-4: a /48 holds 65,536 /64s, each with its own count).
 * `take` answers the seconds to wait when refused (then nothing is counted: a /64 refused by its
 * /48's count is given its own count back), else 0; `giveBack` takes one back from both (red team 8,
 * RT8-C: the forms' unknown ids were counted per /64 only, and one /48 looked up 1,200 of them a
 * minute).
 */
export function addressKeyCounter(perMinute: number, per48PerMinute: number) {
  const perAddress = windowCounter(perMinute, 60_000);
  const per48 = windowCounter(per48PerMinute, 60_000);
  return {
    take(key: string, now: number): number {
      // The /64 first: one /64 past its own count does not spend its neighbours' /48 count.
      const wait = perAddress.take(key, now);
      const prefix = prefix48(key);
      if (wait > 0 || prefix === null) return wait;
      const wait48 = per48.take(prefix, now);
      if (wait48 > 0) perAddress.giveBack(key);
      return wait48;
    },
    /** The current windows (the address's, the /48's), as `giveBack` takes them: read right after a `take`. */
    window(): [number, number] {
      return [perAddress.window(), per48.window()];
    },
    /** Takes back one event counted for `key` (and its /48) in the windows `counted`; in later ones, nothing (RT9-3). */
    giveBack(key: string, counted: [number, number] = [perAddress.window(), per48.window()]): void {
      perAddress.giveBack(key, counted[0]);
      const prefix = prefix48(key);
      if (prefix !== null) per48.giveBack(prefix, counted[1]);
    },
  };
}

/**
 * The process's one count of the hosted forms' ids that lead to no work per client address (red
 * team 7b, RT7B-3; red team 8, RT8-C), as the API counts unknown keys
 * (`invalidKeysPerAddressPerMinute`), and per /48 (`invalidIdsPer48PerMinute`): past it, a form's
 * id is not looked up; one that leads to work (an open checkout, an active link) is given back.
 */
export function sharedUnknownIdCounter(): ReturnType<typeof addressKeyCounter> {
  const holder = globalThis as { sandboxUnknownIdCounter?: ReturnType<typeof addressKeyCounter> };
  return (holder.sandboxUnknownIdCounter ??= addressKeyCounter(sandboxLimits.invalidKeysPerAddressPerMinute, sandboxLimits.invalidIdsPer48PerMinute));
}

/**
 * The process's one count of a payment link page's Pays per client (red team 5, RT5-1: the form
 * takes no key), on `globalThis` as `sharedAddressCounter`: `linkPaysPerAddressPerMinute`, and the
 * /64s of a /48 together `linkPaysPer48PerMinute`.
 */
export function sharedLinkPayCounter(): ReturnType<typeof addressCounter> {
  const holder = globalThis as { sandboxLinkPayCounter?: ReturnType<typeof addressCounter> };
  return (holder.sandboxLinkPayCounter ??= addressCounter(sandboxLimits.linkPaysPerAddressPerMinute, sandboxLimits.linkPaysPer48PerMinute));
}

/** The /48 of an IPv6 address key (`2001:db8:77:1::/64` is `2001:db8:77::/48`); null for an IPv4 one. */
export function prefix48(key: string): string | null {
  return key.endsWith("::/64") ? `${key.split(":").slice(0, 3).join(":")}::/48` : null;
}

/** The network of a client address, as kept with its keys: an HMAC of its IPv4 address or of its IPv6 /48. */
export function networkOf(address: string, env: Record<string, string | undefined> = process.env): string {
  const key = addressKey(address);
  return createHmac("sha256", derivedSecret("address", leadSecret(env)))
    .update(prefix48(key) ?? key)
    .digest("base64url");
}

/** Counts one key creation for a client address (null: unknown); the seconds to wait when refused, else 0. */
export function keyCreationLimiter(db: Database, env: Record<string, string | undefined> = process.env) {
  const hour = 60 * 60;
  const known = new RateLimiterDrizzle({
    storeClient: db,
    schema: leadRateLimits,
    keyPrefix: "sandbox-keys",
    points: sandboxLimits.keysPerHour,
    duration: hour,
    clearExpiredByTimeout: false,
  });
  const unknown = new RateLimiterDrizzle({
    storeClient: db,
    schema: leadRateLimits,
    keyPrefix: "sandbox-keys-unknown",
    points: sandboxLimits.keysPerHourUnknown,
    duration: hour,
    clearExpiredByTimeout: false,
  });
  // One IPv6 /48 (a site, a tunnel broker's or a host's allocation) holds 65,536 /64s, each with
  // its own count: together they get `keysPerHourPer48` (red team S1).
  const wide = new RateLimiterDrizzle({
    storeClient: db,
    schema: leadRateLimits,
    keyPrefix: "sandbox-keys-48",
    points: sandboxLimits.keysPerHourPer48,
    duration: hour,
    clearExpiredByTimeout: false,
  });
  const secret = derivedSecret("address", leadSecret(env));
  const hashed = (name: string) => createHmac("sha256", secret).update(name).digest("base64url");
  return async (address: string | null): Promise<number> => {
    try {
      if (address === null) await unknown.consume("unknown");
      else {
        const key = addressKey(address);
        await known.consume(hashed(key));
        const prefix = prefix48(key);
        if (prefix !== null) await wide.consume(hashed(prefix));
      }
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
}
