/**
 * The Pay product's plans (SPEC 6). Volumes in DZD per calendar month.
 *
 * COMPANY SETTINGS: `minMonthlyVolume` of supreme (who may ask for it) and the
 * first-month offer are plausible defaults, changed here by the business team.
 */
export const planIds = ["startup", "comfort", "supreme"] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  /** Highest monthly volume allowed on the plan; `null` = unlimited. */
  maxMonthlyVolume: number | null;
  /** Highest number of transactions per month; `null` = unlimited. */
  maxTransactions: number | null;
  /** Free payouts per month; "on-request" = negotiated. */
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

/** Every plan starts with 0% fees on all transactions for the first month. */
export const firstMonthFeePercent = 0;

/** What no plan charges (rendered as a list; the copy lives in messages). */
export const noFees = ["subscription", "activation", "integration"] as const;
