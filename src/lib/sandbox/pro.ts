import { randomBytes } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import { sandboxObjects } from "@/db/schema";
import { forEachKeyDue, getObject, insertObject, lockKeyForSettle, newId } from "./store";
import { fail, type Answer, type Context, type Implementation } from "./types";
import type { Database } from "@/db/client";
import { queueEvent, subscribed, wakeWorkerIn } from "./webhooks/store";

/**
 * The {proName} API's operations in test mode (content/openapi/pro.yaml). A test key's reseller
 * balance starts at `testBalance`; top-ups and voucher orders are paid from it, less the
 * commission. Test phone numbers decide a top-up's outcome (the guide's "Follow its status" step).
 */

export const testBalance = 1_000_000;
/** The reseller's commission on a top-up, in per cent: a top-up of 500 DZD costs 485. */
const topupCommission = 3;
/** A top-up is answered by the operator this long after it is sent. */
const operatorDelayMs = 2000;

export const operators = (["mobilis", "djezzy", "ooredoo"] as const).map((id) => ({
  id,
  name: id === "mobilis" ? "Mobilis" : id === "djezzy" ? "Djezzy" : "Ooredoo",
  amounts: [100, 200, 500, 1000, 2000],
  min_amount: 50,
  max_amount: 5000,
}));

export const vouchers = [
  { id: "idoom_adsl_2000", brand: "idoom_adsl", name: "Idoom ADSL 2,000 DZD", face_value: 2000, price: 1940, in_stock: true },
  { id: "idoom_4g_1000", brand: "idoom_4g", name: "Idoom 4G LTE 1,000 DZD", face_value: 1000, price: 970, in_stock: true },
  { id: "netflix_monthly", brand: "netflix", name: "Netflix monthly", face_value: 2000, price: 1930, in_stock: true },
  { id: "razer_gold_10", brand: "razer", name: "Razer Gold 10 USD", face_value: 2700, price: 2620, in_stock: true },
  { id: "xbox_15", brand: "xbox", name: "Xbox gift card 15 USD", face_value: 4000, price: 3880, in_stock: false },
  { id: "playstation_10", brand: "playstation", name: "PlayStation Store 10 USD", face_value: 2700, price: 2620, in_stock: true },
];

/**
 * What a test phone number does to a top-up: ending in `99` the operator refuses it, in `98` the
 * operator is unavailable, in `97` the request is refused at once for lack of balance (402); any
 * other number succeeds.
 */
export function phoneOutcome(phone: string): { status: "succeeded" | "failed" | "insufficient_balance"; failure: string | null } {
  const failed = failingNumbers.find(({ ending }) => phone.endsWith(ending));
  if (failed) return { status: "failed", failure: failed.failure };
  if (phone.endsWith("97")) return { status: "insufficient_balance", failure: null };
  return { status: "succeeded", failure: null };
}

/** The numbers whose top-up the operator fails, by their last digits (also read in SQL by `settle`). */
const failingNumbers = [
  { ending: "99", failure: "operator_refused" },
  { ending: "98", failure: "operator_unavailable" },
] as const;

function topupCost(amount: number): number {
  return amount - Math.round((amount * topupCommission) / 100);
}

/**
 * Pending top-ups the operator has answered by `now` take their outcome (`phoneOutcome`), of one
 * key (`keyId`: before any of its reads) or of every key that has one due (the delivery worker's
 * round, so that a top-up's event goes out unread, `operatorDelayMs` after the top-up:
 * `keysWithDue` finds them without a transaction, then each key's own). Per key, one statement that
 * finds them by the `status` column and its index and reads only their JSON, never every top-up of
 * a key (red team S2). A top-up settled at once by a read and by the worker is settled once: the
 * second `UPDATE` waits for the first's row and finds it no longer pending (red team 3's R3-9), so
 * its event is queued once.
 */
export async function settleTopups(db: Database, now: Date, keyId?: string): Promise<number> {
  const answeredBefore = new Date(now.getTime() - operatorDelayMs);
  if (keyId === undefined) {
    return forEachKeyDue(db, ["topup", "pending", sandboxObjects.createdAt, answeredBefore], (due) => settleTopups(db, now, due));
  }
  const pending = and(
    eq(sandboxObjects.keyId, keyId),
    eq(sandboxObjects.type, "topup"),
    eq(sandboxObjects.status, "pending"),
    lte(sandboxObjects.createdAt, answeredBefore),
  );
  // Nothing due (most of a key's reads): no transaction, no lock.
  if ((await db.select({ seq: sandboxObjects.seq }).from(sandboxObjects).where(pending).limit(1)).length === 0) return 0;
  const phone = sql`${sandboxObjects.data}->>'phone'`;
  const failure = sql.join(
    failingNumbers.map(({ ending, failure }) => sql`when ${phone} like ${`%${ending}`} then ${failure}`),
    sql` `,
  );
  const failureCode = sql`(case ${failure} end)`;
  // Each settled top-up's event (`topup.succeeded`, `topup.failed`) is queued in the same
  // transaction (issue 42, point 4); their JSON is read back only for an endpoint that takes one.
  return db.transaction(async (tx) => {
    // The key's row first, as the key's writes take it (red team 6a, RT6a-4).
    await lockKeyForSettle(tx, keyId);
    const told = await subscribed(tx, keyId, ["topup.succeeded", "topup.failed"]);
    const settled = await tx
      .update(sandboxObjects)
      .set({
        data: sql`${sandboxObjects.data} || jsonb_build_object('status', case when ${failureCode} is null then 'succeeded' else 'failed' end, 'failure_code', ${failureCode}::text)`,
      })
      .where(pending)
      .returning(told ? { data: sandboxObjects.data } : { seq: sandboxObjects.seq });
    if (told)
      for (const row of settled) {
        const data = (row as { data: Record<string, unknown> }).data;
        await queueEvent(tx, keyId, data.status === "succeeded" ? "topup.succeeded" : "topup.failed", data, now);
      }
    return settled.length;
  });
}

function settle({ db, key, now }: Context): Promise<number> {
  return settleTopups(db, now, key.id);
}

/**
 * The key's balance: what is spent (top-ups not failed, fulfilled orders) and what pending top-ups
 * hold. Summed by the database from the `amount` (a top-up's cost, an order's total) and `status`
 * columns: no object's JSON is read (red team S2).
 */
async function balance(context: Context): Promise<{ available: number; reserved: number }> {
  await settle(context);
  const { amount, status, type } = sandboxObjects;
  const [row] = await context.db
    .select({
      reserved: sql<string>`coalesce(sum(${amount}) filter (where ${type} = 'topup' and ${status} = 'pending'), 0)`,
      spent: sql<string>`coalesce(sum(${amount}) filter (where (${type} = 'topup' and ${status} = 'succeeded') or (${type} = 'voucher_order' and ${status} = 'fulfilled')), 0)`,
    })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.keyId, context.key.id), sql`${type} in ('topup', 'voucher_order')`));
  const reserved = Number(row?.reserved ?? 0);
  const spent = Number(row?.spent ?? 0);
  return { available: testBalance - spent - reserved, reserved };
}

const insufficient = (): Answer => fail(402, "insufficient_balance", "Balance too low for this request.");

function retrieve(type: string, param: string, noun: string): Implementation {
  return {
    statuses: [200, 404],
    async run(context) {
      if (type === "topup") await settle(context);
      const object = await getObject(context.db, context.key.id, type, context.path[param]!);
      return object ? { status: 200, body: object } : fail(404, "resource_missing", `No such ${noun}.`);
    },
  };
}

export const proOperations: Record<string, Implementation> = {
  getResellerBalance: {
    statuses: [200],
    async run(context) {
      const { available, reserved } = await balance(context);
      return { status: 200, body: { object: "balance", currency: "DZD", available, reserved, updated_at: context.now.toISOString() } };
    },
  },
  listOperators: {
    statuses: [200],
    run: async () => ({ status: 200, body: { object: "list", data: operators } }),
  },
  createTopup: {
    statuses: [202, 400, 402],
    creates: "topup",
    async run(context) {
      const { operator: operatorId, phone, amount, reference } = context.body;
      const operator = operators.find((entry) => entry.id === operatorId)!;
      if (amount < operator.min_amount || amount > operator.max_amount) {
        return fail(400, "amount_not_allowed", `${operator.name} does not accept ${amount} DZD.`, "amount");
      }
      const outcome = phoneOutcome(phone);
      if (outcome.status === "insufficient_balance" || (await balance(context)).available < topupCost(amount)) return insufficient();
      const topup = {
        id: newId("top"),
        object: "topup",
        operator: operatorId,
        phone,
        amount,
        status: "pending",
        failure_code: null,
        ...(reference === undefined ? {} : { reference }),
        created_at: context.now.toISOString(),
      };
      await insertObject(context.db, context.key.id, "topup", topup, context.now, topupCost(amount));
      // The operator answers in `operatorDelayMs`: the worker's round then settles it and sends its event.
      wakeWorkerIn(operatorDelayMs + 100);
      return { status: 202, body: topup };
    },
  },
  retrieveTopup: retrieve("topup", "topup_id", "top-up"),
  listVouchers: {
    statuses: [200],
    async run(context) {
      const brand = context.query.get("brand");
      return { status: 200, body: { object: "list", data: vouchers.filter((voucher) => brand === null || voucher.brand === brand) } };
    },
  },
  createVoucherOrder: {
    statuses: [201, 400, 402],
    creates: "voucher_order",
    async run(context) {
      const { voucher: voucherId, quantity, reference } = context.body;
      const voucher = vouchers.find((entry) => entry.id === voucherId);
      if (!voucher) return fail(400, "resource_missing", `No such voucher: ${voucherId}.`, "voucher");
      if (!voucher.in_stock) return fail(400, "out_of_stock", `${voucher.name} is out of stock.`, "voucher");
      const total = voucher.price * quantity;
      if ((await balance(context)).available < total) return insufficient();
      const order = {
        id: newId("vo"),
        object: "voucher_order",
        voucher: voucher.id,
        quantity,
        status: "fulfilled",
        total,
        codes: Array.from({ length: quantity }, () => `TEST-${randomBytes(6).toString("hex").toUpperCase().match(/.{4}/g)!.join("-")}`),
        ...(reference === undefined ? {} : { reference }),
        created_at: context.now.toISOString(),
      };
      await insertObject(context.db, context.key.id, "voucher_order", order, context.now, total);
      await queueEvent(context.db, context.key.id, "voucher_order.fulfilled", order, context.now);
      return { status: 201, body: order };
    },
  },
  retrieveVoucherOrder: retrieve("voucher_order", "order_id", "voucher order"),
};
