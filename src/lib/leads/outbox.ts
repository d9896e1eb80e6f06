import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { leadOutbox, leads, type Lead, type OutboxChannel } from "@/db/schema";
import { errorKind } from "./log";

/** Sends one notification of a lead; throws when it was not delivered. */
export type Sender = (lead: Lead) => Promise<void>;
export type Senders = Partial<Record<OutboxChannel, Sender>> & {
  /**
   * The e-mail of throttled leads (sent from an address past its hourly count, docs/leads.md): one
   * message per inbox for all those due together, instead of one each.
   */
  emailDigest?: { inbox(lead: Lead): string; send(leads: Lead[]): Promise<void> };
  /** Tells the CRM that these leads were erased (`lead.erased`, the webhook's; their ids only). */
  erased?: (leadIds: string[], at: Date) => Promise<void>;
};

/** How long a claimed notification is left to its sender before another worker may try it; renewed before each send. */
export const leaseMs = 2 * 60_000;

/** The wait before the next attempt, after `attempts` failed ones: 30 s, 1 min, 2 min... at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The fewest failed attempts before a notification may be given up on (with `deadLetterDays` of age). */
export const deadLetterAttempts = 8;

export type DeliveryReport = { delivered: number; failed: number; waiting: number; deadLettered: number };

type Claimed = { id: number; leadId: string | null; erasedLeadIds: string[] | null; channel: OutboxChannel; attempts: number; createdAt: Date };

/**
 * Sends the notifications that are due. Each is claimed first (its next attempt moved past a
 * lease, in one short statement that skips rows another worker holds), then sent outside any
 * transaction, so a slow or dead mail server never holds the database; its lease is renewed just
 * before it is sent, so a long round never lets another worker send it too; then it is marked
 * delivered, or given its next attempt, counted from the failure, with backoff. One that has
 * failed for `deadLetterDays` is given up on (`dead_at`), reported, never retried. A channel
 * without a sender (no SMTP configured yet) waits.
 */
export async function deliverDue(
  db: Database,
  senders: Senders,
  now: Date = new Date(),
  { limit = 20, deadLetterDays = 7, clock = () => new Date() }: { limit?: number; deadLetterDays?: number; clock?: () => Date } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, failed: 0, waiting: 0, deadLettered: 0 };
  const dead = await db
    .update(leadOutbox)
    .set({ deadAt: now })
    .where(
      and(
        isNull(leadOutbox.deliveredAt),
        isNull(leadOutbox.deadAt),
        lte(leadOutbox.createdAt, new Date(now.getTime() - deadLetterDays * 86_400_000)),
        // Days of failures, not days of waiting for a transport nobody configured yet: at least
        // as many attempts as the backoff makes in a day at its slowest.
        gte(leadOutbox.attempts, deadLetterAttempts),
      ),
    )
    .returning({ id: leadOutbox.id });
  report.deadLettered = dead.length;
  const channels = (["email", "webhook"] as const).filter((channel) => senders[channel]);
  if (channels.length > 0) {
    const due = db
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(
        and(
          isNull(leadOutbox.deliveredAt),
          isNull(leadOutbox.deadAt),
          lte(leadOutbox.nextAttemptAt, now),
          inArray(leadOutbox.channel, [...channels]),
        ),
      )
      .orderBy(asc(leadOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed: Claimed[] = await db
      .update(leadOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${leadOutbox.attempts} + 1` })
      .where(inArray(leadOutbox.id, due))
      .returning({
        id: leadOutbox.id,
        leadId: leadOutbox.leadId,
        erasedLeadIds: leadOutbox.erasedLeadIds,
        channel: leadOutbox.channel,
        attempts: leadOutbox.attempts,
        createdAt: leadOutbox.createdAt,
      });
    if (claimed.length > 0) {
      const rows = await db
        .select()
        .from(leads)
        .where(inArray(leads.id, [...new Set(claimed.flatMap((entry) => (entry.leadId ? [entry.leadId] : [])))]));
      const byId = new Map(rows.map((lead) => [lead.id, lead]));
      // The throttled leads' e-mails, by inbox, go together; every other notification on its own.
      type Job = { entries: Claimed[]; send: () => Promise<void>; split?: Job[] };
      const jobs: Job[] = [];
      const digests = new Map<string, { entries: Claimed[]; leads: Lead[] }>();
      const digest = senders.emailDigest;
      for (const entry of claimed) {
        // A `lead.erased` event: no lead any more, only the ids the CRM must erase.
        if (entry.leadId === null) {
          const erased = senders.erased;
          if (erased && entry.erasedLeadIds) jobs.push({ entries: [entry], send: () => erased(entry.erasedLeadIds!, entry.createdAt) });
          continue;
        }
        const lead = byId.get(entry.leadId);
        const send = senders[entry.channel];
        if (!lead) continue;
        if (lead.throttled && entry.channel === "email" && digest) {
          const batch = digests.get(digest.inbox(lead)) ?? { entries: [], leads: [] };
          batch.entries.push(entry);
          batch.leads.push(lead);
          digests.set(digest.inbox(lead), batch);
        } else if (send) jobs.push({ entries: [entry], send: () => send(lead) });
      }
      for (const batch of digests.values()) {
        const single = senders.email;
        jobs.push({
          entries: batch.entries,
          send: () => digest!.send(batch.leads),
          // A digest the mail server refuses (one lead's content can make a filter refuse it all)
          // goes again lead by lead, so that only the offending lead fails.
          split:
            single && batch.leads.length > 1
              ? batch.entries.map((entry, index) => ({ entries: [entry], send: () => single(batch.leads[index]!) }))
              : undefined,
        });
      }
      for (let index = 0; index < jobs.length; index++) {
        const job = jobs[index]!;
        const ids = job.entries.map((entry) => entry.id);
        // Renewed just before sending: a row another worker took meanwhile (its lease run out) is left to it.
        const renewed = await db
          .update(leadOutbox)
          .set({ nextAttemptAt: new Date(clock().getTime() + leaseMs) })
          .where(
            and(
              inArray(leadOutbox.id, ids),
              isNull(leadOutbox.deliveredAt),
              inArray(
                leadOutbox.attempts,
                job.entries.map((entry) => entry.attempts),
              ),
            ),
          )
          .returning({ id: leadOutbox.id });
        if (renewed.length !== ids.length) continue;
        try {
          await job.send();
          // Delivered: whatever another process decided meanwhile (given up on), it is not owed any more.
          await db.update(leadOutbox).set({ deliveredAt: clock(), deadAt: null, lastError: null }).where(inArray(leadOutbox.id, ids));
          report.delivered += ids.length;
        } catch (error) {
          if (job.split) {
            jobs.splice(index + 1, 0, ...job.split);
            continue;
          }
          // The next attempt is counted from the failure, not from the claim.
          const failedAt = clock();
          for (const entry of job.entries)
            await db
              .update(leadOutbox)
              .set({ nextAttemptAt: new Date(failedAt.getTime() + backoffMs(entry.attempts)), lastError: errorKind(error) })
              .where(eq(leadOutbox.id, entry.id));
          report.failed += ids.length;
        }
      }
    }
  }
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadOutbox)
    .where(and(isNull(leadOutbox.deliveredAt), isNull(leadOutbox.deadAt)));
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
