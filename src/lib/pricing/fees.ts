import type { FeeTier, OperationFees } from "@/data/fees";
import type { Plan, PlanId } from "@/data/plans";

/** Who bears the fee of a payment. */
export const payers = ["merchant", "customer", "split"] as const;
export type Payer = (typeof payers)[number];

/** Rounds DZD to the centime (half away from zero). */
export function roundDzd(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The band an amount falls in: the first whose `upTo` is at least the amount. */
export function tierFor(tiers: readonly FeeTier[], amount: number): FeeTier {
  const tier = tiers.find((candidate) => candidate.upTo === null || amount <= candidate.upTo) ?? tiers[tiers.length - 1];
  if (!tier) throw new Error("A fee schedule needs at least one tier");
  return tier;
}

/**
 * The fee in DZD of one operation of `amount` DZD: percentage plus fixed
 * fee, at least the band's minimum, rounded to the centime; nothing up to
 * the promotional `freeUpTo`, and nothing for an amount of 0 or less.
 */
export function feeFor(fees: OperationFees, amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (amount <= fees.freeUpTo) return 0;
  const tier = tierFor(fees.tiers, amount);
  return roundDzd(Math.max(tier.minimum, (amount * tier.percent) / 100 + tier.fixed));
}

export type Quote = { fee: number; customerPays: number; merchantReceives: number };

/**
 * What the customer pays and the merchant receives for a payment, by who
 * bears the fee. On a split, the customer's half is rounded up to the centime.
 */
export function quote(fees: OperationFees, amount: number, payer: Payer): Quote {
  const fee = feeFor(fees, amount);
  const customerShare = payer === "customer" ? fee : payer === "split" ? Math.ceil(fee * 50) / 100 : 0;
  const merchantShare = roundDzd(fee - customerShare);
  return { fee, customerPays: roundDzd(amount + customerShare), merchantReceives: roundDzd(amount - merchantShare) };
}

/** Number of payments of `amount` DZD that make a monthly volume (at least one). */
export function transactionsFor(amount: number, monthlyVolume: number): number {
  return Math.max(1, Math.ceil(monthlyVolume / amount));
}

type PlanLimits = Pick<Plan, "maxMonthlyVolume" | "maxTransactions" | "minMonthlyVolume">;

/** Whether a plan can carry a monthly volume made of payments of `amount` DZD. */
export function isEligible(plan: PlanLimits, amount: number, monthlyVolume: number): boolean {
  if (monthlyVolume < plan.minMonthlyVolume) return false;
  if (plan.maxMonthlyVolume !== null && monthlyVolume > plan.maxMonthlyVolume) return false;
  if (plan.maxTransactions !== null && transactionsFor(amount, monthlyVolume) > plan.maxTransactions) return false;
  return true;
}

/** Fees of a month: the fee of one payment times the number of payments. */
export function monthlyFees(fees: OperationFees, amount: number, monthlyVolume: number): number {
  return roundDzd(feeFor(fees, amount) * transactionsFor(amount, monthlyVolume));
}

type PricedPlan = PlanLimits & { id: PlanId; fees: OperationFees };

/** The cheapest plan able to carry the volume (ties go to the earlier plan), or null. */
export function cheapestPlan(priced: readonly PricedPlan[], amount: number, monthlyVolume: number): PlanId | null {
  let best: { id: PlanId; fee: number } | null = null;
  for (const plan of priced) {
    if (!isEligible(plan, amount, monthlyVolume)) continue;
    const fee = feeFor(plan.fees, amount);
    if (!best || fee < best.fee) best = { id: plan.id, fee };
  }
  return best?.id ?? null;
}

/**
 * For payments of `amount` DZD: the lowest monthly volume from which each
 * plan is the cheapest one available, or null when it never is. Eligibility
 * only changes at plan limits, so checking those volumes is exact.
 */
export function cheapestFrom(priced: readonly PricedPlan[], amount: number): Record<PlanId, number | null> {
  const candidates = new Set<number>([0]);
  for (const plan of priced) {
    candidates.add(plan.minMonthlyVolume);
    if (plan.maxMonthlyVolume !== null) candidates.add(plan.maxMonthlyVolume + 1);
    if (plan.maxTransactions !== null) candidates.add(plan.maxTransactions * amount + 1);
  }
  const result = Object.fromEntries(priced.map((plan) => [plan.id, null])) as Record<PlanId, number | null>;
  for (const volume of [...candidates].sort((a, b) => a - b)) {
    const id = cheapestPlan(priced, amount, volume);
    if (id && result[id] === null) result[id] = volume;
  }
  return result;
}
