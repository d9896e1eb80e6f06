import { langs } from "@/config/languages";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { activePromotions, isPromotionActive, lastInstant, promotions } from "./promotions";

const zeroUntil2024 = promotions.find((p) => p.id === "zeroUntil2024")!;

describe("activePromotions", () => {
  it("never shows the 0% promotion that ended on 31 December 2024", () => {
    const ids = (iso: string) => activePromotions(new Date(iso), promotions).map((p) => p.id);
    expect(ids("2024-12-31T23:59:59.999+01:00")).toEqual(["zeroUntil2024"]);
    expect(ids("2025-01-01T00:00:00+01:00")).toEqual([]);
    expect(ids("2026-06-01T12:00:00Z")).toEqual([]);
    expect(ids("2026-11-01T00:00:00+01:00")).toEqual(["freePayoutsWinter"]);
    expect(ids("2027-02-08T00:00:00+01:00")).toEqual(["freePayoutsWinter", "ramadanLinks2027"]);
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
    expect(promotions.filter((p) => "waives" in p).map((p) => [p.id, "waives" in p ? p.waives : null])).toEqual([
      ["freePayoutsWinter", "transfer"],
    ]);
  });

  it("has its title and body in every language, under its id", () => {
    for (const lang of langs) {
      const messages = JSON.parse(readFileSync(new URL(`../../messages/sections/business/${lang}.json`, import.meta.url), "utf8"));
      const items = messages.payPricing.promotions.items as Record<string, { title?: string; body?: string }>;
      expect(Object.keys(items).sort(), lang).toEqual(promotions.map((p) => p.id).sort());
      for (const p of promotions) expect([items[p.id]?.title, items[p.id]?.body].every(Boolean), `${lang} ${p.id}`).toBe(true);
    }
  });
});

describe("lastInstant", () => {
  it("is the last millisecond before the end: the day before, in Algiers", () => {
    const last = lastInstant({ end: "2027-04-01T00:00:00+01:00" });
    expect(last.toISOString()).toBe("2027-03-31T22:59:59.999Z");
    expect(last.toLocaleDateString("en-GB", { timeZone: "Africa/Algiers" })).toBe("31/03/2027");
    expect(isPromotionActive({ start: "2027-01-01T00:00:00+01:00", end: "2027-04-01T00:00:00+01:00" }, last)).toBe(true);
  });
});
