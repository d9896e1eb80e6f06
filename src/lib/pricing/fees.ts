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
 * The fee in DZD of one operation of `amount` DZD, before rounding:
 * percentage plus fixed fee, at least the band's minimum; nothing up to the
 * promotional `freeUpTo`, and nothing for an amount of 0 or less.
 */
export function exactFee(fees: OperationFees, amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (amount <= fees.freeUpTo) return 0;
  const tier = tierFor(fees.tiers, amount);
  return Math.max(tier.minimum, (amount * tier.percent) / 100 + tier.fixed);
}

/** The fee in DZD of one operation of `amount` DZD, rounded to the centime (what is charged). */
export function feeFor(fees: OperationFees, amount: number): number {
  return roundDzd(exactFee(fees, amount));
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

/** Number of payments of `amount` DZD that make a monthly volume (at least one). Counted in centimes, so 300 x 1,000.01 is 300 payments, not 301. */
export function transactionsFor(amount: number, monthlyVolume: number): number {
  return Math.max(1, Math.ceil(Math.round(monthlyVolume * 100) / Math.round(amount * 100)));
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

/**
 * The cheapest plan able to carry the volume (ties go to the earlier plan), or
 * null. Plans are compared on the fee before rounding: rounding never puts a
 * dearer fee below a cheaper one (the pick always charges the lowest rounded
 * fee, ties included), and near the amount where two plans' lines cross, the
 * rounded fees would tie and swap by a centime over a few DZD, which no
 * merchant should read as a change of plan.
 */
export function cheapestPlan(priced: readonly PricedPlan[], amount: number, monthlyVolume: number): PlanId | null {
  let best: { id: PlanId; fee: number } | null = null;
  for (const plan of priced) {
    if (!isEligible(plan, amount, monthlyVolume)) continue;
    const fee = exactFee(plan.fees, amount);
    if (!best || fee < best.fee) best = { id: plan.id, fee };
  }
  return best?.id ?? null;
}

/** A run of values on which a plan is the cheapest, both ends included; `to: null` = no upper end. */
export type Range = { from: number; to: number | null };

/**
 * Splits the values from `first` to `last` (integers, in the unit of the
 * caller: DZD or centimes) into runs of the same winner, knowing that the
 * winner can only change at one of `starts`: it is evaluated there and
 * assumed to hold until the next start.
 */
function runs(
  starts: Iterable<number>,
  first: number,
  last: number,
  winner: (value: number) => PlanId | null,
  ids: readonly PlanId[],
): Record<PlanId, Range[]> {
  const points = [...new Set([first, ...starts])].filter((point) => point >= first && point <= last).sort((a, b) => a - b);
  const result = Object.fromEntries(ids.map((id) => [id, [] as Range[]])) as Record<PlanId, Range[]>;
  points.forEach((point, index) => {
    const id = winner(point);
    if (!id) return;
    const to = index + 1 < points.length ? points[index + 1]! - 1 : last;
    const own = result[id];
    const previous = own[own.length - 1];
    if (previous && previous.to === point - 1) previous.to = to;
    else own.push({ from: point, to });
  });
  return result;
}

/**
 * Break-even on the monthly volume, for payments of `amount` DZD: the whole
 * DZD volumes (from 0 to `maxVolume`) on which each plan is the cheapest one
 * that can carry them. At a fixed amount the fee of a payment is the same at
 * any volume, so only the plans' limits (maximum volume and number of
 * payments, minimum volume) move the answer: those are the only starts. The
 * last run of a plan that goes on to `maxVolume` has `to: null`.
 */
export function cheapestVolumes(priced: readonly PricedPlan[], amount: number, maxVolume: number): Record<PlanId, Range[]> {
  const starts = new Set<number>([0]);
  for (const plan of priced) {
    starts.add(Math.ceil(plan.minMonthlyVolume));
    if (plan.maxMonthlyVolume !== null) starts.add(Math.floor(plan.maxMonthlyVolume) + 1);
    // The largest volume of at most maxTransactions payments of `amount`, in centimes, exactly.
    if (plan.maxTransactions !== null) starts.add(Math.floor((plan.maxTransactions * Math.round(amount * 100)) / 100) + 1);
  }
  const result = runs(
    starts,
    0,
    maxVolume,
    (volume) => cheapestPlan(priced, amount, volume),
    priced.map((plan) => plan.id),
  );
  for (const list of Object.values(result)) for (const range of list) if (range.to === maxVolume) range.to = null;
  return result;
}

/**
 * Break-even on the amount, at a monthly volume: the amounts (to the centime,
 * within `limits`) for which each plan is the cheapest one that can carry the
 * volume. Fees are piecewise linear in the amount (bands, minimums, flat fees,
 * "free up to"), so the winner can only change at a band's edge, where a
 * minimum starts or stops applying, where two plans' lines cross, or where a
 * plan's number of payments reaches its limit: the centimes around those
 * points are the starts. Checked against brute force in fees.test.ts.
 */
export function cheapestAmounts(
  priced: readonly PricedPlan[],
  monthlyVolume: number,
  limits: { min: number; max: number },
): Record<PlanId, Range[]> {
  const cents = (value: number) => Math.round(value * 100);
  const starts = new Set<number>();
  const near = (value: number) => {
    const centre = Math.floor(value * 100);
    for (let c = centre - 2; c <= centre + 3; c++) starts.add(c);
  };
  // Every straight piece of every plan's fee: `percent` per 100 DZD plus `constant`.
  const pieces: { percent: number; constant: number }[] = [];
  for (const plan of priced) {
    const { tiers, freeUpTo } = plan.fees;
    if (freeUpTo > 0) near(freeUpTo);
    for (const tier of tiers) {
      if (tier.upTo !== null) near(tier.upTo);
      pieces.push({ percent: tier.percent, constant: tier.fixed });
      if (tier.minimum > 0) {
        pieces.push({ percent: 0, constant: tier.minimum });
        if (tier.percent > 0) near(((tier.minimum - tier.fixed) * 100) / tier.percent);
      }
    }
    if (plan.maxTransactions !== null) near(monthlyVolume / plan.maxTransactions);
  }
  for (const a of pieces)
    for (const b of pieces) {
      const slope = a.percent - b.percent;
      if (slope <= 0) continue;
      const crossing = ((b.constant - a.constant) * 100) / slope;
      if (crossing >= limits.min - 1 && crossing <= limits.max + 1) near(crossing);
    }
  const result = runs(
    starts,
    cents(limits.min),
    cents(limits.max),
    (c) => cheapestPlan(priced, c / 100, monthlyVolume),
    priced.map((plan) => plan.id),
  );
  for (const list of Object.values(result))
    for (const range of list) {
      range.from /= 100;
      if (range.to !== null) range.to /= 100;
    }
  return result;
}

/**
 * The lowest fee one operation costs on any plan, at any accepted amount (the
 * pricing page's "payouts as low as"). Within a band the fee only grows with
 * the amount, so the lowest is at an edge: the smallest amount, or just past a
 * band. (A "free up to" at or above the smallest amount makes that amount free.)
 */
export function lowestFee(schedules: readonly OperationFees[], minAmount: number): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (const fees of schedules) {
    const amounts = [minAmount, ...fees.tiers.flatMap((tier) => (tier.upTo === null ? [] : [tier.upTo + 0.01]))];
    for (const amount of amounts) if (amount >= minAmount) lowest = Math.min(lowest, feeFor(fees, amount));
  }
  return lowest;
}
