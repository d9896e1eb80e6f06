/**
 * The Pay product's fee schedule, per plan and per operation.
 *
 * COMPANY SETTINGS: every value in this module (percentages, fixed fees,
 * minimums, tier bounds, "free up to" thresholds, amount limits) is a
 * plausible default shipped with the site, not a contractual price. Finance
 * changes them here; pages, the fee table and the calculator read them.
 *
 * The startup plan's payment schedule is the public DZD schedule seen in this
 * market: 1-5,000 DZD: 10 DZD + 2.5% (minimum 25 DZD); 5,000-100,000 DZD:
 * 2.5%; above 100,000 DZD: 2,500 DZD flat. Fees are quoted TTC and include
 * all interbank fees.
 */
import type { PlanId } from "./plans";

/** One band of amounts. `upTo` is inclusive; `null` means no upper bound. */
export type FeeTier = {
  upTo: number | null;
  /** Percentage of the amount, e.g. 2.5 for 2.5%. */
  percent: number;
  /** Fixed fee in DZD added to the percentage. */
  fixed: number;
  /** Lowest fee charged in this band, in DZD. */
  minimum: number;
};

export type OperationFees = {
  tiers: readonly FeeTier[];
  /** Promotional threshold: amounts up to this (DZD, inclusive) pay no fee. 0 = off. */
  freeUpTo: number;
};

export const operations = ["payment", "refund", "transfer"] as const;
export type Operation = (typeof operations)[number];

export type FeeSchedule = Record<PlanId, Record<Operation, OperationFees>>;

const free: OperationFees = { tiers: [{ upTo: null, percent: 0, fixed: 0, minimum: 0 }], freeUpTo: 0 };

export const feeSchedule = {
  startup: {
    payment: {
      tiers: [
        { upTo: 5_000, percent: 2.5, fixed: 10, minimum: 25 },
        { upTo: 100_000, percent: 2.5, fixed: 0, minimum: 0 },
        { upTo: null, percent: 0, fixed: 2_500, minimum: 0 },
      ],
      freeUpTo: 0,
    },
    refund: free,
    transfer: { tiers: [{ upTo: null, percent: 0, fixed: 200, minimum: 0 }], freeUpTo: 0 },
  },
  comfort: {
    payment: {
      tiers: [
        { upTo: 5_000, percent: 2.2, fixed: 15, minimum: 30 },
        { upTo: 100_000, percent: 2.2, fixed: 0, minimum: 0 },
        { upTo: null, percent: 0, fixed: 2_200, minimum: 0 },
      ],
      freeUpTo: 0,
    },
    refund: free,
    transfer: { tiers: [{ upTo: null, percent: 0, fixed: 150, minimum: 0 }], freeUpTo: 0 },
  },
  supreme: {
    payment: {
      tiers: [
        { upTo: 5_000, percent: 1.8, fixed: 15, minimum: 30 },
        { upTo: 100_000, percent: 1.8, fixed: 0, minimum: 0 },
        { upTo: null, percent: 0, fixed: 1_800, minimum: 0 },
      ],
      freeUpTo: 0,
    },
    refund: free,
    transfer: free,
  },
} as const satisfies FeeSchedule;

/** Limits of one payment accepted by the gateway (company settings). */
export const amountLimits = {
  /** Smallest payment, DZD. */
  min: 1,
  /** Largest single payment, DZD. */
  max: 10_000_000,
  /** Largest monthly volume the calculator accepts, DZD. */
  maxMonthlyVolume: 10_000_000_000,
} as const;

/** Lowest payout cost across plans, for "payouts as low as 0.00 DZD". */
export const lowestPayoutFee = 0;
