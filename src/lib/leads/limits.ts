import { createHmac } from "node:crypto";
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { leadRateLimit } from "@/config/leads";
import type { Database } from "@/db/client";
import { leadRateLimits } from "@/db/schema";
import { derivedSecret, leadSecret } from "./secret";

/**
 * The lead forms' rate limits (docs/leads.md), counted in the lead database with
 * rate-limiter-flexible's Drizzle store, so every process of a deployment counts together: per
 * client address (stricter when the proof of work was not solved) and per contact. The address is
 * kept only as an HMAC in a key that expires with its window.
 */
export type LeadLimits = {
  /** Counts one lead; false when one of its limits is used up. */
  allow(request: { address: string | null; contact: string; verified: boolean }): Promise<boolean>;
  /** Whether a solved challenge is used for the first time (a replay is not verified). */
  firstUse(challengeSignature: string, ttlSeconds: number): Promise<boolean>;
};

const hour = 60 * 60;

export function leadLimits(db: Database, env: Record<string, string | undefined> = process.env): LeadLimits {
  const limiter = (keyPrefix: string, points: number, duration = hour) =>
    new RateLimiterDrizzle({ storeClient: db, schema: leadRateLimits, keyPrefix, points, duration, clearExpiredByTimeout: false });
  const address = limiter("address", leadRateLimit("address", env));
  const unverified = limiter("address-unverified", leadRateLimit("addressUnverified", env));
  const contact = limiter("contact", leadRateLimit("contact", env));
  const addressSecret = derivedSecret("address", leadSecret(env));
  const consume = async (limit: RateLimiterDrizzle, key: string) => {
    try {
      await limit.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  };
  return {
    async allow({ address: ip, contact: who, verified }) {
      const checks: Promise<boolean>[] = [consume(contact, who.trim().toLowerCase())];
      if (ip) checks.push(consume(verified ? address : unverified, createHmac("sha256", addressSecret).update(ip).digest("base64url")));
      return (await Promise.all(checks)).every(Boolean);
    },
    async firstUse(signature, ttlSeconds) {
      return consume(limiter("challenge", 1, ttlSeconds), signature);
    },
  };
}

/** Deletes the counters whose window has passed: what is left of a client address goes with them. */
export async function clearExpiredLimits(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(leadRateLimits).where(lt(leadRateLimits.expire, now)).returning({ key: leadRateLimits.key });
  return deleted.length;
}
