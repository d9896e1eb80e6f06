import { expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { sandboxObjects, sandboxWebhookDeliveries } from "@/db/schema";
import { describeEachEngine } from "../../../tests/support/db-engines";
import { settleTopups } from "./pro";
import { createKey, dueKeysBatch, forEachKeyDue, insertObject, keysWithDue, lockKey, newId } from "./store";
import { createEndpoint } from "./webhooks/store";

vi.mock("server-only", () => ({}));

/*
 * The worker's sandbox round over many keys (red team 6a): every key with something due is served,
 * the longest due first (RT6a-3); one key's failure leaves the others served (RT6a-5); the settle
 * takes the key's row before its objects, as a key's write does, so the two never deadlock (RT6a-4).
 */
const start = new Date("2026-11-28T10:00:00Z");
const second = 1000;

describeEachEngine("the worker's sandbox round", (store) => {
  /** A key with one pending top-up made `age` seconds before `start`. */
  async function keyWithTopup(age: number): Promise<string> {
    const { key } = await createKey(store.db, "pro", new Date(start.getTime() - age * second));
    const topup = { id: newId("top"), object: "topup", operator: "ooredoo", phone: "0550000000", amount: 500, status: "pending" };
    await insertObject(store.db, key.id, "topup", topup, new Date(start.getTime() - age * second), 490);
    return key.id;
  }
  const pending = async (keyId?: string) =>
    (
      await store.db
        .select({ id: sandboxObjects.id })
        .from(sandboxObjects)
        .where(
          and(eq(sandboxObjects.type, "topup"), eq(sandboxObjects.status, "pending"), keyId ? eq(sandboxObjects.keyId, keyId) : undefined),
        )
    ).length;

  it("settles every key's due top-up in one round past the first 100 keys, the longest due first (RT6a-3)", async () => {
    const keys: string[] = [];
    for (let index = 0; index < dueKeysBatch + 30; index++) keys.push(await keyWithTopup(10 + index));
    // The longest due first, whatever its id: the last made is the oldest.
    expect(await keysWithDue(store.db, "topup", "pending", sandboxObjects.createdAt, start, { limit: 1 })).toEqual([keys.at(-1)]);
    expect(await settleTopups(store.db, start)).toBe(keys.length);
    expect(await pending()).toBe(0);
  });

  it("goes on with the other keys when one key's work fails, and tells the failure (RT6a-5)", async () => {
    const keys = [await keyWithTopup(30), await keyWithTopup(20), await keyWithTopup(10)];
    const failures: unknown[] = [];
    const settled = await forEachKeyDue(
      store.db,
      ["topup", "pending", sandboxObjects.createdAt, start],
      async (keyId) => {
        if (keyId === keys[0]) throw Object.assign(new Error("gone"), { code: "23503" });
        return settleTopups(store.db, new Date(start.getTime() + 5 * second), keyId);
      },
      { onError: (error) => failures.push(error) },
    );
    expect(settled).toBe(2);
    expect(failures).toHaveLength(1);
    expect(await pending(keys[0])).toBe(1);
    expect(await pending(keys[1])).toBe(0);
    expect(await pending(keys[2])).toBe(0);
    // The failed key is served by the next round.
    expect(await settleTopups(store.db, new Date(start.getTime() + 5 * second))).toBe(1);
  });

  it("never deadlocks with a key's write that holds the key's row and settles the same top-ups (RT6a-4, PostgreSQL)", async () => {
    if (store.kind !== "postgres") return;
    const keyId = await keyWithTopup(10);
    await createEndpoint(store.db, keyId, "https://hooks.example.com/topups", ["topup.succeeded", "topup.failed"], start);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      let worker: Promise<number> | undefined;
      // The key's write: its row first (as the handler's writes take it), then, while the worker's
      // round waits on a lock, the settle its balance runs.
      const written = await store.db.transaction(async (tx) => {
        await lockKey(tx, keyId);
        worker = settleTopups(store.db, start);
        for (let tries = 0; ; tries++) {
          const rows = await store.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n) > 0) break;
          if (tries > 5_000) throw new Error("the worker never waited");
        }
        return settleTopups(tx, start, keyId);
      });
      // Without the order, one of the two was cancelled as a deadlock (40P01): the write's 500, or the worker's key logged and skipped.
      expect(written).toBe(1);
      expect(await worker).toBe(0);
      expect(logged).not.toHaveBeenCalled();
      expect(await pending(keyId)).toBe(0);
      expect(
        await store.db
          .select({ id: sandboxWebhookDeliveries.id })
          .from(sandboxWebhookDeliveries)
          .where(eq(sandboxWebhookDeliveries.keyId, keyId)),
      ).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });
});
