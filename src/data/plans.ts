/**
 * The Pay product's plans (SPEC 6). Volumes in DZD per calendar month.
 *
 * COMPANY SETTINGS: every value here (limits, free payouts, `minMonthlyVolume`
 * of supreme (who may ask for it), the first-month offer, the fees no plan
 * charges) is a plausible default shipped with the site, not a contractual
 * term; finance and the business team change them here, and the pricing page
 * (plans, calculator, FAQ figures) follows. See src/data/fees.ts for why each
 * plan wins for some merchant.
 */
export const planIds = ["startup", "comfort", "supreme"] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  /** Highest monthly volume allowed on the plan; `null` = unlimited. */
  maxMonthlyVolume: number | null;
  /** Highest number of transactions per month; `null` = unlimited. */
  maxTransactions: number | null;
  /**
   * Free payouts per month. "on-request" (SPEC 6): the number is agreed with the merchant when the
   * plan is granted; the payouts beyond the free ones cost the plan's fee in src/data/fees.ts.
   */
  freePayouts: number | "on-request";
  /** Monthly volume from which the plan is offered (supreme is on request). */
  minMonthlyVolume: number;
  /** The page highlights this plan. */
  featured: boolean;
};

export const plans = [
  { id: "startup", maxMonthlyVolume: 400_000, maxTransactions: 300, freePayouts: 1, minMonthlyVolume: 0, featured: false },
  { id: "comfort", maxMonthlyVolume: null, maxTransactions: null, freePayouts: 2, minMonthlyVolume: 0, featured: true },
  { id: "supreme", maxMonthlyVolume: null, maxTransactions: null, freePayouts: "on-request", minMonthlyVolume: 2_000_000, featured: false },
] as const satisfies readonly Plan[];

/**
 * Fee, in percent, on every transaction of a merchant's first month, on every
 * plan (the plans' "first month" line and the pricing FAQ). The hero's "start
 * free for a month" assumes 0: a unit test says so.
 */
export const firstMonthFeePercent = 0;

/** What no plan charges: the "nothing else to pay" list of the pricing page (copy in `payPricing.included.none.items`). */
export const noFees = ["subscription", "activation", "integration"] as const;
