import { describe, expect, it } from "vitest";
import { activePromotions, isPromotionActive, promotions } from "./promotions";

const zeroUntil2024 = promotions.find((p) => p.id === "zeroUntil2024")!;

describe("activePromotions", () => {
  it("never shows the 0% promotion that ended on 31 December 2024", () => {
    expect(activePromotions(new Date("2025-01-01T00:00:00+01:00"), promotions).map((p) => p.id)).not.toContain("zeroUntil2024");
    expect(activePromotions(new Date("2026-06-01T12:00:00Z"), promotions).map((p) => p.id)).not.toContain("zeroUntil2024");
  });

  it("shows it during its last second and not before it starts", () => {
    expect(isPromotionActive(zeroUntil2024, new Date("2024-12-31T23:59:59+01:00"))).toBe(true);
    expect(isPromotionActive(zeroUntil2024, new Date("2024-05-31T23:59:59+01:00"))).toBe(false);
    expect(isPromotionActive(zeroUntil2024, new Date("2024-06-01T00:00:00+01:00"))).toBe(true);
  });

  it("filters an injected list by an injected date", () => {
    const list = [
      { id: "a", start: "2026-01-01T00:00:00Z", end: "2026-02-01T00:00:00Z" },
      { id: "b", start: "2026-01-15T00:00:00Z", end: "2026-03-01T00:00:00Z" },
    ];
    expect(activePromotions(new Date("2026-01-20T00:00:00Z"), list).map((p) => p.id)).toEqual(["a", "b"]);
    expect(activePromotions(new Date("2026-02-01T00:00:00Z"), list).map((p) => p.id)).toEqual(["b"]);
    expect(activePromotions(new Date("2026-03-01T00:00:00Z"), list)).toEqual([]);
  });

  it("has valid dates, each promotion ending after it starts", () => {
    for (const p of promotions) expect(Date.parse(p.end)).toBeGreaterThan(Date.parse(p.start));
  });

  it("makes payouts free in the calculator during the winter offer only: the one promotion that waives a whole operation", () => {
    expect(promotions.filter((p) => "waives" in p).map((p) => [p.id, "waives" in p ? p.waives : null])).toEqual([["freePayoutsWinter", "transfer"]]);
  });
});
