import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { sandboxLimits } from "@/config/sandbox";
import type { Lang } from "@/config/languages";
import type { Database } from "@/db/client";
import { sandboxKeys, sandboxObjects } from "@/db/schema";
import { linkPageUrl } from "./checkout-path";
import { expireCheckouts, newCheckout } from "./pay";
import { findById, getObject, insertObject, keyBytes, lockKey, objectCount, putObject, type StoredObject } from "./store";

/*
 * A test payment link's page (SPEC 12, docs/developer-section.md, "Payment link page"): the page a
 * link's `url` opens reads the link by its id alone, as the test checkout's does; its Pay form
 * creates a checkout for the link in the link's key's state and sends the visitor to that
 * checkout's page, where the test card decides as for any checkout. A paid checkout of a link
 * counts one use of it (`settleCheckout`, src/lib/sandbox/checkout.ts, through `countLinkUse`).
 */

/**
 * Whether a link takes payments at `now`, and if not, why, in the order the page says it:
 * `used` once `uses` reached `max_uses` (the link is then `active: false`, and stays used even if a
 * PATCH sets it active again without raising `max_uses`), `inactive` once deactivated (PATCH
 * `active: false`), `expired` at and after its `expires_at`; `active` otherwise.
 */
export type LinkState = "active" | "used" | "inactive" | "expired";

export function linkStateAt(link: StoredObject, now: Date): LinkState {
  const maxUses = typeof link.max_uses === "number" ? link.max_uses : null;
  if (maxUses !== null && Number(link.uses ?? 0) >= maxUses) return "used";
  if (link.active === false) return "inactive";
  if (typeof link.expires_at === "string" && !(Date.parse(link.expires_at) > now.getTime())) return "expired";
  return "active";
}

/**
 * The link's name while its page may show it: until `linkNameHours` after the link's creation (red
 * team 5, RT5-4, as the checkout's page stops after `checkoutPageHours`, R3-3); null after, or for a
 * link without a readable `created_at`.
 */
export function linkNameAt(link: StoredObject, now: Date): string | null {
  const created = Date.parse(String(link.created_at));
  if (!(created + sandboxLimits.linkNameHours * 3_600_000 > now.getTime())) return null;
  return typeof link.name === "string" ? link.name : null;
}

/** `name`: the link's name, or null once its page no longer shows it (`linkNameAt`). */
export type PageLink = { keyId: string; link: StoredObject; state: LinkState; name: string | null };

/** A payment link by its id, whatever its key, with its state; null when no unexpired key holds one (`findById`). */
export async function findLink(db: Database, id: string, now: Date): Promise<PageLink | null> {
  const found = await findById(db, "payment_link", id, now);
  return found ? { keyId: found.keyId, link: found.data, state: linkStateAt(found.data, now), name: linkNameAt(found.data, now) } : null;
}

/**
 * Counts one paid use of a key's link, in the caller's transaction holding the key's row: `uses`
 * + 1, and `active: false` when `uses` reaches `max_uses`. False, with nothing written, when the
 * link no longer takes payments (used, deactivated, expired): the caller's checkout is then not
 * paid. A link that is gone (the API deletes none) counts nothing and refuses nothing.
 */
export async function countLinkUse(tx: Database, keyId: string, id: string, now: Date): Promise<boolean> {
  const link = await getObject(tx, keyId, "payment_link", id);
  if (!link) return true;
  if (linkStateAt(link, now) !== "active") return false;
  const uses = Number(link.uses ?? 0) + 1;
  const used = typeof link.max_uses === "number" && uses >= link.max_uses;
  await putObject(tx, keyId, "payment_link", { ...link, uses, ...(used ? { active: false } : {}) });
  return true;
}

/**
 * What a key keeps back from its links' pages: `linkCheckoutsPerKey` objects, and as many
 * checkouts' bytes (`linkCheckoutBytes`), are its owner's API requests' (red team 5, RT5-1).
 */
const linkReserve = {
  objects: sandboxLimits.linkCheckoutsPerKey,
  bytes: sandboxLimits.linkCheckoutsPerKey * sandboxLimits.linkCheckoutBytes,
};

/**
 * Whether a key holds as many objects, or as many bytes, as the sandbox keeps for one
 * (`sandboxLimits`), or so nearly that what is left is its owner's (`linkReserve`): its links'
 * pages then create no checkout, and say so (review pass 17, E7; red team 5, RT5-1: a keyless Pay
 * never takes the key to its limit).
 */
export async function keyIsFull(db: Database, keyId: string): Promise<boolean> {
  const [key] = await db.select({ bytes: sandboxKeys.bytes }).from(sandboxKeys).where(eq(sandboxKeys.id, keyId));
  return (
    (await objectCount(db, keyId)) >= sandboxLimits.objectsPerKey - linkReserve.objects ||
    (key?.bytes ?? 0) >= sandboxLimits.bytesPerKey - linkReserve.bytes
  );
}

/** The statuses of a checkout that ended unpaid: the ones a link's page may delete to make room (`makeRoom`). */
const unpaidEnds = ["expired", "failed", "canceled"];

/**
 * Room for one more checkout of a key's links' pages (red team 5, RT5-1): true when the key holds
 * fewer than `linkCheckoutsPerKey` of them, or once the oldest that ended unpaid, or was paid more
 * than `linkCheckoutPaidHours` before `now` (red team 6b, RT6B-2), is deleted; false when all of
 * them are open or recently paid (nothing deleted). In the caller's transaction holding the key's
 * row, its overdue checkouts already expired (RT6B-5). The key's checkouts are read for
 * `payment_link` in their JSON: at most the key's 1 MiB.
 */
async function makeRoom(tx: Database, keyId: string, now: Date): Promise<boolean> {
  const fromLinks = await tx
    .select({ id: sandboxObjects.id, status: sandboxObjects.status, createdAt: sandboxObjects.createdAt })
    .from(sandboxObjects)
    .where(
      and(eq(sandboxObjects.keyId, keyId), eq(sandboxObjects.type, "checkout"), sql`(${sandboxObjects.data}->>'payment_link') is not null`),
    )
    .orderBy(asc(sandboxObjects.seq));
  const over = fromLinks.length - sandboxLimits.linkCheckoutsPerKey + 1;
  if (over <= 0) return true;
  const paidBefore = now.getTime() - sandboxLimits.linkCheckoutPaidHours * 3_600_000;
  const ended = fromLinks
    .filter((row) => unpaidEnds.includes(String(row.status)) || (row.status === "paid" && new Date(row.createdAt).getTime() <= paidBefore))
    .slice(0, over);
  if (ended.length < over) return false;
  await tx.delete(sandboxObjects).where(
    and(
      eq(sandboxObjects.keyId, keyId),
      eq(sandboxObjects.type, "checkout"),
      inArray(
        sandboxObjects.id,
        ended.map((row) => row.id),
      ),
    ),
  );
  return true;
}

export type LinkPaid =
  { ok: true; checkout: StoredObject } | { ok: false; reason: "unknown" | "closed" } | { ok: false; reason: "full" | "held" };

/**
 * The Pay form of a link's page: a new open checkout of the link's key for its amount and
 * currency, in the page's language, named after the link (`payment_link`, and its name in the
 * metadata, which the checkout's page shows), returning to the link's page after it is paid or
 * not. In one transaction holding the key's row, as the API's writes; the key's object and byte
 * limits, less what is kept for its owner, hold (`full`), and its links' checkouts are at most
 * `linkCheckoutsPerKey` (`held`: red team 5, RT5-1). Unknown for a link of another key; closed
 * when the link no longer takes payments (nothing created).
 */
export async function payLink(db: Database, keyId: string, id: string, lang: Lang, now: Date): Promise<LinkPaid> {
  return db.transaction(async (tx) => {
    await lockKey(tx, keyId);
    const link = await getObject(tx, keyId, "payment_link", id);
    if (!link) return { ok: false, reason: "unknown" } as const;
    if (linkStateAt(link, now) !== "active") return { ok: false, reason: "closed" } as const;
    if (await keyIsFull(tx, keyId)) return { ok: false, reason: "full" } as const;
    // Its open checkouts past their expires_at are expired first, as a read of them would (red team 6b, RT6B-5).
    await expireCheckouts(tx, now, keyId);
    // At most `linkCheckoutsPerKey` of them at once: the oldest ended unpaid, or paid a day ago, makes room, else none is made.
    if (!(await makeRoom(tx, keyId, now))) return { ok: false, reason: "held" } as const;
    // The link's own origin (its `url` was made with the API's): the checkout's `url` and its return to the link's page.
    const origin = new URL(String(link.url)).origin;
    const back = `${linkPageUrl(origin, id)}?lang=${lang}`;
    // Its name only while the link's page shows it (RT5-4): the checkout's page lists the metadata.
    const name = linkNameAt(link, now);
    const checkout = newCheckout(
      {
        amount: link.amount,
        currency: link.currency,
        locale: lang,
        success_url: back,
        failure_url: back,
        payment_link: id,
        metadata: name === null ? {} : { payment_link_name: name },
      },
      origin,
      now,
    );
    await insertObject(tx, keyId, "checkout", checkout, now, checkout.amount as number);
    await keyBytes(tx, keyId);
    return { ok: true, checkout } as const;
  });
}
