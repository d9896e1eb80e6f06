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
    /**
     * The "Returns to" row's value: the hosts a merchant's checkout names, or, for a link's, its
     * page on this site in words (pass 18's brief: the row named this site's own domain).
     */
    returnsTo: link ? ("returnsToLink" as const) : null,
    /** Whether the closed page says that its button leaves this site. */
    leaves: !link,
  } as const;
}

/**
 * The one rule for a time the sandbox shows (a key's expiry, a checkout's or a link's, a webhook
 * delivery's attempts): Algiers time (`Africa/Algiers`, the site's zone, as every date it shows),
 * and the copy beside it says so, "(Algiers time)" (review pass 19; docs/glossary.md). A key's
 * expiry is the day it falls on in Algiers (`dayAlgiers`), never the UTC day, which could be the
 * day before.
 */
export function keyExpiryDay(format: Format, expiresAt: unknown): string | null {
  if (typeof expiresAt !== "string") return null;
  const at = new Date(expiresAt);
  return Number.isNaN(at.getTime()) ? null : format.dateTime(at, "dayAlgiers");
}

/**
 * A payment link's uses against its maximum ("1,200 of 5,000"): both figures in the language's
 * number format (`format.number`, as the uses alone are without a maximum), never as the message's
 * raw arguments, which intl-messageformat prints ungrouped ("1200 of 5000"; review pass 19).
 */
export function linkUses(
  format: Format,
  t: (key: "usesOf", values: { uses: string; max: string }) => string,
  uses: number,
  maxUses: number | null,
): string {
  return maxUses === null ? format.number(uses) : t("usesOf", { uses: format.number(uses), max: format.number(maxUses) });
}

/**
 * A payment link's `expires_at` as its page shows it: the site's named `instantMinute` (Algiers
 * time, on the 24-hour clock in French), as the test payment page shows a checkout's (pass 17, fr 2).
 */
export function linkExpiry(format: Format, expiresAt: unknown): string | null {
  const at = instantOf(expiresAt);
  return at === null ? null : format.dateTime(at, "instantMinute");
}

/**
 * The same instant for the sentence of an expired link, its day and its time apart ("It expired on
 * {day} at {time} (Algiers time)."), each language joining them with its own words: «le 29 décembre
 * 2026 à 15:27», where the one `instantMinute` gave «le 29 déc. 2026, 15:27» (review pass 21, fr
 * 5.10). The day is written in full, as in the key box's sentence (`keyExpiryDay`): a sentence spells
 * its month out, only a table row abbreviates it («déc.», or digits in Arabic; review pass 22, fr 4.1,
 * ar 5.2).
 */
export function linkExpiredAt(format: Format, expiresAt: unknown): { day: string; time: string } | null {
  const at = instantOf(expiresAt);
  return at === null ? null : { day: format.dateTime(at, "dayAlgiers"), time: format.dateTime(at, "minuteAlgiers") };
}

function instantOf(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
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
