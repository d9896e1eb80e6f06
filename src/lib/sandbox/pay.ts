import { and, eq, lte, sql } from "drizzle-orm";
import { testCards } from "@/data/developer-api";
import { sandboxObjects } from "@/db/schema";
import type { Lang } from "@/config/languages";
import type { Database } from "@/db/client";
import { checkoutPageUrl, linkPageUrl } from "./checkout-path";
import { forEachKeyDue, getObject, insertObject, listObjects, lockKeyForSettle, newId, putObject, type StoredObject } from "./store";
import { fail, pageQuery, type Answer, type Context, type Implementation } from "./types";
import { queueEvent, subscribed } from "./webhooks/store";

/**
 * The {payName} API's operations in test mode (content/openapi/pay.yaml): one implementation per
 * `operationId`, each naming the statuses it can answer (checked against the document at start).
 */

const hour = 60 * 60 * 1000;

/** Where a test checkout is paid: the hosted test checkout, a page of the site in the checkout's language (src/lib/sandbox/checkout-path.ts). */
export function checkoutUrl(origin: string, id: string, locale: Lang = "ar"): string {
  return checkoutPageUrl(origin, id, locale);
}
/** Where a test payment link is paid: its page on the site (src/lib/sandbox/link.ts). */
export function paymentLinkUrl(origin: string, id: string): string {
  return linkPageUrl(origin, id);
}

/**
 * A new open checkout as `createCheckout` stores and answers it, for the API and for a payment
 * link's page (src/lib/sandbox/link.ts): its `url` on `origin`, open for an hour from `now`.
 */
export function newCheckout(input: Record<string, unknown>, origin: string, now: Date): StoredObject {
  const id = newId("chk");
  const locale = (input.locale ?? "ar") as Lang;
  return {
    id,
    object: "checkout",
    status: "open",
    amount: input.amount,
    currency: input.currency,
    fees_paid_by: input.fees_paid_by ?? "merchant",
    ...(input.payment_method ? { payment_method: input.payment_method } : {}),
    locale,
    url: checkoutUrl(origin, id, locale),
    success_url: input.success_url,
    failure_url: input.failure_url,
    customer: input.customer ?? null,
    ...(input.payment_link ? { payment_link: input.payment_link } : {}),
    metadata: input.metadata ?? {},
    expires_at: new Date(now.getTime() + hour).toISOString(),
    created_at: now.toISOString(),
  };
}

/** What a test card number does to a checkout paid with it (`src/data/developer-api.ts`): any other number is declined. */
export function cardOutcome(number: string): { status: "paid" | "failed"; failure: string | null } {
  const digits = number.replace(/\D/g, "");
  const card = testCards.find((entry) => entry.number.replace(/\D/g, "") === digits);
  if (card?.outcome === "paid") return { status: "paid", failure: null };
  return { status: "failed", failure: card?.outcome === "insufficientFunds" ? "insufficient_funds" : "card_declined" };
}

function list(type: string, extra: (context: Context) => { status?: string } = () => ({})): Implementation {
  return {
    statuses: [200, 400],
    async run(context) {
      if (type === "checkout") await expireDue(context);
      const page = await listObjects(context.db, context.key.id, type, { ...pageQuery(context.query), ...extra(context) });
      if (!page) return fail(400, "resource_missing", `No such object: ${context.query.get("starting_after")}.`, "starting_after");
      return { status: 200, body: { object: "list", has_more: page.hasMore, data: page.data.map(publicView) } };
    },
  };
}

function retrieve(type: string, param: string, noun: string): Implementation {
  return {
    statuses: [200, 404],
    async run(context) {
      if (type === "checkout") await expireDue(context);
      const object = await getObject(context.db, context.key.id, type, context.path[param]!);
      return object ? { status: 200, body: publicView(object) } : notFound(noun);
    },
  };
}

function notFound(noun: string): Answer {
  return fail(404, "resource_missing", `No such ${noun}.`);
}

/** Fields kept on an object for the sandbox's own use (`_failure`) are never answered. */
function publicView(object: StoredObject): StoredObject {
  return Object.fromEntries(Object.entries(object).filter(([name]) => !name.startsWith("_"))) as StoredObject;
}

/**
 * Open checkouts past their `expires_at` become `expired`, as they would at that time. Only those
 * are read and written: found by the `status` and `expires_at` columns and their index, never by
 * reading every checkout's JSON (red team S2). Each one's `checkout.expired` event is queued in
 * the same transaction (issue 42, point 4).
 */
/**
 * Open checkouts past their `expires_at` turn `expired`, of one key (before any of its reads of
 * checkouts) or of every key that has one due (the delivery worker's round, so that
 * `checkout.expired` goes out unread: `keysWithDue` finds them without a transaction, then each
 * key's own). Per key, one `UPDATE` of the due rows, `checkout.expired` queued in its transaction. A
 * checkout expired at once by a read and by the worker is expired once (the second `UPDATE` finds
 * it no longer open: red team 3's R3-9).
 */
export async function expireCheckouts(db: Database, now: Date, keyId?: string): Promise<number> {
  if (keyId === undefined) {
    return forEachKeyDue(db, ["checkout", "open", sandboxObjects.expiresAt, now], (due) => expireCheckouts(db, now, due));
  }
  const due = and(eq(sandboxObjects.keyId, keyId), eq(sandboxObjects.type, "checkout"), eq(sandboxObjects.status, "open"), lte(sandboxObjects.expiresAt, now));
  // Nothing due (most of a key's reads): no transaction, no lock.
  if ((await db.select({ seq: sandboxObjects.seq }).from(sandboxObjects).where(due).limit(1)).length === 0) return 0;
  return db.transaction(async (tx) => {
    // The key's row first, as the key's writes take it (red team 6a, RT6a-4).
    await lockKeyForSettle(tx, keyId);
    // The expired checkouts' JSON is read back only for an endpoint that takes their event.
    const told = await subscribed(tx, keyId, ["checkout.expired"]);
    const expired = await tx
      .update(sandboxObjects)
      .set({ data: sql`jsonb_set(${sandboxObjects.data}, '{status}', '"expired"')`, expiresAt: null })
      .where(due)
      .returning(told ? { data: sandboxObjects.data } : { seq: sandboxObjects.seq });
    if (told) for (const row of expired) await queueEvent(tx, keyId, "checkout.expired", (row as { data: StoredObject }).data, now);
    return expired.length;
  });
}

function expireDue({ db, key, now }: Context): Promise<number> {
  return expireCheckouts(db, now, key.id);
}

async function create(context: Context, type: string, prefix: string, fields: Record<string, unknown>): Promise<Answer> {
  const object = { id: newId(prefix), object: type, ...fields };
  await insertObject(context.db, context.key.id, type, object, context.now);
  return { status: 201, body: publicView(object) };
}

export const payOperations: Record<string, Implementation> = {
  getBalance: {
    statuses: [200],
    async run(context) {
      // Test payments are never paid out: what test customers paid stays pending.
      // Summed by the database from the `amount` and `status` columns: no checkout's JSON is read (red team S2).
      const [row] = await context.db
        .select({ pending: sql<string>`coalesce(sum(${sandboxObjects.amount}), 0)` })
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.keyId, context.key.id), eq(sandboxObjects.type, "checkout"), eq(sandboxObjects.status, "paid")));
      const pending = Number(row?.pending ?? 0);
      return { status: 200, body: { object: "balance", currency: "DZD", available: 0, pending, updated_at: context.now.toISOString() } };
    },
  },
  listCustomers: list("customer"),
  createCustomer: {
    statuses: [201],
    creates: "customer",
    run(context) {
      const { name, email, phone } = context.body;
      return create(context, "customer", "cus", {
        name,
        ...(email === undefined ? {} : { email }),
        ...(phone === undefined ? {} : { phone }),
        created_at: context.now.toISOString(),
      });
    },
  },
  retrieveCustomer: retrieve("customer", "customer_id", "customer"),
  listProducts: list("product"),
  createProduct: {
    statuses: [201],
    creates: "product",
    run: (context) => create(context, "product", "prod", { name: context.body.name, active: true, created_at: context.now.toISOString() }),
  },
  createPrice: {
    statuses: [201, 400],
    creates: "price",
    async run(context) {
      const { product, amount, currency } = context.body;
      if (!(await getObject(context.db, context.key.id, "product", product)))
        return fail(400, "resource_missing", `No such product: ${product}.`, "product");
      return create(context, "price", "price", { product, amount, currency });
    },
  },
  listCheckouts: list("checkout", (context) => {
    const status = context.query.get("status");
    return status ? { status } : {};
  }),
  createCheckout: {
    statuses: [201, 400],
    creates: "checkout",
    async run(context) {
      const input = context.body;
      // Its size (20 keys of 40 characters, values of 500) is the document's (Metadata).
      const metadata = (input.metadata ?? {}) as Record<string, string>;
      const customer = input.customer ?? null;
      if (customer !== null && !(await getObject(context.db, context.key.id, "customer", customer))) {
        return fail(400, "resource_missing", `No such customer: ${customer}.`, "customer");
      }
      // `payment_link` is the link page's alone (src/lib/sandbox/link.ts): the API's input has none.
      const object = newCheckout({ ...input, customer, metadata, payment_link: undefined }, context.origin, context.now);
      await insertObject(context.db, context.key.id, "checkout", object, context.now, object.amount as number);
      return { status: 201, body: object };
    },
  },
  retrieveCheckout: retrieve("checkout", "checkout_id", "checkout"),
  expireCheckout: {
    statuses: [200, 404, 409],
    async run(context) {
      await expireDue(context);
      const checkout = await getObject(context.db, context.key.id, "checkout", context.path.checkout_id!);
      if (!checkout) return notFound("checkout");
      if (checkout.status !== "open") return fail(409, "checkout_not_open", `This checkout is already ${String(checkout.status)}.`);
      const expired = { ...checkout, status: "expired", expires_at: context.now.toISOString() };
      await putObject(context.db, context.key.id, "checkout", expired);
      await queueEvent(context.db, context.key.id, "checkout.expired", expired, context.now);
      return { status: 200, body: publicView(expired) };
    },
  },
  listPaymentLinks: list("payment_link"),
  createPaymentLink: {
    statuses: [201],
    creates: "payment_link",
    async run(context) {
      const input = context.body;
      const id = newId("plink");
      const object = {
        id,
        object: "payment_link",
        name: input.name,
        amount: input.amount,
        currency: input.currency,
        max_uses: input.max_uses ?? null,
        expires_at: input.expires_at ?? null,
        uses: 0,
        active: true,
        url: paymentLinkUrl(context.origin, id),
        created_at: context.now.toISOString(),
      };
      await insertObject(context.db, context.key.id, "payment_link", object, context.now);
      return { status: 201, body: object };
    },
  },
  updatePaymentLink: {
    statuses: [200, 404],
    async run(context) {
      const link = await getObject(context.db, context.key.id, "payment_link", context.path.payment_link_id!);
      if (!link) return notFound("payment link");
      const changes = Object.fromEntries(
        ["name", "amount", "max_uses", "expires_at", "active"]
          .filter((name) => name in context.body)
          .map((name) => [name, context.body[name]]),
      );
      const updated = { ...link, ...changes };
      await putObject(context.db, context.key.id, "payment_link", updated);
      return { status: 200, body: publicView(updated) };
    },
  },
};
