import { describe, expect, it } from "vitest";
import { vitals } from "@/db/schema";
import { runAdmin } from "@/lib/leads/admin";
import { describeEachEngine } from "../../../tests/support/db-engines";
import type { VitalRow } from "./beacon";
import { cell, formatVitalsReport } from "./report";
import { dayOf, purgeVitals, storeVitals, vitalsGroups } from "./store";

const now = new Date("2026-11-16T09:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const row = (metric: VitalRow["metric"], value: number, overrides: Partial<VitalRow> = {}): VitalRow => ({
  template: "/",
  lang: "ar",
  region: "dz",
  device: "phone",
  connection: "4g",
  metric,
  value,
  target: null,
  ...overrides,
});

describe("the report's cells", () => {
  it("marks LCP, INP and CLS against Google's thresholds, at the threshold itself good", () => {
    expect(cell({ metric: "LCP", p75: 2500, count: 4 })).toBe("2.50 s (4) ok");
    expect(cell({ metric: "LCP", p75: 2501, count: 4 })).toBe("2.50 s (4) POOR");
    expect(cell({ metric: "INP", p75: 200, count: 1 })).toBe("200 ms (1) ok");
    expect(cell({ metric: "INP", p75: 201, count: 1 })).toBe("201 ms (1) POOR");
    expect(cell({ metric: "CLS", p75: 0.1, count: 2 })).toBe("0.10 (2) ok");
    expect(cell({ metric: "CLS", p75: 0.11, count: 2 })).toBe("0.11 (2) POOR");
    expect(cell({ metric: "TTFB", p75: 1900, count: 3 })).toBe("1.90 s (3)");
    expect(cell(undefined)).toBe("-");
  });

  it("says so when nothing was measured", () => {
    expect(formatVitalsReport([], { where: "memory", since: "2026-11-01" })).toContain("since 2026-11-01");
    expect(formatVitalsReport([], { where: "memory" })).toContain("no page view measured");
  });
});

describeEachEngine("the vitals store", (store) => {

  it("reports the 75th percentile and count per template, language, region and device, since a day", async () => {
    await store.db.delete(vitals);
    // LCP on Algerian Arabic phones: 1, 2, 3, 4 s -> p75 (continuous) 3.25 s, poor.
    for (const value of [1000, 2000, 3000, 4000]) await storeVitals(store.db, [row("LCP", value)], now);
    await storeVitals(store.db, [row("CLS", 0), row("INP", 120)], now);
    await storeVitals(store.db, [row("LCP", 900, { template: "/app", lang: "fr", region: "global", device: "desktop" })], now);
    // Ten days before: outside --since, inside the report without it.
    await storeVitals(store.db, [row("LCP", 9000)], daysAgo(10));
    const since = dayOf(daysAgo(1));
    const groups = await vitalsGroups(store.db, since);
    expect(groups).toEqual([
      { template: "/", lang: "ar", region: "dz", device: "phone", metric: "CLS", p75: 0, count: 1 },
      { template: "/", lang: "ar", region: "dz", device: "phone", metric: "INP", p75: 120, count: 1 },
      { template: "/", lang: "ar", region: "dz", device: "phone", metric: "LCP", p75: 3250, count: 4 },
      { template: "/app", lang: "fr", region: "global", device: "desktop", metric: "LCP", p75: 900, count: 1 },
    ]);
    expect((await vitalsGroups(store.db)).find((group) => group.template === "/" && group.metric === "LCP")).toMatchObject({ count: 5 });

    const report = await runAdmin(store.db, "test", { command: "vitals", since }, {}, now);
    expect(report.exitCode).toBe(0);
    const lines = report.stdout.split("\n");
    expect(lines[0]).toBe(`Web Vitals from real visits (test) since ${since}: 75th percentile (count), ok or POOR against LCP 2.50 s, INP 200 ms, CLS 0.10`);
    expect(lines[1]).toMatch(/^template\s+lang\s+region\s+device\s+LCP p75 \(n\)\s+INP p75 \(n\)\s+CLS p75 \(n\)\s+FCP p75 \(n\)\s+TTFB p75 \(n\)$/);
    expect(lines[2]!.split(/\s{2,}/)).toEqual(["/", "ar", "dz", "phone", "3.25 s (4) POOR", "120 ms (1) ok", "0.00 (1) ok", "-", "-"]);
    expect(lines[3]!.split(/\s{2,}/)).toEqual(["/app", "fr", "global", "desktop", "900 ms (1) ok", "-", "-", "-", "-"]);
  });

  it("deletes rows past 90 days, and keeps the 90th day", async () => {
    await store.db.delete(vitals);
    await storeVitals(store.db, [row("CLS", 0.5)], daysAgo(91));
    await storeVitals(store.db, [row("CLS", 0.4)], daysAgo(90));
    await storeVitals(store.db, [row("CLS", 0.3)], now);
    expect(await purgeVitals(store.db, now)).toBe(1);
    expect((await store.db.select({ value: vitals.value }).from(vitals)).map((item) => item.value).sort()).toEqual([0.3, 0.4]);
    const purge = await runAdmin(store.db, "test", { command: "purge" }, {}, now);
    expect(purge.stderr).toContain("0 Web Vitals row(s) older than 90 days deleted");
  });
});
