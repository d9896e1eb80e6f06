import { z } from "zod";
import { langs } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { notFoundPath, searchPath } from "@/config/routes";
import { splitRegion } from "@/i18n/resolve";
import { sitePages } from "@/lib/content/pages";
import { connectionTypes, deviceClasses, metricNames, type MetricName } from "./beacon-shape";

/** The largest beacon taken, in bytes: five metrics with their targets need less than half of it. */
export const maxBeaconBytes = 2048;

/**
 * Bounds of a value the endpoint keeps, per metric: beyond them a figure is a broken clock or a
 * forged beacon, never a page view to learn from (a tab left in the background reports its LCP
 * when it is first shown, minutes later: such a figure is refused, not averaged in).
 */
export const metricBounds: Record<MetricName, { max: number }> = {
  LCP: { max: 120_000 },
  FCP: { max: 120_000 },
  TTFB: { max: 120_000 },
  INP: { max: 60_000 },
  CLS: { max: 50 },
};

/**
 * A CSS selector as web-vitals writes it (`html>body>main>h1.title`): printable ASCII and letters,
 * marks and digits of any script (the Arabic pages' heading ids, `h2#الرسوم-والباقات`), never `<`,
 * a control or a bidirectional mark; cut to 100 characters, never inside one.
 */
const target = z
  .string()
  .max(500)
  .regex(/^[\x20-\x7e\p{L}\p{M}\p{N}]*$/u)
  .refine((text) => !text.includes("<"))
  .transform((text) => Array.from(text).slice(0, 100).join(""));

const metric = z
  .object({ name: z.enum(metricNames), value: z.number().finite().min(0), target: target.optional() })
  .strict()
  .refine((item) => item.value <= metricBounds[item.name].max, { message: "out of bounds" });

const beaconSchema = z
  .object({
    path: z.string().min(1).max(300).startsWith("/"),
    lang: z.enum(langs as [string, ...string[]]),
    device: z.enum(deviceClasses),
    connection: z.enum(connectionTypes),
    metrics: z
      .array(metric)
      .min(1)
      .max(metricNames.length)
      .refine((items) => new Set(items.map((item) => item.name)).size === items.length, { message: "a metric twice" }),
  })
  .strict();

export type VitalRow = {
  template: string;
  lang: string;
  region: RegionId;
  device: string;
  connection: string;
  metric: MetricName;
  value: number;
  target: string | null;
};

let templates: Map<string, string> | undefined;

/**
 * The template of a region-less path: its route in the registry (`/company/news/[slug]` for any
 * article), the search page, or, for any path that is no page, the 404 page (the page the visitor
 * saw). The path itself is never stored.
 */
export function templateOf(rest: string): string {
  templates ??= new Map(sitePages().map((page) => [page.path as string, page.route.path as string]));
  if (rest === searchPath) return searchPath;
  return templates.get(rest) ?? notFoundPath;
}

export type BeaconResult = { ok: true; rows: VitalRow[] } | { ok: false; status: 400 | 413; reason: string };

/**
 * Reads a beacon's body (JSON, as text): the rows to store, or why it is refused. A beacon with
 * anything unexpected (an unknown field, metric, language, device or connection type, a value out
 * of bounds, a metric twice) is refused whole: a browser running our script never sends one.
 */
export function readBeacon(body: string): BeaconResult {
  if (Buffer.byteLength(body, "utf8") > maxBeaconBytes) return { ok: false, status: 413, reason: "too large" };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, reason: "not JSON" };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, reason: "not a beacon" };
  const beacon = parsed.data;
  let decoded: string;
  try {
    decoded = decodeURIComponent(beacon.path);
  } catch {
    return { ok: false, status: 400, reason: "not a path" };
  }
  const { region, rest } = splitRegion(decoded);
  const template = templateOf(rest);
  return {
    ok: true,
    rows: beacon.metrics.map((item) => ({
      template,
      lang: beacon.lang,
      region,
      device: beacon.device,
      connection: beacon.connection,
      metric: item.name,
      value: item.value,
      target: item.target ?? null,
    })),
  };
}
