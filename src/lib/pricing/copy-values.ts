import { feeSchedule } from "@/data/fees";
import { firstMonthFeePercent, plans, type Plan } from "@/data/plans";
import type { Format } from "@/i18n/format";

/**
 * The plan figures the pricing copy quotes (FAQ answers), from the data and
 * formatted for the page: the messages hold ICU arguments (`{limit}`,
 * `{transactions}`...), never the figures (tests/unit/pricing-copy.test.ts
 * fails on a figure written into a sentence).
 */
/**
 * True when every plan includes free payouts: a number of them each month, or a number agreed on
 * request (SPEC 6's supreme). The pricing page then says “Free payouts included in every plan”;
 * otherwise it gives the lowest payout fee of the schedule (review pass 2: supreme's payouts are
 * “on request”, not all free, so the schedule's lowest payout fee is no longer 0).
 */
export function freePayoutsOnEveryPlan(list: readonly Pick<Plan, "freePayouts">[] = plans): boolean {
  return list.every((plan) => plan.freePayouts === "on-request" || plan.freePayouts > 0);
}

export function pricingCopyValues(format: Format) {
  const startup = plans.find((plan) => plan.id === "startup");
  const supreme = plans.find((plan) => plan.id === "supreme");
  if (!startup || !supreme) throw new Error("The pricing copy quotes the startup and supreme plans");
  const refundsFree = plans.every((plan) => feeSchedule[plan.id].refund.tiers.every((tier) => tier.percent === 0 && tier.fixed === 0 && tier.minimum === 0));
  return {
    firstMonth: format.number(firstMonthFeePercent / 100, "percent"),
    limit: format.number(startup.maxMonthlyVolume, "moneyExact"),
    transactions: format.number(startup.maxTransactions, "count"),
    /** ICU select: "free" when no plan charges a refund. */
    refunds: refundsFree ? "free" : "paid",
    supremeFrom: format.number(supreme.minMonthlyVolume, "moneyExact"),
  };
}
