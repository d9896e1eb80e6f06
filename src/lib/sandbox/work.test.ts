import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { Database, LeadStore } from "@/db/client";
import * as schema from "@/db/schema";
import { describeEachEngine } from "../../../tests/support/db-engines";
import { expireCheckouts, payOperations } from "./pay";
import { proOperations, settleTopups, testBalance } from "./pro";
import { createKey, type SandboxKey } from "./store";
import type { Context } from "./types";

vi.mock("server-only", () => ({}));

/**
 * Red team S2: the work of a request must not grow with the key's data. Each statement the
 * operations send is recorded (drizzle's logger, on the store's own connection): none may filter
 * on, or select, the objects' JSON (`data`) to find what is due, pending or paid.
 */
async function recorded(store: LeadStore, log: string[]): Promise<Database> {
  const logger = { logQuery: (query: string) => void log.push(query) };
  const client = (store.db as unknown as { $client: never }).$client;
  if (store.kind === "postgres") {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    return drizzle({ client, schema, logger }) as unknown as Database;
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  return drizzle({ client, schema, logger }) as unknown as Database;
}

/**
 * The statements of `log` that read the objects' JSON beyond what they answer: a filter on it, or a
 * select of it that is neither one object (by id) nor one page (a limit).
 */
function jsonReads(log: string[]): string[] {
  return log.filter((query) => {
    const lower = query.toLowerCase();
    const where = lower.includes(" where ") ? lower.slice(lower.indexOf(" where ")) : "";
    const selected = lower.startsWith("select") ? lower.slice(0, lower.indexOf(" from ")) : "";
    const bounded = / limit \$\d+$/.test(lower) || where.includes('"sandbox_objects"."id" =');
    return where.includes('"data"') || (selected.includes('"data"') && !bounded);
  });
}

describeEachEngine("the sandbox's work per request", (store) => {
  const origin = "https://www.cirta.example";
  const context = (db: Database, key: SandboxKey, now: Date, extra: Partial<Context> = {}): Context => ({
    db,
    key,
    path: {},
    query: new URLSearchParams(),
    body: undefined,
    now,
    origin,
    ...extra,
  });

  it("the worker's round with nothing due reads once for each kind and opens no transaction (none left idle while its process is busy)", async () => {
    const log: string[] = [];
    const db = await recorded(store, log);
    // Before any object of this file was made: nothing is due.
    const past = new Date("2000-01-01T00:00:00Z");
    expect(await expireCheckouts(db, past)).toBe(0);
    expect(await settleTopups(db, past)).toBe(0);
    expect(log.filter((query) => /^\s*(begin|start transaction|savepoint)/i.test(query))).toEqual([]);
    expect(log).toHaveLength(2);
    expect(jsonReads(log)).toEqual([]);
  });

  it("expires only the due checkouts and sums Pay's pending balance by columns, without reading the checkouts' JSON", async () => {
    const log: string[] = [];
    const db = await recorded(store, log);
    const t0 = new Date("2026-11-28T10:00:00Z");
    const { key } = await createKey(store.db, "pay", t0);
    const checkout = { currency: "DZD", success_url: "https://shop.example/ok", failure_url: "https://shop.example/ko" };
    const made = [];
    for (const amount of [4500, 9000, 500]) {
      const answer = await payOperations.createCheckout!.run(context(db, key, t0, { body: { ...checkout, amount } }));
      made.push(answer.body as { id: string });
    }
    const later = new Date(t0.getTime() + 30 * 60 * 1000);
    const fresh = await payOperations.createCheckout!.run(context(db, key, later, { body: { ...checkout, amount: 700 } }));
    // Two paid (as the hosted checkout of part 3 will mark them): the balance counts their amounts.
    for (const id of [made[0]!.id, made[2]!.id])
      await store.db.execute(sql`update sandbox_objects set data = jsonb_set(data, '{status}', '"paid"'), expires_at = null where id = ${id}`);

    log.length = 0;
    const afterHour = new Date(t0.getTime() + 61 * 60 * 1000);
    const balance = await payOperations.getBalance!.run(context(db, key, afterHour));
    expect(balance).toMatchObject({ status: 200, body: { available: 0, pending: 5000 } });
    const list = await payOperations.listCheckouts!.run(context(db, key, afterHour));
    const statuses = Object.fromEntries((list.body as { data: { id: string; status: string }[] }).data.map((item) => [item.id, item.status]));
    expect(statuses).toEqual({
      [made[0]!.id]: "paid",
      [made[1]!.id]: "expired",
      [made[2]!.id]: "paid",
      [(fresh.body as { id: string }).id]: "open",
    });
    expect(log.length).toBeGreaterThan(0);
    expect(jsonReads(log)).toEqual([]);
  });

  it("settles Pro's top-ups and sums its balance by columns, without reading every top-up and order (red team S2)", async () => {
    const log: string[] = [];
    const db = await recorded(store, log);
    const t0 = new Date("2026-11-28T10:00:00Z");
    const { key } = await createKey(store.db, "pro", t0);
    const topup = async (phone: string, amount: number, now: Date) =>
      (await proOperations.createTopup!.run(context(db, key, now, { body: { operator: "djezzy", phone, amount } }))).body as { id: string };
    const succeeded = await topup("0550000000", 1000, t0);
    const refused = await topup("0550000099", 500, t0);
    const unavailable = await topup("0550000098", 200, t0);
    const t1 = new Date(t0.getTime() + 10_000);
    const pending = await topup("0550000001", 2000, t1);
    await proOperations.createVoucherOrder!.run(context(db, key, t1, { body: { voucher: "razer_gold_10", quantity: 1 } }));

    log.length = 0;
    const balance = await proOperations.getResellerBalance!.run(context(db, key, t1));
    // Spent: 970 (the succeeded top-up of 1,000, less 3 %) and 2,620 (the order); held: 1,940 (the pending 2,000).
    expect(balance).toMatchObject({ status: 200, body: { available: testBalance - 970 - 2620 - 1940, reserved: 1940 } });
    expect(jsonReads(log)).toEqual([]);
    const read = async (id: string) =>
      (await proOperations.retrieveTopup!.run(context(db, key, t1, { path: { topup_id: id } }))).body as Record<string, unknown>;
    expect(await read(succeeded.id)).toMatchObject({ status: "succeeded", failure_code: null });
    expect(await read(refused.id)).toMatchObject({ status: "failed", failure_code: "operator_refused" });
    expect(await read(unavailable.id)).toMatchObject({ status: "failed", failure_code: "operator_unavailable" });
    expect(await read(pending.id)).toMatchObject({ status: "pending", failure_code: null });
  });
});
