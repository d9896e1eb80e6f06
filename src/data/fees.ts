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
 *
 * The defaults are chosen so that each plan is the cheapest for a plausible
 * merchant (src/lib/pricing/profiles.test.ts names three and fails if one
 * plan stops winning for its merchant):
 * - startup: the lowest fixed fee and minimum, and small payments free up to
 *   `freeUpTo` (a promotion: the minimum would otherwise cost 5% or more of a
 *   500 DZD basket). Cheapest for small baskets (below about 3,333 DZD, where
 *   comfort's lower percentage catches up with its higher fixed fee) within
 *   its limits (src/data/plans.ts).
 * - comfort: a higher fixed fee and minimum for a lower percentage, no limit:
 *   cheapest for larger baskets, and for everyone past startup's limits.
 * - supreme: comfort's fixed fees with the lowest percentage and the lowest
 *   payout fee, offered from its minimum monthly volume: cheapest from there.
 *   Its free payouts are "on request" (SPEC 6, `freePayouts` in
 *   src/data/plans.ts): their number is agreed with the merchant, and the
 *   payouts beyond them cost the fee below, like every plan's (review pass 2:
 *   the schedule said every supreme payout was free, the plan card "on
 *   request"; the spec decides).
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
      freeUpTo: 500,
    },
    refund: free,
    transfer: { tiers: [{ upTo: null, percent: 0, fixed: 200, minimum: 0 }], freeUpTo: 0 },
  },
  comfort: {
    payment: {
      tiers: [
        { upTo: 5_000, percent: 2.2, fixed: 20, minimum: 40 },
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
        { upTo: 5_000, percent: 1.8, fixed: 20, minimum: 40 },
        { upTo: 100_000, percent: 1.8, fixed: 0, minimum: 0 },
        { upTo: null, percent: 0, fixed: 1_800, minimum: 0 },
      ],
      freeUpTo: 0,
    },
    refund: free,
    transfer: { tiers: [{ upTo: null, percent: 0, fixed: 100, minimum: 0 }], freeUpTo: 0 },
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
