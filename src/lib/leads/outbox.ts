import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { leadOutbox, leads, type Lead, type OutboxChannel } from "@/db/schema";

/** Sends one notification of a lead; throws when it was not delivered. */
export type Sender = (lead: Lead) => Promise<void>;
export type Senders = Partial<Record<OutboxChannel, Sender>>;

/** How long a claimed notification is left to its sender before another worker may try it. */
export const leaseMs = 2 * 60_000;

/** The wait before the next attempt, after `attempts` failed ones: 30 s, 1 min, 2 min... at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export type DeliveryReport = { delivered: number; failed: number; waiting: number };

/**
 * Sends the notifications that are due. Each is claimed first (its next attempt moved past a
 * lease, in one short statement that skips rows another worker holds), then sent outside any
 * transaction, so a slow or dead mail server never holds the database; then marked delivered, or
 * given its next attempt with backoff. A channel without a sender (no SMTP configured yet) waits.
 */
export async function deliverDue(db: Database, senders: Senders, now: Date = new Date(), limit = 20): Promise<DeliveryReport> {
  const channels = (Object.keys(senders) as OutboxChannel[]).filter((channel) => senders[channel]);
  const report: DeliveryReport = { delivered: 0, failed: 0, waiting: 0 };
  if (channels.length === 0) return report;
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(and(isNull(leadOutbox.deliveredAt), lte(leadOutbox.nextAttemptAt, now), inArray(leadOutbox.channel, channels)))
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(leadOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${leadOutbox.attempts} + 1` })
    .where(inArray(leadOutbox.id, due))
    .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId, channel: leadOutbox.channel, attempts: leadOutbox.attempts });
  if (claimed.length === 0) return report;
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [...new Set(claimed.map((entry) => entry.leadId))]));
  const byId = new Map(rows.map((lead) => [lead.id, lead]));
  for (const entry of claimed) {
    const lead = byId.get(entry.leadId);
    const send = senders[entry.channel];
    if (!lead || !send) continue;
    try {
      await send(lead);
      await db.update(leadOutbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(leadOutbox.id, entry.id));
      report.delivered++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(leadOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + backoffMs(entry.attempts)), lastError: reason.slice(0, 500) })
        .where(eq(leadOutbox.id, entry.id));
      report.failed++;
    }
  }
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadOutbox)
    .where(isNull(leadOutbox.deliveredAt));
  report.waiting = waiting?.count ?? 0;
  return report;
}

/** Deletes the receipts of notifications delivered before `before`. */
export async function purgeDelivered(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(leadOutbox)
    .where(and(lte(leadOutbox.deliveredAt, before)))
    .returning({ id: leadOutbox.id });
  return deleted.length;
}
