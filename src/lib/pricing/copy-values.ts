import { feeSchedule } from "@/data/fees";
import { firstMonthFeePercent, plans } from "@/data/plans";
import type { Format } from "@/i18n/format";

/**
 * The plan figures the pricing copy quotes (FAQ answers), from the data and
 * formatted for the page: the messages hold ICU arguments (`{limit}`,
 * `{transactions}`...), never the figures (tests/unit/pricing-copy.test.ts
 * fails on a figure written into a sentence).
 */
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
