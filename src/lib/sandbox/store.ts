import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, getTableName, gt, inArray, lt, lte, notInArray, sql } from "drizzle-orm";
import type { ApiId } from "@/config/apis";
import type { Database } from "@/db/client";
import { leadRateLimits, sandboxIdempotency, sandboxKeys, sandboxObjects } from "@/db/schema";
import { sandboxLimits } from "@/config/sandbox";
import { logLead } from "@/lib/leads/log";

/**
 * The sandbox's state in the site's database (docs/developer-section.md, "Sandbox"): test keys,
 * stored hashed, and each key's objects. Every read and write names the key: one key never sees
 * another's objects.
 */

const day = 24 * 60 * 60 * 1000;

/** A test key; `network`: the client network it was made from (an HMAC, `unknown`, or null for a key made before networks were kept). */
export type SandboxKey = { id: string; api: ApiId; expiresAt: Date; network?: string | null };
export type StoredObject = Record<string, unknown> & { id: string };

/** The hash a secret is stored and looked up under. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A random id with a prefix, as the documents' examples write them (`chk_5tN8wE`, longer). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/** When a key made at `now` expires: 30 days later (`renewKey` keeps it 30 to 31 days after each use, rewriting it at most once a day). */
export function keyExpiry(now: Date): Date {
  return new Date(now.getTime() + sandboxLimits.keyLifetimeDays * day);
}

/** Keys read a statement by `keysWithDue`, and the most one worker round serves (as many as the sandbox keeps: `liveKeys`). */
export const dueKeysBatch = 100;
export const dueKeysPerRound = sandboxLimits.liveKeys;

/**
 * The keys holding an object of `type` in `status` whose `column` is at or before `before`, the
 * longest due first, at most `limit`, leaving out `skip`: what the delivery worker's round must
 * change. One autocommit read: a round with nothing due opens no transaction (a process's first
 * round runs while its start compiles the API documents, which can hold the event loop long
 * enough for PostgreSQL to end a transaction left idle: `idle_in_transaction_session_timeout`,
 * src/db/client.ts). Ordered by the oldest due object, not by key id (red team 6a, RT6a-3: the 100
 * lowest ids were served first at every round, the others left).
 */
export async function keysWithDue(
  db: Database,
  type: string,
  status: string,
  column: typeof sandboxObjects.expiresAt | typeof sandboxObjects.createdAt,
  before: Date,
  { limit = dueKeysBatch, skip = [] }: { limit?: number; skip?: string[] } = {},
): Promise<string[]> {
  const rows = await db
    .select({ keyId: sandboxObjects.keyId })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.type, type),
        eq(sandboxObjects.status, status),
        lte(column, before),
        skip.length === 0 ? undefined : notInArray(sandboxObjects.keyId, skip),
      ),
    )
    .groupBy(sandboxObjects.keyId)
    .orderBy(sql`min(${column})`, sandboxObjects.keyId)
    .limit(limit);
  return rows.map((row) => row.keyId);
}

/**
 * Runs `work` for each key with something due (`keysWithDue`), in its own transaction (`work`'s),
 * batch after batch with a turn of the event loop between two, until none is due or
 * `dueKeysPerRound` keys were served (the next round goes on): the worker's rounds past 100 keys
 * (red team 6a, RT6a-3). One key's failure is logged by its kind and the others go on (RT6a-5: one
 * key's error, an endpoint deleted while its event was queued, ended every key's round). The sum
 * of `work`'s counts.
 */
export async function forEachKeyDue(
  db: Database,
  due: [type: string, status: string, column: typeof sandboxObjects.expiresAt | typeof sandboxObjects.createdAt, before: Date],
  work: (keyId: string) => Promise<number>,
  { perRound = dueKeysPerRound, onError = (error: unknown) => logLead("error", "sandbox key round failed", {}, error) } = {},
): Promise<number> {
  const seen: string[] = [];
  let total = 0;
  while (seen.length < perRound) {
    const keys = await keysWithDue(db, ...due, { limit: Math.min(dueKeysBatch, perRound - seen.length), skip: seen });
    for (const keyId of keys) {
      seen.push(keyId);
      try {
        total += await work(keyId);
      } catch (error) {
        onError(error);
      }
    }
    if (keys.length < dueKeysBatch) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
}

/**
 * Locks a key's row for a settle of its objects (test checkouts expiring, top-ups answered) before
 * any of them: the order the API's writes take (the key's row, then its objects), so that the
 * worker's settle and a key's write never wait for each other in a cycle (red team 6a, RT6a-4: the
 * worker updated the top-ups first, then its event's insert waited for the key's row, which the
 * write held while it waited for the top-ups: a deadlock, and a 500). `for no key update`: the
 * foreign-key checks of the event's insert (a key share lock) still pass beside it.
 */
export async function lockKeyForSettle(tx: Database, keyId: string): Promise<void> {
  await tx.execute(sql`select ${sandboxKeys.id} from ${sandboxKeys} where ${sandboxKeys.id} = ${keyId} for no key update`);
}

/** Creates a test key for an API; its secret is returned once and never stored. */
export async function createKey(
  db: Database,
  api: ApiId,
  now: Date,
  network: string | null = null,
): Promise<{ secret: string; key: SandboxKey }> {
  const secret = `sk_test_${randomBytes(32).toString("base64url")}`;
  const key = { id: newId("key"), api, expiresAt: keyExpiry(now) };
  await db.insert(sandboxKeys).values({ ...key, secretHash: secretHash(secret), createdAt: now, lastUsedAt: now, network });
  return { secret, key };
}

/**
 * The key of a secret for an API, unexpired at `now`; null for an unknown, expired or other API's
 * key. A request made when fewer than 30 days are left moves the expiry to 31 days after it: a key
 * in use is rewritten once a day, not at each request, since every rewrite leaves a dead row version
 * behind, which PGlite never vacuums by itself (red team 2, S2-2). So a key expires 30 to 31 days
 * after its last use (never fewer than the 30 the docs promise), and `last_used_at` is the day of
 * its last renewal.
 */
export async function renewKey(db: Database, api: ApiId, secret: string, now: Date): Promise<SandboxKey | null> {
  const columns = { id: sandboxKeys.id, api: sandboxKeys.api, expiresAt: sandboxKeys.expiresAt, network: sandboxKeys.network };
  const [row] = await db
    .select(columns)
    .from(sandboxKeys)
    .where(and(eq(sandboxKeys.secretHash, secretHash(secret)), eq(sandboxKeys.api, api), gt(sandboxKeys.expiresAt, now)));
  if (!row) return null;
  if (row.expiresAt.getTime() >= keyExpiry(now).getTime()) return row;
  const [renewed] = await db
    .update(sandboxKeys)
    .set({ lastUsedAt: now, expiresAt: new Date(keyExpiry(now).getTime() + day) })
    .where(and(eq(sandboxKeys.id, row.id), gt(sandboxKeys.expiresAt, now)))
    .returning(columns);
  return renewed ?? null;
}

/**
 * Makes the space of the dead row versions the sandbox's and the rate limits' updates and deletes
 * leave reusable (`VACUUM (ANALYZE)`). PostgreSQL's autovacuum does it by itself; PGlite runs
 * PostgreSQL as a single backend, without autovacuum, so the worker runs this on PGlite
 * (`src/lib/leads/worker.ts`): without it, PATCHing one payment link over and over grew its table
 * without bound (red team 2, S2-2). It does not shrink the files; their space is reused.
 */
export async function vacuumSandbox(db: Database): Promise<void> {
  await db.execute(sql.raw(`vacuum (analyze) ${vacuumedTables.join(", ")}`));
}

/** The tables rewritten by requests that anyone can send: the sandbox's and the rate limits'. */
export const vacuumedTables = [sandboxKeys, sandboxObjects, sandboxIdempotency, leadRateLimits].map((table) => getTableName(table));

/**
 * Deletes the keys expired at `now`, and with them their objects and idempotency records (cascade),
 * `batch` keys a statement, with a turn of the event loop between two: on PGlite a statement runs on
 * the main thread, and one statement for every expired key froze the process about 45 ms per full
 * key (red team 3, R3-7: 1,000 full keys expiring together, 45 s). A full key's batch is tens of
 * milliseconds.
 */
export async function purgeSandboxKeys(db: Database, now: Date = new Date(), batch = 10): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = db.select({ id: sandboxKeys.id }).from(sandboxKeys).where(lt(sandboxKeys.expiresAt, now)).limit(batch);
    const deleted = await db.delete(sandboxKeys).where(inArray(sandboxKeys.id, due)).returning({ id: sandboxKeys.id });
    purged += deleted.length;
    if (deleted.length < batch) return purged;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** How many keys are unexpired at `now`, in the whole sandbox or made from one network. */
export async function liveKeyCount(db: Database, now: Date, network?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sandboxKeys)
    .where(and(gt(sandboxKeys.expiresAt, now), network === undefined ? undefined : eq(sandboxKeys.network, network)));
  return Number(row?.n ?? 0);
}

/** How many objects a key holds. */
export async function objectCount(db: Database, keyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sandboxObjects).where(eq(sandboxObjects.keyId, keyId));
  return Number(row?.n ?? 0);
}

/** When an object is due to expire, kept in a column: an open checkout's `expires_at`, null for any other object. */
function expiry(type: string, data: StoredObject): Date | null {
  return type === "checkout" && data.status === "open" && typeof data.expires_at === "string" ? new Date(data.expires_at) : null;
}

/** Stores a new object; `amount` is what a balance counts of it (the `amount` column), null when none counts it. */
export async function insertObject(
  db: Database,
  keyId: string,
  type: string,
  data: StoredObject,
  now: Date,
  amount: number | null = null,
): Promise<void> {
  await db.insert(sandboxObjects).values({ keyId, id: data.id, type, data, createdAt: now, expiresAt: expiry(type, data), amount });
}

export async function getObject(db: Database, keyId: string, type: string, id: string): Promise<StoredObject | null> {
  const [row] = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.keyId, keyId), eq(sandboxObjects.type, type), eq(sandboxObjects.id, id)));
  return (row?.data as StoredObject | undefined) ?? null;
}

/**
 * An object of a type by its id alone, whatever its key, with the key that holds it (a hosted
 * page's address names no key: src/lib/sandbox/checkout.ts, link.ts); null when no unexpired key
 * holds one. Reading it is no use of the key: its expiry does not move. One index read
 * (`sandbox_objects_id_idx`).
 */
export async function findById(db: Database, type: string, id: string, now: Date): Promise<{ keyId: string; data: StoredObject } | null> {
  const rows = await db
    .select({ keyId: sandboxObjects.keyId, data: sandboxObjects.data })
    .from(sandboxObjects)
    .innerJoin(sandboxKeys, eq(sandboxKeys.id, sandboxObjects.keyId))
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, type), gt(sandboxKeys.expiresAt, now)))
    .limit(2);
  // Ids are 96 random bits: two keys holding one would be a defect, never a page to guess between.
  if (rows.length !== 1) return null;
  return { keyId: rows[0]!.keyId, data: rows[0]!.data as StoredObject };
}

/** Locks a key's row for the rest of the transaction: the API's writes and the hosted pages' take their turns (src/lib/sandbox/handler.ts). */
export async function lockKey(tx: Database, keyId: string): Promise<void> {
  await tx.execute(sql`select ${sandboxKeys.id} from ${sandboxKeys} where ${sandboxKeys.id} = ${keyId} for update`);
}

export async function putObject(db: Database, keyId: string, type: string, data: StoredObject): Promise<void> {
  await db
    .update(sandboxObjects)
    .set({ data, expiresAt: expiry(type, data) })
    .where(and(eq(sandboxObjects.keyId, keyId), eq(sandboxObjects.type, type), eq(sandboxObjects.id, data.id)));
}

/**
 * The JSON bytes a key stores, its objects and its idempotency records (the `bytes` columns the
 * database keeps), summed again and written to the key's row; with the bytes the row held before.
 * Run in the key's write transaction, after the write (red team S1).
 */
export async function keyBytes(db: Database, keyId: string): Promise<{ before: number; after: number }> {
  const [row] = await db
    .select({ before: sandboxKeys.bytes })
    .from(sandboxKeys)
    .where(eq(sandboxKeys.id, keyId));
  const [updated] = await db
    .update(sandboxKeys)
    .set({
      bytes: sql`(select coalesce(sum(${sandboxObjects.bytes}), 0) from ${sandboxObjects} where ${sandboxObjects.keyId} = ${keyId})
        + (select coalesce(sum(${sandboxIdempotency.bytes}), 0) from ${sandboxIdempotency} where ${sandboxIdempotency.keyId} = ${keyId})`,
    })
    .where(eq(sandboxKeys.id, keyId))
    .returning({ after: sandboxKeys.bytes });
  return { before: row?.before ?? 0, after: updated?.after ?? 0 };
}

/**
 * A page of a key's objects of a type, newest first, after the object `startingAfter` (the
 * documents' pagination): `hasMore` when another page follows. An unknown `startingAfter` is null.
 */
export async function listObjects(
  db: Database,
  keyId: string,
  type: string,
  { limit, startingAfter, status }: { limit: number; startingAfter?: string; status?: string },
): Promise<{ data: StoredObject[]; hasMore: boolean } | null> {
  const conditions = [eq(sandboxObjects.keyId, keyId), eq(sandboxObjects.type, type)];
  if (startingAfter !== undefined) {
    const [after] = await db
      .select({ seq: sandboxObjects.seq })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.keyId, keyId), eq(sandboxObjects.type, type), eq(sandboxObjects.id, startingAfter)));
    if (!after) return null;
    conditions.push(lt(sandboxObjects.seq, after.seq));
  }
  if (status !== undefined) conditions.push(eq(sandboxObjects.status, status));
  const rows = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(...conditions))
    .orderBy(desc(sandboxObjects.seq))
    .limit(limit + 1);
  return { data: rows.slice(0, limit).map((row) => row.data as StoredObject), hasMore: rows.length > limit };
}

export type Replay = { operation: string; bodyHash: string; status: number; response: unknown };

export async function findIdempotent(db: Database, keyId: string, idempotencyKey: string): Promise<Replay | null> {
  const [row] = await db
    .select({
      operation: sandboxIdempotency.operation,
      bodyHash: sandboxIdempotency.bodyHash,
      status: sandboxIdempotency.status,
      response: sandboxIdempotency.response,
    })
    .from(sandboxIdempotency)
    .where(and(eq(sandboxIdempotency.keyId, keyId), eq(sandboxIdempotency.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Records an answer under an idempotency key; false when another request recorded one first. */
export async function saveIdempotent(db: Database, keyId: string, idempotencyKey: string, replay: Replay, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(sandboxIdempotency)
    .values({ keyId, idempotencyKey, ...replay, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: sandboxIdempotency.idempotencyKey });
  return inserted.length > 0;
}
