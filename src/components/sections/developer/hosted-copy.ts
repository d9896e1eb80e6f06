import type { Format } from "@/i18n/format";
import type { StoredObject } from "@/lib/sandbox/store";

/**
 * Which of the test payment page's sentences (`developer.checkout`) a checkout gets. A payment
 * link's checkout (`payment_link` set) has the link's own page for its success and failure URLs
 * (`payLink`, src/lib/sandbox/link.ts): its page says the browser goes back to the payment link's
 * page, and its closed page's button goes back there without the "outside this site" sentence
 * (review pass 17, en 1). Any other checkout speaks of the merchant's success and failure pages.
 */
export function checkoutCopyKeys(checkout: StoredObject) {
  const link = typeof checkout.payment_link === "string";
  return {
    lead: link ? "leadLink" : "lead",
    payHint: link ? "pay.hintLink" : "pay.hint",
    expireHint: link ? "expire.hintLink" : "expire.hint",
    back: link ? "closed.backLink" : "closed.back",
    /** Whether the closed page says that its button leaves this site. */
    leaves: !link,
  } as const;
}

/**
 * A payment link's `expires_at` as its page shows it: the site's named `instantMinute` (Algiers
 * time, on the 24-hour clock in French), as the test payment page shows a checkout's (pass 17, fr 2).
 */
export function linkExpiry(format: Format, expiresAt: unknown): string | null {
  if (typeof expiresAt !== "string") return null;
  const at = new Date(expiresAt);
  return Number.isNaN(at.getTime()) ? null : format.dateTime(at, "instantMinute");
}

/**
 * What a payment link's page says of its state: the key of its status (`states.*`) and whether its
 * lead ("Pay it as a customer would…") shows. A link that takes payments but whose key is full
 * (no checkout can be created for it) says so in its status, and invites no payment.
 */
export function linkStatus(state: "active" | "used" | "inactive" | "expired", full: boolean) {
  const payable = state === "active" && !full;
  return { key: state === "active" && full ? ("states.full" as const) : (`states.${state}` as const), lead: payable };
}
