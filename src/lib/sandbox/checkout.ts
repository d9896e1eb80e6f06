import { sandboxLimits } from "@/config/sandbox";
import type { Database } from "@/db/client";
import { findById, getObject, keyBytes, lockKey, putObject, type StoredObject } from "./store";
import { countLinkUse, linkNameAt } from "./link";
import { queueEvent } from "./webhooks/store";

/*
 * The hosted test checkout's work on the sandbox's state (SPEC 12, docs/developer-section.md,
 * "Hosted test checkout"): the page reads a checkout by its id alone (its `url` names no key), and
 * the developer's choice settles it under the rules of the Pay document, in the same store and
 * under the same lock as the API's writes of its key.
 */

/** How a checkout settled on the page ends: what its test card decided (paid or declined), or expired. */
export const checkoutOutcomes = ["paid", "declined", "expired"] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];

/**
 * What each choice does, as content/openapi/pay.yaml says: a paid checkout is `paid` and the
 * customer returns to `success_url`; a card the issuer declines fails the checkout (`failed`,
 * `checkout.failed`: "sent when the card issuer declines the card"); an expired one is `expired`
 * (`checkout.expired`). `failure_url` is "where the customer returns after a failure or
 * cancellation". `CheckoutStatus`: `open` until one of these, and only `paid` means paid.
 */
export const outcomeEffects = {
  paid: { status: "paid", event: "checkout.paid", returnTo: "success_url" },
  declined: { status: "failed", event: "checkout.failed", returnTo: "failure_url" },
  expired: { status: "expired", event: "checkout.expired", returnTo: "failure_url" },
} as const satisfies Record<CheckoutOutcome, { status: string; event: string; returnTo: "success_url" | "failure_url" }>;

export type PageCheckout = {
  /** The key the checkout belongs to: the page names none, the database does. */
  keyId: string;
  checkout: StoredObject;
  /** Its status now: an open checkout past `expires_at` is `expired`, as the API would answer it. */
  status: string;
};

/** The status of a stored checkout at `now`: `open` past its `expires_at` reads as `expired` (the API's lazy expiry). */
export function statusAt(checkout: StoredObject, now: Date): string {
  const status = String(checkout.status);
  const expiresAt = Date.parse(String(checkout.expires_at));
  return status === "open" && !(expiresAt > now.getTime()) ? "expired" : status;
}

/**
 * A checkout by its id, whatever its key, with the key that holds it; null when no unexpired key
 * holds one (an unknown id, or a key past its expiry, whose objects the daily purge deletes).
 * Reading the page is no use of the key: its expiry does not move. One index read (`sandbox_objects_id_idx`).
 * Null too from `checkoutPageHours` after its creation: the page is for the minutes around a test payment.
 */
export async function findCheckout(db: Database, id: string, now: Date): Promise<PageCheckout | null> {
  const found = await findById(db, "checkout", id, now);
  if (!found) return null;
  const checkout = found.data;
  // A day after its creation (it is open an hour at most), the page shows no merchant's text any
  // more: the same 404 as an unknown id (red team 3, R3-3). The API still answers for it.
  if (Date.parse(String(checkout.created_at)) + sandboxLimits.checkoutPageHours * 3_600_000 <= now.getTime()) return null;
  return { keyId: found.keyId, checkout: await withoutLateLinkName(db, found.keyId, checkout, now), status: statusAt(checkout, now) };
}

/**
 * A link's checkout as its page shows it: the link's name (`metadata.payment_link_name`, put there
 * by its Pay) only while the link's own page shows it (`linkNameAt`: a day after the link's
 * creation, red team 6b, RT6B-6), not a day after the Pay; the API's answer keeps it.
 */
async function withoutLateLinkName(db: Database, keyId: string, checkout: StoredObject, now: Date): Promise<StoredObject> {
  const metadata = (checkout.metadata ?? {}) as Record<string, unknown>;
  if (typeof checkout.payment_link !== "string" || !("payment_link_name" in metadata)) return checkout;
  const link = await getObject(db, keyId, "payment_link", checkout.payment_link);
  if (link && linkNameAt(link, now) !== null) return checkout;
  return { ...checkout, metadata: Object.fromEntries(Object.entries(metadata).filter(([name]) => name !== "payment_link_name")) };
}

export type Settled =
  | { ok: true; checkout: StoredObject; event: (typeof outcomeEffects)[CheckoutOutcome]["event"]; returnUrl: string | null }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "closed"; checkout: StoredObject };

/**
 * Settles an open checkout of a key with the developer's choice, in one transaction holding the
 * key's row, as the API's writes do (src/lib/sandbox/handler.ts): a `POST …/expire` racing the
 * page's "Paid" leaves one of them the winner and the other a closed checkout. A checkout of
 * another key is unknown; one that is no longer open (paid, failed, canceled, expired, or open
 * past its `expires_at`, then stored `expired` as the API stores it) is closed and left as it is.
 * A declined payment keeps its `failure_code` (`card_declined`, `insufficient_funds`). The event
 * is queued in the same transaction for the key's webhook endpoints. The key's `bytes` are summed
 * again after the write, as the API's writes do.
 */
export async function settleCheckout(
  db: Database,
  keyId: string,
  id: string,
  outcome: CheckoutOutcome,
  now: Date,
  failure: string | null = null,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    await lockKey(tx, keyId);
    const checkout = await getObject(tx, keyId, "checkout", id);
    if (!checkout) return { ok: false, reason: "unknown" } as const;
    const status = statusAt(checkout, now);
    if (status !== "open") {
      const closed = status === checkout.status ? checkout : { ...checkout, status };
      if (closed !== checkout) {
        await putObject(tx, keyId, "checkout", closed);
        // Expired by its time, as the API's lazy expiry would store it: its event goes too.
        await queueEvent(tx, keyId, "checkout.expired", closed, now);
        await keyBytes(tx, keyId);
      }
      return { ok: false, reason: "closed", checkout: closed } as const;
    }
    // A checkout of a payment link is paid only while the link accepts payments, and counts one
    // use of it, under this same lock (src/lib/sandbox/link.ts): of two payments at once on a
    // single-use link, the second finds it used and its checkout expires unpaid.
    if (outcome === "paid" && typeof checkout.payment_link === "string" && !(await countLinkUse(tx, keyId, checkout.payment_link, now)))
      outcome = "expired";
    const effect = outcomeEffects[outcome];
    const settled: StoredObject = {
      ...checkout,
      status: effect.status,
      // Expired now, as `POST /v1/checkouts/{id}/expire` records it.
      ...(outcome === "expired" ? { expires_at: now.toISOString() } : {}),
      // Why a declined payment failed (the document's `failure_code`): what its test card decided.
      ...(outcome === "declined" ? { failure_code: failure ?? "card_declined" } : {}),
    };
    await putObject(tx, keyId, "checkout", settled);
    // Its event (`checkout.paid`, `checkout.failed`, `checkout.expired`), queued for the key's
    // endpoints that take it in this transaction (issue 42, point 4).
    await queueEvent(tx, keyId, effect.event, settled, now);
    // The key's `bytes` follow every write (red team 2, S2-1). A status a few bytes longer is kept
    // even past the budget: the choice is the page's whole purpose, and an API write after it is refused.
    await keyBytes(tx, keyId);
    return { ok: true, checkout: settled, event: effect.event, returnUrl: returnUrl(settled[effect.returnTo]) } as const;
  });
}

/**
 * A return URL the page may send the browser to: an absolute `http:` or `https:` URL, as parsed,
 * without a user name or password (`https://shop.example@evil.example/` goes to evil.example: red
 * team 3, R3-3); the document's pattern allows only those already, this is the second lock. Else null.
 */
export function returnUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const url = URL.parse(value);
  return url && (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password ? url.href : null;
}

/**
 * The hosts a checkout returns the customer to (its success and failure URLs'), each once, as the
 * page shows them before any way out (red team 3, R3-3): the site a button leads to, in plain sight.
 */
export function returnHosts(checkout: StoredObject): string[] {
  const hosts = [checkout.success_url, checkout.failure_url].map((value) => returnUrl(value)).flatMap((url) => (url ? [new URL(url).host] : []));
  return [...new Set(hosts)];
}

/** Where a closed checkout's page lets the customer go back to: the merchant's success page once paid, its failure page otherwise. */
export function closedReturnUrl(checkout: StoredObject, status: string): string | null {
  return returnUrl(status === "paid" ? checkout.success_url : checkout.failure_url);
}
