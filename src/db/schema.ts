import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
    /**
     * Sent from an address past its hourly count (docs/leads.md, "Limits"): many visitors share
     * one address behind a carrier's NAT, so the lead is kept, marked, and its e-mail waits for
     * the hourly digest, never dropped.
     */
    throttled: boolean("throttled").notNull().default(false),
    /** The field no person sees was filled in: kept, marked, never notified (docs/leads.md). */
    honeypot: boolean("honeypot").notNull().default(false),
    /**
     * When the visitor ticked the consent box, and what it pointed to: the privacy notice's path,
     * the language it was read in and its "last updated" date (`src/lib/leads/consent.ts`). The
     * last two are null on leads stored before they were kept (the language then is `lang`).
     */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentNotice: text("consent_notice").notNull(),
    consentNoticeLang: text("consent_notice_lang"),
    consentNoticeUpdated: date("consent_notice_updated", { mode: "string" }),
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
 * A row without a lead tells the CRM that leads were erased (`lead.erased`, written by
 * `leads:erase` in the erasure's own transaction): their ids only, no personal data.
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The ids of the leads a `lead.erased` event names (its `lead_id` is null: they are gone). */
    erasedLeadIds: uuid("erased_lead_ids").array(),
    channel: text("channel", { enum: outboxChannels }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Given up on, after `leadConfig.deadLetterDays` of failures: reported by `npm run leads:status`, never retried. */
    deadAt: timestamp("dead_at", { withTimezone: true }),
    /** What went wrong last, as a kind (an SMTP or HTTP status, an error code), never a message holding the lead's data. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_outbox_lead_idx").on(table.leadId),
    index("lead_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.deadAt} is null`),
    check("lead_outbox_channel_check", sql`${table.channel} in ('email', 'webhook')`),
    check("lead_outbox_event_check", sql`${table.leadId} is not null or (${table.erasedLeadIds} is not null and ${table.channel} = 'webhook')`),
  ],
);

/**
 * The rate limit's counters (rate-limiter-flexible's Drizzle store, `src/lib/leads/limits.ts`):
 * a key per client address and per contact (an HMAC of each, never the address or the contact),
 * per solved challenge, with the points used until `expire`. A row lives as long as its window, no longer.
 */
export const leadRateLimits = pgTable("lead_rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * Real-user Web Vitals (SPEC 11, docs/consent-and-vitals.md): one row per metric of a page view,
 * as the vitals beacon sent it and `src/lib/vitals/beacon.ts` checked it. Nothing identifies the
 * visitor: no address, no cookie, no path (the page's template only), no time finer than the
 * day. Rows older than 90 days are deleted (`vitalsRetentionDays`).
 */
export const vitals = pgTable(
  "vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    /** The page's route in the registry (`/company/news/[slug]`), `/search`, or `/page-not-found`. */
    template: text("template").notNull(),
    lang: text("lang").notNull(),
    region: text("region").notNull(),
    /** `phone`, `tablet` or `desktop`, from the window's width. */
    device: text("device").notNull(),
    /** The browser's effective connection type (`4g`, `3g`...), or `unknown`. */
    connection: text("connection").notNull(),
    /** `LCP`, `INP`, `CLS`, `FCP` or `TTFB`. */
    metric: text("metric").notNull(),
    /** Milliseconds, or CLS's unitless score. */
    value: doublePrecision("value").notNull(),
    /** LCP's element or INP's target, as web-vitals' attribution names it (a CSS selector), when given. */
    target: text("target"),
  },
  (table) => [index("vitals_day_idx").on(table.day)],
);

export type Lead = typeof leads.$inferSelect;

/**
 * The sandbox's test keys (SPEC 12, docs/developer-section.md, "Sandbox"): one row per key, for one
 * API. Only the SHA-256 of the secret is kept: the secret is 32 random bytes, so a hash without salt
 * or stretching cannot be reversed, and a lookup by hash is one index read. `expires_at` slides to
 * 30 days after the key's last use; the daily purge deletes an expired key and, by cascade, its objects.
 */
export const sandboxKeys = pgTable(
  "sandbox_keys",
  {
    id: text("id").primaryKey(),
    api: text("api", { enum: ["pay", "pro"] }).notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * The JSON bytes the key stores, its objects' and its idempotency records' together (red team
     * S1): summed again by each write, in the write's transaction, which is refused past
     * `sandboxLimits.bytesPerKey`.
     */
    bytes: integer("bytes").notNull().default(0),
    /** The network the key was made from (an HMAC of its IPv4 address or IPv6 /48; null when unknown), for `liveKeysPerNetwork`. */
    network: text("network"),
  },
  (table) => [
    index("sandbox_keys_expires_idx").on(table.expiresAt),
    index("sandbox_keys_network_idx").on(table.network, table.expiresAt),
    check("sandbox_keys_api_check", sql`${table.api} in ('pay', 'pro')`)],
);

/**
 * The objects a test key created (customers, checkouts, top-ups...), as the API answers them
 * (`data`), in the order they were made (`seq`, for the lists' newest-first pages). Only the key
 * that made an object reads it: every query names the key.
 */
export const sandboxObjects = pgTable(
  "sandbox_objects",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    keyId: text("key_id")
      .notNull()
      .references(() => sandboxKeys.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    // What the sandbox filters and sums on, out of the jsonb (red team S2): no request reads every
    // object of a key to find the due checkouts, the pending top-ups or a balance.
    /** The object's `status`, kept by the database from `data`. */
    status: text("status").generatedAlwaysAs(sql`data->>'status'`),
    /** When an open checkout expires (null for other objects). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** What a balance counts of it: a checkout's amount, a top-up's cost to the reseller, a voucher order's total. */
    amount: bigint("amount", { mode: "number" }),
    /** The size of `data` as JSON text, kept by the database: the key's byte budget counts it. */
    bytes: integer("bytes")
      .notNull()
      .generatedAlwaysAs(sql`octet_length(data::text)`),
  },
  (table) => [
    uniqueIndex("sandbox_objects_key_id_idx").on(table.keyId, table.id),
    index("sandbox_objects_list_idx").on(table.keyId, table.type, table.seq),
    index("sandbox_objects_status_idx").on(table.keyId, table.type, table.status, table.expiresAt),
    // The hosted test checkout finds a checkout by its id alone: its `url` names no key.
    index("sandbox_objects_id_idx").on(table.id),
  ],
);

/**
 * The answers to create requests sent with an `Idempotency-Key`: the same key and body get the
 * same answer again; the same key with another body or operation is refused (400).
 */
export const sandboxIdempotency = pgTable(
  "sandbox_idempotency",
  {
    keyId: text("key_id")
      .notNull()
      .references(() => sandboxKeys.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    operation: text("operation").notNull(),
    /** SHA-256 of the request body as sent. */
    bodyHash: text("body_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The size of `response` as JSON text, kept by the database: the key's byte budget counts it. */
    bytes: integer("bytes")
      .notNull()
      .generatedAlwaysAs(sql`octet_length(response::text)`),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.idempotencyKey] })],
);

/**
 * The webhook endpoints a test key registered (issue 42, point 4; docs/developer-section.md,
 * "Sandbox", "Webhooks"): an `https` URL whose every address was public when it was registered,
 * the event types it receives, and its signing secret (`whsec_...`), kept as it is, since every
 * delivery is signed with it (shown to the developer once, at registration). Gone with its key.
 */
export const sandboxWebhookEndpoints = pgTable(
  "sandbox_webhook_endpoints",
  {
    id: text("id").primaryKey(),
    keyId: text("key_id")
      .notNull()
      .references(() => sandboxKeys.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sandbox_webhook_endpoints_key_idx").on(table.keyId, table.createdAt)],
);

/**
 * One event owed to one endpoint: its body exactly as signed and sent (`payload`), and the lead
 * outbox's delivery state (attempts, the next one's time, delivered or given up). Queued in the
 * transaction of the state change it tells of; gone with its endpoint or its key.
 */
export const sandboxWebhookDeliveries = pgTable(
  "sandbox_webhook_deliveries",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull().unique(),
    keyId: text("key_id")
      .notNull()
      .references(() => sandboxKeys.id, { onDelete: "cascade" }),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => sandboxWebhookEndpoints.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    deadAt: timestamp("dead_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sandbox_webhook_deliveries_key_idx").on(table.keyId, table.seq),
    index("sandbox_webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.deadAt} is null`),
  ],
);

/** Every attempt of a delivery: when, the status code or the kind of error, how long it took. */
export const sandboxWebhookAttempts = pgTable(
  "sandbox_webhook_attempts",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => sandboxWebhookDeliveries.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (table) => [index("sandbox_webhook_attempts_delivery_idx").on(table.deliveryId, table.seq)],
);
