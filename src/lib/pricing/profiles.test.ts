import { describe, expect, it } from "vitest";
import { feeSchedule } from "@/data/fees";
import { plans, type PlanId } from "@/data/plans";
import { cheapestPlan, feeFor, isEligible, monthlyFees } from "./fees";

/**
 * The company's defaults (src/data/fees.ts, src/data/plans.ts) must leave
 * every plan the best choice for some plausible merchant: otherwise the page
 * sells a plan nobody should take. If finance changes a figure and this
 * fails, either the change makes a plan pointless, or a profile below needs
 * another plausible merchant: say which in the commit.
 */
const profiles: { who: string; amount: number; monthlyVolume: number; best: PlanId; rivals: PlanId[] }[] = [
  // A neighbourhood shop selling online: 1,000 DZD baskets, 120 payments a month.
  { who: "a neighbourhood shop", amount: 1_000, monthlyVolume: 120_000, best: "startup", rivals: ["comfort"] },
  // An online store: 6,000 DZD baskets, about 130 orders a month.
  { who: "an online store", amount: 6_000, monthlyVolume: 800_000, best: "comfort", rivals: [] },
  // A large merchant: 15,000 DZD baskets, about 330 orders a month.
  { who: "a large merchant", amount: 15_000, monthlyVolume: 5_000_000, best: "supreme", rivals: ["comfort"] },
];

const priced = plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].payment }));

describe("each plan is the best choice for someone", () => {
  it.each(profiles)("$best is the cheapest for $who ($amount DZD, $monthlyVolume DZD a month)", ({ amount, monthlyVolume, best, rivals }) => {
    expect(cheapestPlan(priced, amount, monthlyVolume)).toBe(best);
    // Strictly cheaper over the month than every other plan that can carry it:
    // first which plans those are, so the comparison below cannot check none by mistake.
    const others = priced.filter((plan) => plan.id !== best && isEligible(plan, amount, monthlyVolume));
    expect(others.map((plan) => plan.id)).toEqual(rivals);
    const own = monthlyFees(feeSchedule[best].payment, amount, monthlyVolume);
    for (const plan of others) expect(monthlyFees(plan.fees, amount, monthlyVolume), plan.id).toBeGreaterThan(own);
  });

  it("covers the three plans", () => {
    expect(new Set(profiles.map((profile) => profile.best))).toEqual(new Set(plans.map((plan) => plan.id)));
  });

  it("has a 'free up to' threshold that shows (a nonzero one on some plan and operation), and charges nothing at it", () => {
    const thresholds = plans.flatMap((plan) => Object.values(feeSchedule[plan.id]).filter((fees) => fees.freeUpTo > 0));
    expect(thresholds.length).toBeGreaterThan(0);
    for (const fees of thresholds) {
      expect(feeFor(fees, fees.freeUpTo)).toBe(0);
      expect(feeFor(fees, fees.freeUpTo + 0.01)).toBeGreaterThan(0);
    }
  });
});
