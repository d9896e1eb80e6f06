import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The lead database (docs/leads.md): one schema for the embedded PGlite default and for a
 * PostgreSQL server, migrated by the files drizzle-kit writes into `db/migrations/`
 * (`npx drizzle-kit generate` after a change here; a unit test checks the two agree).
 */

/** The forms that make a lead. */
export const leadForms = ["sales", "reseller", "contact", "notify"] as const;
export type LeadForm = (typeof leadForms)[number];

/** Where a lead's notification goes. */
export const outboxChannels = ["email", "webhook"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * One conversation someone started on the site. What every form asks is a column; what only
 * one form asks (volume band, wilaya, topic...) is in `details`, checked by the form's schema
 * before it is stored. No IP address: the rate limit keeps its own, for as long as it needs it.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    form: text("form", { enum: leadForms }).notNull(),
    region: text("region").notNull(),
    lang: text("lang").notNull(),
    name: text("name"),
    organisation: text("organisation"),
    email: text("email"),
    /** E.164: `+213550123456`. */
    phone: text("phone"),
    message: text("message"),
    details: jsonb("details").$type<Record<string, string | boolean | string[]>>().notNull().default({}),
    /** Whether the proof-of-work challenge was solved (false: sent without JavaScript). */
    verified: boolean("verified").notNull(),
    /** When the visitor ticked the consent box, and which privacy notice it pointed to. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentNotice: text("consent_notice").notNull(),
    /**
     * One submission, one lead: the page's submission token when the browser ran the script,
     * otherwise a hash of the form, the contact and the message on that day (docs/leads.md).
     */
    dedupeKey: text("dedupe_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_email_idx").on(sql`lower(${table.email})`),
    check("leads_form_check", sql`${table.form} in ('sales', 'reseller', 'contact', 'notify')`),
    check("leads_contact_check", sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

/**
 * Notifications owed for a lead, written in the lead's own transaction: a lead is never stored
 * without them, nor they without it. The delivery worker sends them and retries with backoff.
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: outboxChannels }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_outbox_lead_idx").on(table.leadId),
    index("lead_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
    check("lead_outbox_channel_check", sql`${table.channel} in ('email', 'webhook')`),
  ],
);

/**
 * The rate limit's counters (rate-limiter-flexible's Drizzle store, `src/lib/leads/limits.ts`):
 * a key per client address (an HMAC of it, never the address), per contact, per solved
 * challenge, with the points used until `expire`. A row lives as long as its window, no longer.
 */
export const leadRateLimits = pgTable("lead_rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

export type Lead = typeof leads.$inferSelect;
