/**
 * Dated promotions of Cirta Pay. A promotion shows only between `start`
 * (inclusive) and `end` (exclusive), both ISO instants with the Algiers
 * offset. Its copy lives in messages under `business.payPricing.promotions.items.<id>`.
 *
 * COMPANY SETTINGS: add, extend or end promotions here. Pages are static, so
 * the build filters with its own clock and the page hides, on the client, any
 * promotion whose end has passed since (see docs/business-section.md).
 */
export type Promotion = {
  id: "zeroUntil2024" | "freePayoutsWinter";
  start: string;
  end: string;
};

export const promotions = [
  // Expired: kept as history and as a guard that an ended promotion never shows.
  { id: "zeroUntil2024", start: "2024-06-01T00:00:00+01:00", end: "2025-01-01T00:00:00+01:00" },
  { id: "freePayoutsWinter", start: "2026-11-01T00:00:00+01:00", end: "2027-04-01T00:00:00+01:00" },
] as const satisfies readonly Promotion[];

/** True while `promotion` runs at `now`. */
export function isPromotionActive(promotion: Pick<Promotion, "start" | "end">, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(promotion.start) <= time && time < Date.parse(promotion.end);
}

/** The promotions running at `now` (pure: inject the date in tests). */
export function activePromotions<T extends Pick<Promotion, "start" | "end">>(now: Date, list: readonly T[]): T[] {
  return list.filter((promotion) => isPromotionActive(promotion, now));
}
