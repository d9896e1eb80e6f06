import { sandboxLimits } from "@/config/sandbox";
import { shareCounter, windowCounter } from "../limits";
import { LookupLimited, type Resolver } from "./address";

/*
 * The name lookups a key makes the sandbox ask (red team 5, RT5-6; docs/developer-section.md,
 * "Sandbox", "Webhooks"), counted per key across its registrations and its deliveries.
 */

/**
 * The lookups one key may make the sandbox ask a minute (red team 5, RT5-6): its endpoints'
 * registrations (a refused URL's included) and its deliveries together; past it, a registration is
 * answered 429 and a delivery waits, no attempt counted. A key at its 5 endpoints could otherwise
 * make the site look names up at its whole request rate.
 */
export const webhookLookupsPerKeyPerMinute = 60;

/**
 * The process's one count of lookups per key, kept on `globalThis`: the API's route (registrations)
 * and the worker (deliveries) are bundled apart, and count together.
 */
export function sharedLookupCounter(): ReturnType<typeof windowCounter> {
  const holder = globalThis as { sandboxWebhookLookups?: ReturnType<typeof windowCounter> };
  return (holder.sandboxWebhookLookups ??= windowCounter(webhookLookupsPerKeyPerMinute, 60_000));
}

/**
 * The lookups all the keys made from one client network may make the sandbox ask a minute (red team
 * 6a, RT6a-8): a network holds up to 50 live keys, and counted per key only, it could make the site
 * ask 50 times a key's count. Twice a key's count: a developer's two or three keys are not held.
 * Each key of the network has its part of it (red team 7a, RT7a-B: `shareCounter`): 120 divided by
 * the network's keys asking this minute or the last, so two keys on one CGNAT, office or VPN address
 * no longer spend a third's.
 */
export const webhookLookupsPerNetworkPerMinute = 120;

export type NetworkLookupCounter = ReturnType<typeof shareCounter>;

/** The process's one count of lookups per network (the network a key was made from, `sandbox_keys.network`), each key its part, on `globalThis` as the per-key one. */
export function sharedNetworkLookupCounter(): NetworkLookupCounter {
  const holder = globalThis as { sandboxWebhookNetworkShares?: NetworkLookupCounter };
  return (holder.sandboxWebhookNetworkShares ??= shareCounter(webhookLookupsPerNetworkPerMinute, 60_000));
}

/**
 * The lookups the whole process may make a minute (red team 18, RT18-2; red team 19, RT19-1): counted per key and per
 * network only, keys made from 20 IPv4 addresses made 2,400 a minute and 500 networks 60,000, each 2 to 4 questions to
 * the site's resolver, and a name answering 64 KiB of records cost about 30 ms of the server's main thread to parse
 * (c-ares, which the resolver no longer uses: answers are read up to 1,232 bytes, `udp-dns.ts`). Each network asking has its part (`shareCounter`: the count divided by
 * the networks that asked this minute or the last, a key with no known network a member of its own), held back for it
 * the next minute when it was refused. As many as the sandbox's live keys (red team 20, RT20-1: at 300, 300 networks of
 * one key each left an honest network none, first come past 300 members): there are never more members than live keys,
 * so every network has at least one lookup a minute, whatever the others ask first (nearly: red team 21, RT21-2). The
 * biggest answers cost about a second of the main thread a minute at most (with c-ares, 30 to 48 s; red team 21,
 * RT21-1: the lookups at once are not bounded, and 1,000 answers coming back together hold it about a quarter second).
 */
export const webhookLookupsPerMinute = sandboxLimits.liveKeys;

/** The process's one count of lookups, each network its part (a key with no known network its own), on `globalThis` as the others. */
export function sharedProcessLookupCounter(): NetworkLookupCounter {
  const holder = globalThis as { sandboxWebhookProcessShares?: NetworkLookupCounter };
  return (holder.sandboxWebhookProcessShares ??= shareCounter(webhookLookupsPerMinute, 60_000));
}

/** The counts a key's lookups are taken from (the process's own by default) and its clock. */
type LookupCounts = {
  lookups?: ReturnType<typeof windowCounter>;
  now?: () => number;
  network?: string | null;
  perNetwork?: NetworkLookupCounter;
  perProcess?: NetworkLookupCounter;
};

/** `LookupCounts` with the process's own counts and clock where none is given. */
function countsOf({
  lookups = sharedLookupCounter(),
  now = () => Date.now(),
  network = null,
  perNetwork = sharedNetworkLookupCounter(),
  perProcess = sharedProcessLookupCounter(),
}: LookupCounts): Required<LookupCounts> {
  return { lookups, now, network, perNetwork, perProcess };
}

/** The name every lookup is counted under in the process's count. */
const processName = "all";

/**
 * One lookup taken for `keyId`, then for its `network`, then for the process (RT5-6, RT6a-8, RT18-2): the seconds to wait
 * when any is past its count (nothing counted: what the others took is given back), else the windows each was counted
 * in, for a give-back. A key with no known network is its own member of the process's count.
 */
type Taken = { counted: number; networkCounted: number; processCounted: number };
function takeLookup(
  keyId: string,
  { lookups, network, perNetwork, perProcess }: Omit<Required<LookupCounts>, "now">,
  at: number,
): { wait: number } | Taken {
  const wait = lookups.take(keyId, at);
  if (wait > 0) return { wait };
  const counted = lookups.window();
  let networkCounted = 0;
  if (network !== null) {
    const busy = perNetwork.take(network, keyId, at);
    if (busy > 0) {
      lookups.giveBack(keyId, counted);
      return { wait: busy };
    }
    networkCounted = perNetwork.window();
  }
  const full = perProcess.take(processName, network ?? `key:${keyId}`, at);
  if (full > 0) {
    lookups.giveBack(keyId, counted);
    if (network !== null) perNetwork.giveBack(network, keyId, networkCounted);
    return { wait: full };
  }
  return { counted, networkCounted, processCounted: perProcess.window() };
}

/**
 * `resolve`, each lookup counted for `keyId` in `lookups` and for the key's `network` in
 * `perNetwork` first (RT5-6, RT6a-8): past either count, no lookup is made and `LookupLimited` is
 * thrown (a lookup refused by its network's count is given back to the key's). An address written
 * in the URL is no lookup, not counted. A key whose network is unknown (made before networks were
 * kept) is counted per key only.
 */
export function countedResolver(resolve: Resolver, keyId: string, options: LookupCounts = {}): Resolver {
  const counts = countsOf(options);
  return (host) => {
    const taken = takeLookup(keyId, counts, counts.now());
    return "wait" in taken ? Promise.reject(new LookupLimited(taken.wait)) : resolve(host);
  };
}

/** A lookup counted ahead (`reservedLookup`): `resolver` makes its first lookup on it, `release` gives it back if none was made. */
export type LookupReservation = { resolver: Resolver; release(): void };

/**
 * One lookup counted for `keyId` (and for its `network`) before a delivery asks for its host's
 * count (red team 11, RT11-3): a key past its lookups, or its network's, waits without taking a
 * turn at the host, so it never holds a place in the host's rotation, nor counts in its shares,
 * with nothing sent. Before, the host's take came first and was given back when the lookup was
 * refused, with the key's place: thirty keys whose lookups were spent kept the rotation's top
 * places and an honest key at that host was refused every minute, the count unspent. The seconds
 * to wait (nothing counted), or the reservation: `resolver` makes its first lookup on it (later
 * ones counted as `countedResolver`'s), and `release` gives it back when no lookup was made (the
 * host refused the delivery, or the attempt ended before its lookup), in the window it was counted in.
 */
export function reservedLookup(resolve: Resolver, keyId: string, options: LookupCounts = {}): { wait: number } | LookupReservation {
  const counts = countsOf(options);
  const { lookups, network, perNetwork, perProcess } = counts;
  const taken = takeLookup(keyId, counts, counts.now());
  if ("wait" in taken) return taken;
  let held = true;
  const further = countedResolver(resolve, keyId, counts);
  return {
    resolver: (host) => {
      if (!held) return further(host);
      held = false;
      return resolve(host);
    },
    release() {
      if (!held) return;
      held = false;
      lookups.giveBack(keyId, taken.counted);
      if (network !== null) perNetwork.giveBack(network, keyId, taken.networkCounted);
      perProcess.giveBack(processName, network ?? `key:${keyId}`, taken.processCounted);
    },
  };
}
