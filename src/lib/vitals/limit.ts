/**
 * How many beacons one server process stores per minute, in all and per client address (when
 * the site knows it: src/lib/leads/client-address.ts), before it answers 429. A page view sends
 * one beacon, two or three when its tab is hidden and shown again: a flood is anything far past
 * what visitors send, and it fills no table. The edge limits each address before this
 * (docs/deployment.md). Counted in memory: a limit, not a record.
 */
export const vitalsLimits = { perMinute: 1200, perAddressPerMinute: 30 } as const;

type Window = { start: number; total: number; byAddress: Map<string, number> };

export function vitalsLimiter(limits: { perMinute: number; perAddressPerMinute: number } = vitalsLimits) {
  let window: Window = { start: 0, total: 0, byAddress: new Map() };
  return {
    /** Counts one beacon at `now`; false when it is past a limit (and then it is not counted). */
    take(address: string | null, now: number = Date.now()): boolean {
      if (now - window.start >= 60_000) window = { start: now, total: 0, byAddress: new Map() };
      if (window.total >= limits.perMinute) return false;
      if (address !== null) {
        const used = window.byAddress.get(address) ?? 0;
        if (used >= limits.perAddressPerMinute) return false;
        window.byAddress.set(address, used + 1);
      }
      window.total += 1;
      return true;
    },
  };
}
