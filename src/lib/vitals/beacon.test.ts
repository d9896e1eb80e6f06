import { describe, expect, it } from "vitest";
import { maxBeaconBytes, readBeacon, templateOf } from "./beacon";
import { deviceClassOf } from "./beacon-shape";
import { vitalsLimiter } from "./limit";

const beacon = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    path: "/dz/company/news/cirta-launch",
    lang: "fr",
    device: "phone",
    connection: "4g",
    metrics: [
      { name: "LCP", value: 1834.5, target: "main>section>h1" },
      { name: "CLS", value: 0 },
    ],
    ...overrides,
  });

describe("a vitals beacon", () => {
  it("becomes one row per metric, with the page's template, its region from the path, and no path", () => {
    const result = readBeacon(beacon({ path: "/dz/business/pay/pricing" }));
    expect(result).toEqual({
      ok: true,
      rows: [
        { template: "/business/pay/pricing", lang: "fr", region: "dz", device: "phone", connection: "4g", metric: "LCP", value: 1834.5, target: "main>section>h1" },
        { template: "/business/pay/pricing", lang: "fr", region: "dz", device: "phone", connection: "4g", metric: "CLS", value: 0, target: null },
      ],
    });
  });

  it("names a collection item by its route, the search page by its own, and any other path the 404 page", () => {
    expect(templateOf("/")).toBe("/");
    expect(templateOf("/app/help")).toBe("/app/help");
    expect(templateOf("/search")).toBe("/search");
    expect(templateOf("/no/such/page")).toBe("/page-not-found");
    const ok = readBeacon(beacon({ path: "/ma" }));
    expect(ok.ok && ok.rows[0]).toMatchObject({ template: "/", region: "ma" });
    const global = readBeacon(beacon({ path: "/app" }));
    expect(global.ok && global.rows[0]).toMatchObject({ template: "/app", region: "global" });
  });

  it.each([
    ["not JSON", "{", 400],
    ["an array", "[]", 400],
    ["an unknown field", beacon({ visitor: "abc" }), 400],
    ["an unknown language", beacon({ lang: "de" }), 400],
    ["an unknown device class", beacon({ device: "watch" }), 400],
    ["an unknown connection type", beacon({ connection: "5g" }), 400],
    ["no metric", beacon({ metrics: [] }), 400],
    ["an unknown metric", beacon({ metrics: [{ name: "FID", value: 3 }] }), 400],
    ["a metric twice", beacon({ metrics: [{ name: "CLS", value: 0 }, { name: "CLS", value: 0.2 }] }), 400],
    ["a negative value", beacon({ metrics: [{ name: "INP", value: -1 }] }), 400],
    ["a value as text", beacon({ metrics: [{ name: "INP", value: "100" }] }), 400],
    ["an LCP over two minutes", beacon({ metrics: [{ name: "LCP", value: 120_001 }] }), 400],
    ["an INP over a minute", beacon({ metrics: [{ name: "INP", value: 60_001 }] }), 400],
    ["a CLS over 50", beacon({ metrics: [{ name: "CLS", value: 51 }] }), 400],
    ["markup in a target", beacon({ metrics: [{ name: "LCP", value: 1, target: "<img src=x>" }] }), 400],
    ["a line break in a target", beacon({ metrics: [{ name: "LCP", value: 1, target: "a\nb" }] }), 400],
    ["a bidirectional mark in a target", beacon({ metrics: [{ name: "LCP", value: 1, target: "h2#\u202etxt" }] }), 400],
    ["a path that is not one", beacon({ path: "https://elsewhere.example/" }), 400],
    ["a path that cannot be decoded", beacon({ path: "/%E0%A4%A" }), 400],
    ["a body over 2 KiB", beacon({ path: `/${"a".repeat(maxBeaconBytes)}` }), 413],
  ])("is refused with %s", (_, body, status) => {
    expect(readBeacon(body)).toMatchObject({ ok: false, status });
  });

  it("takes each bound itself, and cuts a long target to 100 characters", () => {
    const edge = readBeacon(
      beacon({
        metrics: [
          { name: "LCP", value: 120_000, target: "a".repeat(300) },
          { name: "INP", value: 60_000 },
          { name: "CLS", value: 50 },
          { name: "FCP", value: 0 },
          { name: "TTFB", value: 120_000 },
        ],
      }),
    );
    expect(edge.ok && edge.rows.map((row) => [row.metric, row.value, row.target?.length ?? null])).toEqual([
      ["LCP", 120_000, 100],
      ["INP", 60_000, null],
      ["CLS", 50, null],
      ["FCP", 0, null],
      ["TTFB", 120_000, null],
    ]);
  });

  it("takes the heading id of an Arabic page as its target, whole, and cuts only between characters", () => {
    const arabic = readBeacon(beacon({ metrics: [{ name: "LCP", value: 900, target: "main>h2#الرسوم-والباقات" }] }));
    expect(arabic.ok && arabic.rows.map((row) => row.target)).toEqual(["main>h2#الرسوم-والباقات"]);
    const astral = readBeacon(beacon({ metrics: [{ name: "LCP", value: 900, target: "a".repeat(99) + "𝐀𝐀" }] }));
    expect(astral.ok && astral.rows.map((row) => row.target)).toEqual(["a".repeat(99) + "𝐀"]);
  });

  it("classes devices by the window's width", () => {
    expect([390, 767, 768, 1023, 1024, 1280].map(deviceClassOf)).toEqual(["phone", "phone", "tablet", "tablet", "desktop", "desktop"]);
  });
});

describe("the beacon limit", () => {
  it("refuses past its count per minute, in all and per address, and counts again the next minute", () => {
    const limiter = vitalsLimiter({ perMinute: 5, perAddressPerMinute: 2 });
    const t = 1_000_000;
    expect([limiter.take("a", t), limiter.take("a", t + 1), limiter.take("a", t + 2)]).toEqual([true, true, false]);
    expect([limiter.take("b", t + 3), limiter.take(null, t + 4), limiter.take(null, t + 5), limiter.take("c", t + 6)]).toEqual([true, true, true, false]);
    expect(limiter.take("a", t + 60_000)).toBe(true);
  });
});
