import { randomBytes } from "node:crypto";
import { and, arrayContains, arrayOverlaps, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { sandboxLimits } from "@/config/sandbox";
import { site } from "@/config/site";
import type { Database } from "@/db/client";
import { sandboxWebhookAttempts, sandboxWebhookDeliveries, sandboxWebhookEndpoints } from "@/db/schema";
import { newId } from "../store";

/*
 * The sandbox's webhooks in the site's database (issue 42, point 4; docs/developer-section.md,
 * "Sandbox", "Webhooks"): each key's endpoints, the deliveries owed to them and every attempt.
 * Every read names the key: one key never sees another's endpoints or deliveries.
 */

/** An event's body, as it is signed and sent: a new `evt_` id, the type, the time and the object. */
export function eventBody(
  type: string,
  data: Record<string, unknown>,
  now: Date,
): { id: string; type: string; created_at: string; data: Record<string, unknown> } {
  return { id: newId("evt"), type, created_at: now.toISOString(), data };
}

export type Endpoint = { id: string; url: string; events: string[]; createdAt: Date };

/** An endpoint as the sandbox answers it; its secret only once, in the answer to its registration. */
export function endpointView(endpoint: Endpoint, secret?: string) {
  return {
    id: endpoint.id,
    object: "webhook_endpoint",
    url: endpoint.url,
    events: endpoint.events,
    ...(secret === undefined ? {} : { secret }),
    created_at: endpoint.createdAt.toISOString(),
  };
}

/** A signing secret, as the docs describe it: `whsec_` and 32 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export async function endpointCount(db: Database, keyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxWebhookEndpoints)
    .where(eq(sandboxWebhookEndpoints.keyId, keyId));
  return row?.n ?? 0;
}

export async function createEndpoint(
  db: Database,
  keyId: string,
  url: string,
  events: string[],
  now: Date,
): Promise<{ endpoint: Endpoint; secret: string }> {
  const endpoint = { id: newId("we"), url, events, createdAt: now };
  const secret = newSigningSecret();
  await db.insert(sandboxWebhookEndpoints).values({ ...endpoint, keyId, secret });
  return { endpoint, secret };
}

const endpointColumns = {
  id: sandboxWebhookEndpoints.id,
  url: sandboxWebhookEndpoints.url,
  events: sandboxWebhookEndpoints.events,
  createdAt: sandboxWebhookEndpoints.createdAt,
};

export async function listEndpoints(db: Database, keyId: string): Promise<Endpoint[]> {
  return db
    .select(endpointColumns)
    .from(sandboxWebhookEndpoints)
    .where(eq(sandboxWebhookEndpoints.keyId, keyId))
    .orderBy(desc(sandboxWebhookEndpoints.createdAt), desc(sandboxWebhookEndpoints.id));
}

export async function getEndpoint(db: Database, keyId: string, id: string): Promise<Endpoint | null> {
  const [row] = await db
    .select(endpointColumns)
    .from(sandboxWebhookEndpoints)
    .where(and(eq(sandboxWebhookEndpoints.keyId, keyId), eq(sandboxWebhookEndpoints.id, id)));
  return row ?? null;
}

/** Removes an endpoint and, by cascade, its deliveries; false when the key has none of that id. */
export async function deleteEndpoint(db: Database, keyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sandboxWebhookEndpoints)
    .where(and(eq(sandboxWebhookEndpoints.keyId, keyId), eq(sandboxWebhookEndpoints.id, id)))
    .returning({ id: sandboxWebhookEndpoints.id });
  return deleted.length > 0;
}

/*
 * The delivery worker's kick, kept on `globalThis`: Next bundles the server's start
 * (src/instrumentation.ts, which starts the worker) apart from the routes that queue events, so a
 * variable of this module would be two variables, one per bundle (the worker's own holder is global
 * for the same reason).
 */
const listenerKey = Symbol.for(`${site.handle}.sandboxWebhooksQueued`);
type Holder = { [listenerKey]?: () => void };

/** Called (shortly after) whenever deliveries are queued: the delivery worker registers its kick here. */
export function whenQueued(listener: (() => void) | null): void {
  const holder = globalThis as Holder;
  if (listener) holder[listenerKey] = listener;
  else delete holder[listenerKey];
}
function queued(): void {
  // After the queueing transaction has committed, most often: the worker's next interval finds them otherwise.
  wakeWorkerIn(50);
}

/** Runs the delivery worker's round in `ms` (a test top-up's operator answers after a delay: its event goes then, unread). */
export function wakeWorkerIn(ms: number): void {
  // The worker registered when the time comes (none once it has stopped).
  if ((globalThis as Holder)[listenerKey]) setTimeout(() => (globalThis as Holder)[listenerKey]?.(), ms).unref();
}

/** Queues a body (already an event) to endpoints of a key: the delivery ids. */
async function queueTo(
  db: Database,
  keyId: string,
  endpointIds: string[],
  event: { id: string; type: string },
  payload: string,
  now: Date,
) {
  if (endpointIds.length === 0) return [];
  const rows = endpointIds.map((endpointId) => ({
    id: newId("whd"),
    keyId,
    endpointId,
    eventId: event.id,
    eventType: event.type,
    payload,
    nextAttemptAt: now,
    createdAt: now,
  }));
  await db.insert(sandboxWebhookDeliveries).values(rows);
  // Bounded per key: the oldest deliveries (and, by cascade, their attempts) go past the limit.
  await db.execute(sql`delete from ${sandboxWebhookDeliveries} where ${sandboxWebhookDeliveries.keyId} = ${keyId} and ${sandboxWebhookDeliveries.seq} <= (
    select ${sandboxWebhookDeliveries.seq} from ${sandboxWebhookDeliveries} where ${sandboxWebhookDeliveries.keyId} = ${keyId}
    order by ${sandboxWebhookDeliveries.seq} desc offset ${sandboxLimits.webhookDeliveriesPerKey} limit 1)`);
  queued();
  return rows.map((row) => row.id);
}

/** Whether an endpoint of the key takes events of one of `types`. */
export async function subscribed(db: Database, keyId: string, types: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: sandboxWebhookEndpoints.id })
    .from(sandboxWebhookEndpoints)
    .where(and(eq(sandboxWebhookEndpoints.keyId, keyId), arrayOverlaps(sandboxWebhookEndpoints.events, types)))
    .limit(1);
  return row !== undefined;
}

/**
 * Queues an event of a key's object to each of its endpoints subscribed to the type, in the
 * caller's transaction (the one of the state change it tells of): the event's body, as it will be
 * signed and sent, or null when no endpoint takes it.
 */
export async function queueEvent(db: Database, keyId: string, type: string, data: Record<string, unknown>, now: Date) {
  const endpoints = await db
    .select({ id: sandboxWebhookEndpoints.id })
    .from(sandboxWebhookEndpoints)
    .where(and(eq(sandboxWebhookEndpoints.keyId, keyId), arrayContains(sandboxWebhookEndpoints.events, [type])));
  if (endpoints.length === 0) return null;
  // Fields the sandbox keeps for itself (`_failure`) are never sent.
  const body = eventBody(type, Object.fromEntries(Object.entries(data).filter(([name]) => !name.startsWith("_"))), now);
  await queueTo(
    db,
    keyId,
    endpoints.map((endpoint) => endpoint.id),
    body,
    JSON.stringify(body),
    now,
  );
  return body;
}

/** Queues an event body to one endpoint (a test event): the delivery's id. */
export async function queueToEndpoint(db: Database, keyId: string, endpointId: string, body: { id: string; type: string }, now: Date) {
  const [id] = await queueTo(db, keyId, [endpointId], body, JSON.stringify(body), now);
  return id!;
}

/** Queues a delivery's event again to its endpoint, the same body byte for byte (a resend): the new delivery's id, or null. */
export async function resendDelivery(db: Database, keyId: string, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({
      endpointId: sandboxWebhookDeliveries.endpointId,
      eventId: sandboxWebhookDeliveries.eventId,
      eventType: sandboxWebhookDeliveries.eventType,
      payload: sandboxWebhookDeliveries.payload,
    })
    .from(sandboxWebhookDeliveries)
    .where(and(eq(sandboxWebhookDeliveries.keyId, keyId), eq(sandboxWebhookDeliveries.id, id)));
  if (!row) return null;
  const [queuedId] = await queueTo(db, keyId, [row.endpointId], { id: row.eventId, type: row.eventType }, row.payload, now);
  return queuedId!;
}

export type DeliveryView = ReturnType<typeof deliveryView>;

function deliveryView(row: typeof sandboxWebhookDeliveries.$inferSelect, attempts: (typeof sandboxWebhookAttempts.$inferSelect)[]) {
  return {
    id: row.id,
    object: "webhook_delivery",
    endpoint: row.endpointId,
    event: { id: row.eventId, type: row.eventType },
    status: row.deliveredAt ? "delivered" : row.deadAt ? "failed" : row.attempts === 0 ? "pending" : "retrying",
    /** The body exactly as signed and sent: what the `signature` header is the HMAC of. */
    payload: row.payload,
    attempts: attempts.map((attempt) => ({
      at: attempt.at.toISOString(),
      status_code: attempt.statusCode,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })),
    next_attempt_at: row.deliveredAt || row.deadAt ? null : row.nextAttemptAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** One delivery of a key, with its attempts (oldest first); null when the key has none of that id. */
export async function getDelivery(db: Database, keyId: string, id: string): Promise<DeliveryView | null> {
  const page = await listDeliveries(db, keyId, { limit: 1, only: id });
  return page?.data[0] ?? null;
}

/** A page of a key's deliveries, newest first, after `startingAfter` (null when that id is unknown). */
export async function listDeliveries(
  db: Database,
  keyId: string,
  { limit, startingAfter, only }: { limit: number; startingAfter?: string; only?: string },
): Promise<{ data: DeliveryView[]; hasMore: boolean } | null> {
  const conditions = [eq(sandboxWebhookDeliveries.keyId, keyId)];
  if (only !== undefined) conditions.push(eq(sandboxWebhookDeliveries.id, only));
  if (startingAfter !== undefined) {
    const [after] = await db
      .select({ seq: sandboxWebhookDeliveries.seq })
      .from(sandboxWebhookDeliveries)
      .where(and(eq(sandboxWebhookDeliveries.keyId, keyId), eq(sandboxWebhookDeliveries.id, startingAfter)));
    if (!after) return null;
    conditions.push(lt(sandboxWebhookDeliveries.seq, after.seq));
  }
  const rows = await db
    .select()
    .from(sandboxWebhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(sandboxWebhookDeliveries.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const attempts =
    page.length === 0
      ? []
      : await db
          .select()
          .from(sandboxWebhookAttempts)
          .where(
            inArray(
              sandboxWebhookAttempts.deliveryId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(asc(sandboxWebhookAttempts.seq));
  return {
    data: page.map((row) =>
      deliveryView(
        row,
        attempts.filter((attempt) => attempt.deliveryId === row.id),
      ),
    ),
    hasMore: rows.length > limit,
  };
}
