import { describe, expect, it } from "vitest";
import { feeSchedule, type OperationFees } from "@/data/fees";
import { plans } from "@/data/plans";
import { cheapestFrom, cheapestPlan, feeFor, isEligible, monthlyFees, quote, transactionsFor } from "./fees";

const startup = feeSchedule.startup.payment;
const priced = plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].payment }));

describe("feeFor on the startup payment schedule (10 DZD + 2.5% min 25 / 2.5% / 2,500 flat)", () => {
  it.each([
    [0, 0],
    [1, 25],
    [500, 25],
    [600, 25],
    [1_000, 35],
    [5_000, 135],
    [5_001, 125.03],
    [100_000, 2_500],
    [100_001, 2_500],
    [10_000_000, 2_500],
  ])("charges %d DZD a fee of %d DZD", (amount, fee) => {
    expect(feeFor(startup, amount)).toBe(fee);
  });

  it("charges nothing for negative, non-numeric or infinite amounts", () => {
    expect(feeFor(startup, -100)).toBe(0);
    expect(feeFor(startup, Number.NaN)).toBe(0);
    expect(feeFor(startup, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("keeps the fee flat for huge amounts", () => {
    expect(feeFor(startup, 1e15)).toBe(2_500);
  });

  it("charges nothing up to the promotional threshold, and the normal fee just above", () => {
    const promo: OperationFees = { ...startup, freeUpTo: 2_000 };
    expect(feeFor(promo, 2_000)).toBe(0);
    expect(feeFor(promo, 2_001)).toBe(60.03);
  });
});

describe("quote", () => {
  it("takes the fee from the merchant", () => {
    expect(quote(startup, 1_000, "merchant")).toEqual({ fee: 35, customerPays: 1_000, merchantReceives: 965 });
  });
  it("adds the fee to the customer's payment", () => {
    expect(quote(startup, 1_000, "customer")).toEqual({ fee: 35, customerPays: 1_035, merchantReceives: 1_000 });
  });
  it("splits the fee, the customer's half rounded up to the centime", () => {
    expect(quote(startup, 5_001, "split")).toEqual({ fee: 125.03, customerPays: 5_063.52, merchantReceives: 4_938.49 });
  });
  it("always balances: customer pays = merchant receives + fee", () => {
    for (const amount of [1, 999.99, 5_000, 5_001, 77_777.77, 100_001])
      for (const payer of ["merchant", "customer", "split"] as const) {
        const q = quote(startup, amount, payer);
        expect(Math.round((q.customerPays - q.merchantReceives) * 100)).toBe(Math.round(q.fee * 100));
      }
  });
});

describe("plans by monthly volume", () => {
  it("counts payments in a month, at least one", () => {
    expect(transactionsFor(1_000, 0)).toBe(1);
    expect(transactionsFor(1_000, 300_000)).toBe(300);
    expect(transactionsFor(1_000, 300_001)).toBe(301);
  });

  it("keeps startup within 400,000 DZD and 300 payments a month", () => {
    const plan = plans[0];
    expect(isEligible(plan, 2_000, 400_000)).toBe(true);
    expect(isEligible(plan, 2_000, 400_001)).toBe(false);
    expect(isEligible(plan, 1_000, 300_000)).toBe(true);
    expect(isEligible(plan, 1_000, 300_001)).toBe(false);
  });

  it("offers supreme from its minimum volume only", () => {
    expect(isEligible(plans[2], 10_000, 1_999_999)).toBe(false);
    expect(isEligible(plans[2], 10_000, 2_000_000)).toBe(true);
  });

  it("multiplies the fee by the number of payments", () => {
    expect(monthlyFees(startup, 1_000, 100_000)).toBe(3_500);
  });

  it("picks startup for small baskets, comfort once startup's limits are passed, supreme from its minimum", () => {
    expect(cheapestPlan(priced, 1_000, 100_000)).toBe("startup");
    expect(cheapestPlan(priced, 1_000, 300_001)).toBe("comfort");
    expect(cheapestPlan(priced, 1_000, 2_000_000)).toBe("supreme");
    expect(cheapestFrom(priced, 1_000)).toEqual({ startup: 0, comfort: 300_001, supreme: 2_000_000 });
  });

  it("never names startup the cheapest when comfort costs less per payment", () => {
    // 3,000 DZD: startup 85 DZD, comfort 81 DZD.
    expect(cheapestFrom(priced, 3_000)).toEqual({ startup: null, comfort: 0, supreme: 2_000_000 });
  });
});
