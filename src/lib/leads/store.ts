import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { leadOutbox, leads, type Lead, type LeadForm, type OutboxChannel } from "@/db/schema";
import type { ConsentNotice } from "./consent";
import type { LeadInput } from "./validate";

/** A submission token the page's script made (`crypto.randomUUID()`); anything else is ignored. */
const tokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What makes two submissions one lead: the page's token when its script ran (a double click, a
 * retry after a lost answer), otherwise the whole lead on the same UTC day (a reload of the POST
 * without JavaScript): every field, its details and its region, so that two different leads of
 * the same person are two leads, and nobody can pre-empt another's lead with their contact alone.
 */
export function dedupeKey(lead: LeadInput, token: string | null | undefined, now: Date, region = ""): string {
  if (token && tokenPattern.test(token)) return `token:${token.toLowerCase()}`;
  const day = now.toISOString().slice(0, 10);
  const details = Object.keys(lead.details)
    .sort()
    .map((key) => [key, lead.details[key]]);
  const parts = [
    lead.form,
    region,
    lead.name ?? "",
    lead.organisation ?? "",
    lead.email ?? "",
    lead.phone ?? "",
    (lead.message ?? "").replace(/\s+/g, " ").trim(),
    JSON.stringify(details),
    day,
  ];
  return `hash:${createHash("sha256").update(parts.join("\u0000")).digest("hex")}`;
}

/** When the notifications of throttled leads go out: at the top of the next hour, together (`deliverDue`'s digest). */
export function digestTime(now: Date): Date {
  const next = new Date(now);
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

export type StoreRequest = {
  lead: LeadInput;
  region: string;
  lang: string;
  /** Whether the proof of work was solved. */
  verified: boolean;
  /** Sent from an address past its hourly count (`leadLimits`): stored, marked, notified in the hourly digest. */
  throttled?: boolean;
  /** The hidden field was filled in: stored, marked, never notified. */
  honeypot?: boolean;
  token?: string | null;
  /** The privacy notice the consent box pointed to: path, language, "last updated" date (`consent.ts`). */
  consentNotice: ConsentNotice;
  /** Where the team is told (an outbox row each). */
  channels: readonly OutboxChannel[];
  now: Date;
};

/**
 * Stores a lead and the notifications owed for it in one transaction: when this returns, the
 * lead is on disk and its notifications will go out. A submission already stored (same
 * `dedupeKey`) is not stored again: its id comes back with `duplicate: true`.
 */
export async function storeLead(db: Database, request: StoreRequest): Promise<{ id: string; duplicate: boolean }> {
  const { lead, now } = request;
  const key = dedupeKey(lead, request.token, now, request.region);
  const throttled = request.throttled ?? false;
  const honeypot = request.honeypot ?? false;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({
        form: lead.form,
        region: request.region,
        lang: request.lang,
        name: lead.name ?? null,
        organisation: lead.organisation ?? null,
        email: lead.email ?? null,
        phone: lead.phone ?? null,
        message: lead.message ?? null,
        details: lead.details,
        verified: request.verified,
        throttled,
        honeypot,
        consentAt: now,
        consentNotice: request.consentNotice.path,
        consentNoticeLang: request.consentNotice.lang,
        consentNoticeUpdated: request.consentNotice.updated,
        dedupeKey: key,
        createdAt: now,
      })
      .onConflictDoNothing({ target: leads.dedupeKey })
      .returning({ id: leads.id });
    const id = inserted[0]?.id;
    if (!id) {
      const [existing] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.dedupeKey, key));
      if (!existing) throw new Error("A lead with this key was neither stored nor found");
      return { id: existing.id, duplicate: true };
    }
    // A honeypot hit is kept for the team to look at, never sent to them; a throttled lead waits
    // for the hourly digest.
    const channels = honeypot ? [] : request.channels;
    const due = throttled ? digestTime(now) : now;
    if (channels.length > 0)
      await tx.insert(leadOutbox).values(channels.map((channel) => ({ leadId: id, channel, nextAttemptAt: due, createdAt: now })));
    return { id, duplicate: false };
  });
}

/** Deletes the leads sent before `before` (their notifications with them); returns how many. */
export async function purgeLeads(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(leads).where(lt(leads.createdAt, before)).returning({ id: leads.id });
  return deleted.length;
}

/**
 * Deletes a person's leads, found by e-mail (any case) or phone (E.164), with their notifications
 * not sent yet; returns how many, and whether a CRM is told. It is told (a `lead.erased` webhook
 * with the leads' ids only, through the outbox, in the same transaction) when this process has a
 * webhook configured (`webhook`) or any of the leads had a webhook notification still on record.
 */
export async function eraseLeads(
  db: Database,
  who: { email?: string; phone?: string },
  { webhook = false, now = new Date() }: { webhook?: boolean; now?: Date } = {},
): Promise<{ erased: number; crmTold: boolean }> {
  const condition = who.email
    ? sql`lower(${leads.email}) = ${who.email.trim().toLowerCase()}`
    : who.phone
      ? eq(leads.phone, who.phone)
      : null;
  if (!condition) return { erased: 0, crmTold: false };
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: leads.id }).from(leads).where(condition)).map((row) => row.id);
    if (ids.length === 0) return { erased: 0, crmTold: false };
    const [sent] = await tx
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(and(inArray(leadOutbox.leadId, ids), eq(leadOutbox.channel, "webhook")))
      .limit(1);
    const deleted = await tx.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id });
    const crmTold = deleted.length > 0 && (webhook || sent !== undefined);
    if (crmTold)
      await tx.insert(leadOutbox).values({ leadId: null, erasedLeadIds: deleted.map((row) => row.id).sort(), channel: "webhook", nextAttemptAt: now, createdAt: now });
    return { erased: deleted.length, crmTold };
  });
}

/** Leads sent since a date, of one form or all, oldest first. */
export async function listLeads(db: Database, filter: { since?: Date; form?: LeadForm } = {}): Promise<Lead[]> {
  const conditions = [
    filter.since ? gte(leads.createdAt, filter.since) : undefined,
    filter.form ? eq(leads.form, filter.form) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(leads)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(leads.createdAt), asc(leads.id));
}
