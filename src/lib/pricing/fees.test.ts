import { describe, expect, it } from "vitest";
import { feeSchedule, type OperationFees } from "@/data/fees";
import { plans } from "@/data/plans";
import { amountLimits } from "@/data/fees";
import {
  cheapestAmounts,
  cheapestPlan,
  cheapestVolumes,
  feeFor,
  isEligible,
  lowestFee,
  monthlyFees,
  quote,
  tierFor,
  transactionsFor,
  type Range,
} from "./fees";

const startup = feeSchedule.startup.payment;
const priced = plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].payment }));

describe("feeFor on the startup payment schedule (free up to 500 DZD, then 10 DZD + 2.5% min 25 / 2.5% / 2,500 flat)", () => {
  it.each([
    [0, 0],
    [1, 0],
    [500, 0],
    [500.01, 25],
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

  it("keeps a plan open between its minimum and maximum volume", () => {
    // Payments of 2,000 DZD: 200 a month at 400,000, under the startup plan's 300.
    expect(isEligible(plans[0], 2_000, 400_000)).toBe(true);
    expect(isEligible(plans[0], 2_000, 400_001)).toBe(false);
    expect(isEligible(plans[2], 2_000, 1_999_999)).toBe(false);
    expect(isEligible(plans[2], 2_000, 2_000_000)).toBe(true);
  });

  it("counts payments in centimes: 300 payments of 1,000.01 DZD are 300, not 301", () => {
    expect(transactionsFor(1_000.01, 300_003)).toBe(300);
    expect(isEligible(plans[0], 1_000.01, 300_003)).toBe(true);
  });

  it("picks startup for small baskets, comfort once startup's limits are passed, supreme from its minimum", () => {
    expect(cheapestPlan(priced, 1_000, 100_000)).toBe("startup");
    expect(cheapestPlan(priced, 1_000, 300_001)).toBe("comfort");
    expect(cheapestPlan(priced, 1_000, 2_000_000)).toBe("supreme");
    expect(cheapestVolumes(priced, 1_000, amountLimits.maxMonthlyVolume)).toEqual({
      startup: [{ from: 0, to: 300_000 }],
      comfort: [{ from: 300_001, to: 1_999_999 }],
      supreme: [{ from: 2_000_000, to: null }],
    });
  });

  it("never names startup the cheapest when comfort costs less per payment", () => {
    // 4,000 DZD: startup 110 DZD, comfort 108 DZD.
    expect(cheapestVolumes(priced, 4_000, amountLimits.maxMonthlyVolume)).toEqual({
      startup: [],
      comfort: [{ from: 0, to: 1_999_999 }],
      supreme: [{ from: 2_000_000, to: null }],
    });
  });

  it("finds where comfort's lower percentage catches up with startup's lower fixed fee: 3,333.33 DZD", () => {
    // At 100,000 DZD a month startup can carry payments from 333.34 DZD (300 payments at most).
    expect(cheapestAmounts(priced, 100_000, amountLimits)).toEqual({
      startup: [{ from: 333.34, to: 3_333.33 }],
      comfort: [
        { from: 1, to: 333.33 },
        { from: 3_333.34, to: 10_000_000 },
      ],
      supreme: [],
    });
    // Rounded to the centime the two fees tie around there (93.33 DZD each): the plans are compared before rounding.
    expect(feeFor(startup, 3_333.34)).toBe(feeFor(feeSchedule.comfort.payment, 3_333.34));
    expect(feeFor(startup, 3_340)).toBeGreaterThan(feeFor(feeSchedule.comfort.payment, 3_340));
  });

  it("always picks a plan that charges the lowest rounded fee of the plans able to carry the volume", () => {
    const wrong: unknown[] = [];
    for (const volume of [50_000, 100_000, 2_000_000])
      for (let c = 100; c <= 1_000_000; c += 3) {
        const amount = c / 100;
        const id = cheapestPlan(priced, amount, volume);
        let lowest = Number.POSITIVE_INFINITY;
        for (const plan of priced) if (isEligible(plan, amount, volume)) lowest = Math.min(lowest, feeFor(plan.fees, amount));
        if (id && feeFor(feeSchedule[id].payment, amount) !== lowest) wrong.push([volume, amount, id]);
      }
    expect(wrong).toEqual([]);
  });
});

/** Which range of a plan's list holds a value, if any. */
function inRanges(ranges: readonly Range[], value: number): boolean {
  for (const range of ranges) if (value >= range.from && (range.to === null || value <= range.to)) return true;
  return false;
}
/**
 * The plan whose ranges hold a value; "several" when more than one does (a range list must never
 * overlap). Plain loops, with nothing allocated per value: the grids below ask it millions of times.
 */
const winnerIn = (result: Record<string, Range[]>, value: number) => {
  let found: string | null = null;
  for (const id in result) {
    if (!inRanges(result[id]!, value)) continue;
    if (found !== null) return "several";
    found = id;
  }
  return found;
};

describe("break-even against brute force", () => {
  // Some schedules beside the company's, so the rule is not only right for today's figures.
  const variants = {
    company: priced,
    closeRates: plans.map((plan) => ({
      ...plan,
      fees: {
        ...feeSchedule[plan.id].payment,
        tiers: feeSchedule[plan.id].payment.tiers.map((tier) => ({
          ...tier,
          percent: tier.percent === 0 ? 0 : 2 + (plan.id === "startup" ? 0.07 : plan.id === "comfort" ? 0.03 : 0),
        })),
      },
    })),
    refunds: plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].refund })),
    transfers: plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].transfer })),
  };

  // The amounts of the amount grid, the same for every schedule: built once.
  const amounts = new Set<number>();
  for (let c = 100; c <= 400_000; c += 1) amounts.add(c / 100); // every centime up to 4,000 DZD
  for (let c = 400_000; c <= 1_200_000; c += 7) amounts.add(c / 100);
  for (let c = 499_000; c <= 501_000; c += 1) amounts.add(c / 100); // around the 5,000 DZD band edge
  for (let a = 12_000; a <= 300_000; a += 7.77) amounts.add(Math.round(a * 100) / 100);
  for (let a = 99_990; a <= 100_010; a += 0.01) amounts.add(Math.round(a * 100) / 100);
  for (let a = 300_000; a <= amountLimits.max; a += 99_991) amounts.add(a);
  amounts.add(amountLimits.max);

  // One expect per test, with every disagreement listed: thousands of expects would be slow.
  for (const [name, list] of Object.entries(variants)) {
    it(`names, for every volume of a grid, the plan cheapestPlan picks (${name})`, () => {
      const wrong: unknown[] = [];
      for (const amount of [1, 333.33, 500, 500.01, 999.99, 1_000, 1_000.01, 2_500, 3_333.33, 3_333.34, 5_000, 5_001, 77_777.77, 100_001]) {
        const result = cheapestVolumes(list, amount, amountLimits.maxMonthlyVolume);
        const volumes = new Set<number>();
        for (let v = 0; v <= 3_000_000; v += 997) volumes.add(v);
        for (const edge of [300 * amount, 400_000, 2_000_000]) for (let d = -3; d <= 3; d++) volumes.add(Math.max(0, Math.floor(edge) + d));
        for (const volume of volumes) if (winnerIn(result, volume) !== cheapestPlan(list, amount, volume)) wrong.push([amount, volume]);
      }
      expect(wrong).toEqual([]);
    });

    it(`names, for every amount of a grid, the plan cheapestPlan picks (${name})`, () => {
      const wrong: unknown[] = [];
      for (const volume of [1, 100_000, 150_000, 400_001, 2_000_000]) {
        const result = cheapestAmounts(list, volume, amountLimits);
        for (const amount of amounts) if (winnerIn(result, amount) !== cheapestPlan(list, amount, volume)) wrong.push([volume, amount]);
      }
      expect(wrong.slice(0, 20)).toEqual([]);
    }, 60_000);
  }
});

describe("lowestFee", () => {
  it("is the lowest a payout beyond the free ones costs on any plan (supreme's, whose free payouts are agreed on request)", () => {
    expect(
      lowestFee(
        plans.map((plan) => feeSchedule[plan.id].transfer),
        amountLimits.min,
      ),
    ).toBe(100);
    expect(lowestFee([feeSchedule.startup.transfer, feeSchedule.comfort.transfer], amountLimits.min)).toBe(150);
  });
  it("finds the cheap amounts just past a band or a free threshold", () => {
    expect(lowestFee([startup], amountLimits.min)).toBe(0);
    expect(lowestFee([{ ...startup, freeUpTo: 0 }], amountLimits.min)).toBe(25);
    // From 6,000 DZD comfort charges 2.2% (132 DZD), and 2,200 DZD flat above 100,000 DZD.
    expect(lowestFee([feeSchedule.comfort.payment], 6_000)).toBe(132);
  });
  it("finds a fee lower just past a band than at the smallest amount, never just before it", () => {
    // 50 DZD flat up to 1,000 DZD, then 1%: 10 DZD at 1,000.01 DZD.
    const bands: OperationFees = {
      freeUpTo: 0,
      tiers: [
        { upTo: 1_000, percent: 0, fixed: 50, minimum: 0 },
        { upTo: null, percent: 1, fixed: 0, minimum: 0 },
      ],
    };
    expect(lowestFee([bands], 1)).toBe(10);
    expect(lowestFee([{ ...bands, freeUpTo: 1 }], 1)).toBe(0);
  });
});

describe("tierFor", () => {
  const tiers = [
    { upTo: 100, percent: 1, fixed: 0, minimum: 0 },
    { upTo: 1_000, percent: 2, fixed: 0, minimum: 0 },
  ];
  it("takes the first band whose upper end is at least the amount, and the last band above every end", () => {
    expect(tierFor(tiers, 100)).toBe(tiers[0]);
    expect(tierFor(tiers, 100.01)).toBe(tiers[1]);
    expect(tierFor(tiers, 5_000)).toBe(tiers[1]);
  });
  it("refuses a schedule without bands", () => {
    expect(() => tierFor([], 1)).toThrow("A fee schedule needs at least one tier");
  });
});
