/**
 * Dated promotions of the Pay product. A promotion shows only between `start`
 * (inclusive) and `end` (exclusive), both ISO instants with the Algiers
 * offset. Its copy lives in messages under `business.payPricing.promotions.items.<id>`.
 *
 * COMPANY SETTINGS: add, extend or end promotions here. The server decides
 * what runs when it renders the page, which it does again every 15 minutes and
 * never serves over an hour old (the pricing page's `revalidate`, `expireTime`
 * in next.config.ts): a scheduled promotion appears on its start date and an
 * ended one leaves the HTML without a deploy. An open page also hides one the
 * moment it ends (PromotionGate). See docs/business-section.md.
 */
import type { Operation } from "./fees";

export type Promotion = {
  id: "zeroUntil2024" | "freePayoutsWinter" | "ramadanLinks2027";
  start: string;
  end: string;
  /**
   * The operation this promotion makes free on every plan, for everyone: the fee
   * calculator then shows it free while the promotion runs. Left out when the
   * offer is narrower than an operation (payments through links only, new
   * merchants only), which the calculator cannot tell apart.
   */
  waives?: Operation;
};

export const promotions = [
  // Expired: kept as history and as a guard that an ended promotion never shows.
  { id: "zeroUntil2024", start: "2024-06-01T00:00:00+01:00", end: "2025-01-01T00:00:00+01:00" },
  { id: "freePayoutsWinter", start: "2026-11-01T00:00:00+01:00", end: "2027-04-01T00:00:00+01:00", waives: "transfer" },
  // Ramadan 1448: from its expected first day to the eve of Eid al-Fitr (move with the official announcement).
  { id: "ramadanLinks2027", start: "2027-02-08T00:00:00+01:00", end: "2027-03-10T00:00:00+01:00" },
] as const satisfies readonly Promotion[];

/** The last instant a promotion runs: its end is exclusive (midnight in Algiers), so a page names the day before. */
export function lastInstant(promotion: Pick<Promotion, "end">): Date {
  return new Date(Date.parse(promotion.end) - 1);
}

/** True while `promotion` runs at `now`. */
export function isPromotionActive(promotion: Pick<Promotion, "start" | "end">, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(promotion.start) <= time && time < Date.parse(promotion.end);
}

/** The promotions running at `now` (pure: inject the date in tests). */
export function activePromotions<T extends Pick<Promotion, "start" | "end">>(now: Date, list: readonly T[]): T[] {
  return list.filter((promotion) => isPromotionActive(promotion, now));
}
