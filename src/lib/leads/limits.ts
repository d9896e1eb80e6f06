import { createHmac } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { leadRateLimit } from "@/config/leads";
import type { Database } from "@/db/client";
import { leadRateLimits } from "@/db/schema";
import { addressKey } from "./client-address";
import { derivedSecret, leadSecret } from "./secret";

/**
 * The lead forms' limits (docs/leads.md, "Limits"), counted in the lead database with
 * rate-limiter-flexible's Drizzle store, so every process of a deployment counts together.
 *
 * A lead the visitor consented to is never dropped because its address was busy: many visitors
 * share one address behind a carrier's NAT. Past its hourly count (stricter when the proof of work
 * was not solved) an address's leads are stored and marked `throttled`. Past the count of one
 * contact (an e-mail address or phone number), or far past what a carrier's NAT sends from one
 * address (`addressFlood`), a lead is refused only when it comes without a fresh proof of work: a
 * visitor whose browser solved one is stored, marked, whoever abused the contact or the address
 * (so that nobody can lock a person or a carrier's address out). A robot's lead (the hidden field
 * filled in) counts against its address's flood only, never against a contact. Addresses and
 * contacts are kept only as HMACs, in keys that expire with their window.
 */
export type LeadVerdict = { refused: false; throttled: boolean } | { refused: true; reason: "contact" | "flood" };

export type LeadLimits = {
  /** Counts one lead: refused, or to be stored (throttled or not). `address` null: unknown (docs/leads.md). */
  check(request: { address: string | null; contact: string; verified: boolean; honeypot?: boolean }): Promise<LeadVerdict>;
  /** Whether a solved challenge is used for the first time (a replay is not verified). */
  firstUse(challengeSignature: string, ttlSeconds: number): Promise<boolean>;
};

const hour = 60 * 60;

/** The key a contact is counted under: an HMAC of it, never the address or number itself. */
export function contactKey(contact: string, env: Record<string, string | undefined> = process.env): string {
  return createHmac("sha256", derivedSecret("contact", leadSecret(env)))
    .update(contact.trim().toLowerCase())
    .digest("base64url");
}

export function leadLimits(db: Database, env: Record<string, string | undefined> = process.env): LeadLimits {
  const limiter = (keyPrefix: string, points: number, duration = hour) =>
    new RateLimiterDrizzle({ storeClient: db, schema: leadRateLimits, keyPrefix, points, duration, clearExpiredByTimeout: false });
  const address = limiter("address", leadRateLimit("address", env));
  const unverified = limiter("address-unverified", leadRateLimit("addressUnverified", env));
  const flood = limiter("address-flood", leadRateLimit("addressFlood", env));
  const robots = limiter("address-robots", leadRateLimit("addressFlood", env));
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
    async check({ address: ip, contact: who, verified, honeypot = false }) {
      // An unknown address (no edge, no trusted hop: docs/leads.md) counts in one bucket, which
      // every visitor shares: it marks, and never refuses (red team N3).
      const key = ip ? createHmac("sha256", addressSecret).update(addressKey(ip)).digest("base64url") : "unknown";
      // A robot's lead (the hidden field filled) counts in a counter of its own, which refuses only
      // robots' leads: it never costs a person behind the same address anything (red team N3).
      if (honeypot) return (await consume(robots, key)) ? { refused: false, throttled: false } : { refused: true, reason: "flood" };
      const [contactOk, floodOk, addressOk] = await Promise.all([
        consume(contact, contactKey(who, env)),
        ip ? consume(flood, key) : Promise.resolve(true),
        consume(verified ? address : unverified, key),
      ]);
      if (!contactOk && !verified) return { refused: true, reason: "contact" };
      if (!floodOk && !verified) return { refused: true, reason: "flood" };
      return { refused: false, throttled: !addressOk || !contactOk || !floodOk };
    },
    async firstUse(signature, ttlSeconds) {
      return consume(limiter("challenge", 1, ttlSeconds), signature);
    },
  };
}

/** Deletes a contact's counter (`npm run leads:erase`): what is left of it goes with the person's leads. */
export async function eraseContactLimit(
  db: Database,
  contact: string,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const deleted = await db
    .delete(leadRateLimits)
    .where(eq(leadRateLimits.key, `contact:${contactKey(contact, env)}`))
    .returning({ key: leadRateLimits.key });
  return deleted.length;
}

/** Deletes the counters whose window has passed: what is left of a client address goes with them. */
export async function clearExpiredLimits(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(leadRateLimits).where(lt(leadRateLimits.expire, now)).returning({ key: leadRateLimits.key });
  return deleted.length;
}
