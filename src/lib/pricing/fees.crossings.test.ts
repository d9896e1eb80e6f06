import { describe, expect, it } from "vitest";
import type { FeeTier, OperationFees } from "@/data/fees";
import type { PlanId } from "@/data/plans";
import { cheapestAmounts, cheapestPlan, cheapestVolumes, type Range } from "./fees";

/**
 * The break-even search on synthetic schedules whose fee lines cross far from
 * every band edge, minimum and limit. In the site's schedules every crossing
 * falls near a band edge or a minimum, whose centimes are candidate points
 * anyway, so the brute-force tests of fees.test.ts cannot tell whether the
 * crossings themselves are found (docs/testing.md, "Survivors left").
 */
type PricedPlan = Parameters<typeof cheapestAmounts>[0][number];

const schedule = (...tiers: FeeTier[]): OperationFees => ({ tiers, freeUpTo: 0 });
const plan = (
  id: PlanId,
  fees: OperationFees,
  limits: Partial<Pick<PricedPlan, "maxMonthlyVolume" | "maxTransactions" | "minMonthlyVolume">> = {},
) => ({
  id,
  fees,
  maxMonthlyVolume: null,
  maxTransactions: null,
  minMonthlyVolume: 0,
  ...limits,
});

/** The runs of the same winner, found by asking cheapestPlan at every centime from min to max. */
function bruteAmounts(priced: readonly PricedPlan[], monthlyVolume: number, limits: { min: number; max: number }) {
  const result = Object.fromEntries(priced.map((p) => [p.id, [] as Range[]])) as Record<PlanId, Range[]>;
  let current: { id: PlanId; from: number } | null = null;
  const last = Math.round(limits.max * 100);
  for (let c = Math.round(limits.min * 100); c <= last + 1; c++) {
    const id = c <= last ? cheapestPlan(priced, c / 100, monthlyVolume) : null;
    if (current && id === current.id) continue;
    if (current) result[current.id].push({ from: current.from / 100, to: (c - 1) / 100 });
    current = id ? { id, from: c } : null;
  }
  return result;
}

/** The same for every whole DZD volume from 0 to maxVolume; a run reaching maxVolume ends with `to: null`. */
function bruteVolumes(priced: readonly PricedPlan[], amount: number, maxVolume: number) {
  const result = Object.fromEntries(priced.map((p) => [p.id, [] as Range[]])) as Record<PlanId, Range[]>;
  let current: { id: PlanId; from: number } | null = null;
  for (let v = 0; v <= maxVolume + 1; v++) {
    const id = v <= maxVolume ? cheapestPlan(priced, amount, v) : null;
    if (current && id === current.id) continue;
    if (current) result[current.id].push({ from: current.from, to: v - 1 === maxVolume ? null : v - 1 });
    current = id ? { id, from: v } : null;
  }
  return result;
}

/** Every candidate point cheapestAmounts takes from something else than a crossing: band edges, minimums, free thresholds, payment limits. */
function otherPoints(priced: readonly PricedPlan[], monthlyVolume: number): number[] {
  return priced.flatMap((p) => [
    p.fees.freeUpTo,
    ...p.fees.tiers.flatMap((tier) => [
      ...(tier.upTo === null ? [] : [tier.upTo]),
      ...(tier.minimum > 0 && tier.percent > 0 ? [((tier.minimum - tier.fixed) * 100) / tier.percent] : []),
    ]),
    ...(p.maxTransactions === null ? [] : [monthlyVolume / p.maxTransactions]),
  ]);
}
const farFrom = (points: number[], value: number) => points.every((point) => Math.abs(point - value) > 100);

// 1.5% against 0.5% + 100 DZD: the lines cross at 10,000 DZD (150 DZD each). The bands
// change nothing up to 30,000 DZD, then both fees are flat (450 and 250 DZD).
const steep: OperationFees = schedule(
  { upTo: 2_000, percent: 1.5, fixed: 0, minimum: 10 },
  { upTo: 30_000, percent: 1.5, fixed: 0, minimum: 0 },
  { upTo: null, percent: 0, fixed: 450, minimum: 0 },
);
const gentle: OperationFees = schedule(
  { upTo: 2_000, percent: 0.5, fixed: 100, minimum: 0 },
  { upTo: 30_000, percent: 0.5, fixed: 100, minimum: 0 },
  { upTo: null, percent: 0, fixed: 250, minimum: 0 },
);
const volume = 1_000_000;

describe("cheapestAmounts where two plans' lines cross far from every band edge and minimum", () => {
  it("the premise: no band edge, minimum or limit within 100 DZD of the 10,000 DZD crossing", () => {
    const priced = [plan("startup", steep), plan("comfort", gentle)];
    expect(farFrom(otherPoints(priced, volume), 10_000)).toBe(true);
    expect(cheapestPlan(priced, 9_999.99, volume)).toBe("startup");
    expect(cheapestPlan(priced, 10_000.01, volume)).toBe("comfort");
  });

  it("the steeper plan, listed first, wins up to the crossing, the tie at 10,000 DZD included", () => {
    const priced = [plan("startup", steep), plan("comfort", gentle)];
    const limits = { min: 1, max: 40_000 };
    const expected = {
      startup: [{ from: 1, to: 10_000 }],
      comfort: [{ from: 10_000.01, to: 40_000 }],
    };
    expect(cheapestAmounts(priced, volume, limits)).toEqual(expected);
    expect(bruteAmounts(priced, volume, limits)).toEqual(expected);
  });

  it("the plan with the lower percentage, dearer at first and listed first, wins from the crossing (the tie) on", () => {
    const priced = [plan("comfort", gentle), plan("startup", steep)];
    const limits = { min: 1, max: 40_000 };
    const expected = {
      comfort: [{ from: 10_000, to: 40_000 }],
      startup: [{ from: 1, to: 9_999.99 }],
    };
    expect(cheapestAmounts(priced, volume, limits)).toEqual(expected);
    expect(bruteAmounts(priced, volume, limits)).toEqual(expected);
  });

  it("finds a crossing with a minimum and one between two lines: 0.5% + 100 DZD against 1% (at least 150 DZD)", () => {
    // Below 10,000 DZD 0.5% + 100 is under 150; from 15,000 DZD the minimum stops applying
    // and the 1% line crosses 0.5% + 100 at 20,000 DZD.
    const priced = [plan("startup", schedule({ upTo: null, percent: 1, fixed: 0, minimum: 150 })), plan("comfort", gentle)];
    expect(farFrom(otherPoints(priced, volume), 10_000) && farFrom(otherPoints(priced, volume), 20_000)).toBe(true);
    const limits = { min: 1, max: 29_000 };
    const expected = {
      startup: [{ from: 10_000, to: 20_000 }],
      comfort: [
        { from: 1, to: 9_999.99 },
        { from: 20_000.01, to: 29_000 },
      ],
    };
    expect(cheapestAmounts(priced, volume, limits)).toEqual(expected);
    expect(bruteAmounts(priced, volume, limits)).toEqual(expected);
  });

  it("keeps a crossing that lies less than one DZD inside the limits, at either end", () => {
    const priced = [plan("startup", steep), plan("comfort", gentle)];
    const high = { min: 1, max: 10_000.5 };
    expect(cheapestAmounts(priced, volume, high)).toEqual({
      startup: [{ from: 1, to: 10_000 }],
      comfort: [{ from: 10_000.01, to: 10_000.5 }],
    });
    const low = { min: 9_999.5, max: 20_000 };
    expect(cheapestAmounts(priced, volume, low)).toEqual({
      startup: [{ from: 9_999.5, to: 10_000 }],
      comfort: [{ from: 10_000.01, to: 20_000 }],
    });
    for (const limits of [high, low]) expect(cheapestAmounts(priced, volume, limits)).toEqual(bruteAmounts(priced, volume, limits));
  });

  it("splits nothing where two lines cross outside the band they apply in", () => {
    // The 1.5% line applies up to 5,000 DZD only, and would cross 0.5% + 100 at 10,000 DZD;
    // from 5,000.01 DZD the first plan charges 0.4% + 112 DZD, dearer up to 12,000 DZD, cheaper after.
    const banded = schedule({ upTo: 5_000, percent: 1.5, fixed: 0, minimum: 0 }, { upTo: null, percent: 0.4, fixed: 112, minimum: 0 });
    const priced = [plan("startup", banded), plan("comfort", gentle)];
    const limits = { min: 1, max: 25_000 };
    const expected = {
      startup: [
        { from: 1, to: 5_000 },
        { from: 12_000, to: 25_000 },
      ],
      comfort: [{ from: 5_000.01, to: 11_999.99 }],
    };
    expect(cheapestAmounts(priced, volume, limits)).toEqual(expected);
    expect(bruteAmounts(priced, volume, limits)).toEqual(expected);
  });

  it("finds no crossing between parallel lines: the lower fixed fee wins everywhere", () => {
    const priced = [
      plan("startup", schedule({ upTo: null, percent: 1, fixed: 50, minimum: 0 })),
      plan("comfort", schedule({ upTo: null, percent: 1, fixed: 20, minimum: 0 })),
    ];
    const limits = { min: 1, max: 20_000 };
    const expected = { startup: [], comfort: [{ from: 1, to: 20_000 }] };
    expect(cheapestAmounts(priced, volume, limits)).toEqual(expected);
    expect(bruteAmounts(priced, volume, limits)).toEqual(expected);
  });

  it("splits nothing when the plan with the lower percentage is also cheaper at the smallest amount (its crossing is below zero)", () => {
    const priced = [plan("startup", steep), plan("comfort", schedule({ upTo: null, percent: 0.5, fixed: 0, minimum: 0 }))];
    const limits = { min: 1, max: 20_000 };
    const expected = { startup: [], comfort: [{ from: 1, to: 20_000 }] };
    expect(cheapestAmounts(priced, volume, limits)).toEqual(expected);
    expect(bruteAmounts(priced, volume, limits)).toEqual(expected);
  });
});

describe("cheapestVolumes on synthetic plans and limits", () => {
  // At 3,333.33 DZD a payment: startup 33.33 DZD (1%), comfort 100 DZD (3%), supreme 6.67 DZD (0.2%).
  const priced = [
    plan("startup", schedule({ upTo: null, percent: 1, fixed: 0, minimum: 0 }), { maxTransactions: 17, maxMonthlyVolume: 1_000_000 }),
    plan("comfort", schedule({ upTo: null, percent: 3, fixed: 0, minimum: 0 })),
    plan("supreme", schedule({ upTo: null, percent: 0.2, fixed: 0, minimum: 0 }), {
      minMonthlyVolume: 150_000.5,
      maxMonthlyVolume: 180_000.5,
    }),
  ];

  it("ends startup at 17 payments (56,666.61 DZD), starts supreme at its minimum volume rounded up, ends it past its maximum", () => {
    const expected = {
      startup: [{ from: 0, to: 56_666 }],
      comfort: [
        { from: 56_667, to: 150_000 },
        { from: 180_001, to: null },
      ],
      supreme: [{ from: 150_001, to: 180_000 }],
    };
    expect(cheapestVolumes(priced, 3_333.33, 200_000)).toEqual(expected);
    expect(bruteVolumes(priced, 3_333.33, 200_000)).toEqual(expected);
  });

  it("ends startup at its maximum volume when that comes before its number of payments", () => {
    const capped = [{ ...priced[0]!, maxMonthlyVolume: 40_000.5 }, priced[1]!];
    const expected = { startup: [{ from: 0, to: 40_000 }], comfort: [{ from: 40_001, to: null }] };
    expect(cheapestVolumes(capped, 3_333.33, 100_000)).toEqual(expected);
    expect(bruteVolumes(capped, 3_333.33, 100_000)).toEqual(expected);
  });
});
