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

/** Counts events per name in fixed windows of `windowMs`, in memory. */
export function windowCounter(max: number, windowMs: number) {
  let start = 0;
  let counts = new Map<string, number>();
  return {
    /** Counts one event for `name` at `now`: the seconds to wait when it is past the limit (then not counted), else 0. */
    take(name: string, now: number): number {
      if (now - start >= windowMs) {
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
  const secret = derivedSecret("address", leadSecret(env));
  return async (address: string | null): Promise<number> => {
    try {
      if (address === null) await unknown.consume("unknown");
      else await known.consume(createHmac("sha256", secret).update(addressKey(address)).digest("base64url"));
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
}
