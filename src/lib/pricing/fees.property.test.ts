import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { amountLimits, feeSchedule, operations } from "@/data/fees";
import { plans } from "@/data/plans";
import { cheapestAmounts, cheapestPlan, cheapestVolumes, exactFee, feeFor, isEligible, payers, quote } from "./fees";

/** Property tests (fast-check): what must hold for every amount, volume and payer, not only for the examples of fees.test.ts. */
const priced = plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].payment }));
/** An amount to the centime within the calculator's limits. */
const amount = fc.integer({ min: amountLimits.min * 100, max: amountLimits.max * 100 }).map((cents) => cents / 100);
const volume = fc.integer({ min: 0, max: 50_000_000 });
const schedule = fc.constantFrom(...plans.flatMap((plan) => operations.map((operation) => feeSchedule[plan.id][operation])));
const cents = (value: number) => Math.round(value * 100);

describe("fees, for any amount", () => {
  it("a fee is never negative, and is charged to the centime", () => {
    fc.assert(
      fc.property(schedule, amount, (fees, value) => {
        const fee = feeFor(fees, value);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(cents(fee) / 100).toBe(fee);
      }),
    );
  });

  it("what the customer pays less what the merchant receives is the fee, and each side bears what its payer says", () => {
    fc.assert(
      fc.property(schedule, amount, fc.constantFrom(...payers), (fees, value, payer) => {
        const { fee, customerPays, merchantReceives } = quote(fees, value, payer);
        expect(cents(customerPays) - cents(merchantReceives)).toBe(cents(fee));
        if (payer === "merchant") expect(customerPays).toBe(value);
        if (payer === "customer") expect(merchantReceives).toBe(value);
        if (payer === "split") {
          // The customer's half is rounded up to the centime.
          const customerShare = cents(customerPays) - cents(value);
          expect(customerShare).toBeGreaterThanOrEqual(cents(fee) / 2);
          expect(customerShare).toBeLessThanOrEqual(cents(fee) / 2 + 1);
        }
      }),
    );
  });
});

describe("the cheapest plan and the break-even ranges, for any amount and volume", () => {
  it("the cheapest plan can carry the volume, and no plan that can is cheaper", () => {
    fc.assert(
      fc.property(amount, volume, (value, monthly) => {
        const pick = cheapestPlan(priced, value, monthly);
        const eligible = priced.filter((plan) => isEligible(plan, value, monthly));
        if (eligible.length === 0) {
          expect(pick).toBeNull();
          return;
        }
        const chosen = priced.find((plan) => plan.id === pick)!;
        expect(isEligible(chosen, value, monthly)).toBe(true);
        for (const plan of eligible) expect(exactFee(chosen.fees, value)).toBeLessThanOrEqual(exactFee(plan.fees, value));
      }),
    );
  });

  it("the volume ranges each plan is shown as best on name the cheapest plan at every volume", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 500_000 }), fc.integer({ min: 0, max: 5_000_000 }), (value, monthly) => {
        const ranges = cheapestVolumes(priced, value, 5_000_000);
        const holder = Object.entries(ranges).find(([, list]) =>
          list.some((range) => monthly >= range.from && (range.to === null || monthly <= range.to)),
        );
        expect(holder?.[0] ?? null).toBe(cheapestPlan(priced, value, monthly));
      }),
      { numRuns: 60 },
    );
  });

  it("the amount ranges each plan is shown as best on name the cheapest plan at every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 100, max: 2_000_000 }), (monthly, amountCents) => {
        const value = amountCents / 100;
        const ranges = cheapestAmounts(priced, monthly, { min: 1, max: 20_000 });
        const holder = Object.entries(ranges).find(([, list]) =>
          list.some((range) => value >= range.from && (range.to === null || value <= range.to)),
        );
        expect(holder?.[0] ?? null).toBe(cheapestPlan(priced, value, monthly));
      }),
      { numRuns: 60 },
    );
  });
});
