import { metricNames, type MetricName } from "./beacon-shape";
import type { VitalsGroup } from "./store";

/**
 * Google's thresholds for a good page view at the 75th percentile (web.dev/articles/vitals): the
 * three Core Web Vitals SPEC 11 names are marked against them; FCP and TTFB are shown, unmarked.
 */
export const goodThresholds: Partial<Record<MetricName, number>> = { LCP: 2500, INP: 200, CLS: 0.1 };

function figure(metric: string, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** A metric's cell: its p75, its count in brackets, and `ok` or `POOR` where Google sets a threshold. */
export function cell(group: Pick<VitalsGroup, "metric" | "p75" | "count"> | undefined): string {
  if (!group) return "-";
  const threshold = goodThresholds[group.metric as MetricName];
  const mark = threshold === undefined ? "" : group.p75 <= threshold ? " ok" : " POOR";
  return `${figure(group.metric, group.p75)} (${group.count})${mark}`;
}

/**
 * `npm run vitals:report`: one line per template, language, region and device class, a column
 * per metric with its 75th percentile and count, marked against Google's thresholds.
 */
export function formatVitalsReport(groups: VitalsGroup[], { where, since }: { where: string; since?: string }): string {
  const keyOf = (group: VitalsGroup) => [group.template, group.lang, group.region, group.device].join("\u0000");
  const lines = new Map<string, Map<string, VitalsGroup>>();
  for (const group of groups) {
    const line = lines.get(keyOf(group)) ?? new Map<string, VitalsGroup>();
    line.set(group.metric, group);
    lines.set(keyOf(group), line);
  }
  const header = ["template", "lang", "region", "device", ...metricNames.map((name) => `${name} p75 (n)`)];
  const table = [...lines.entries()].map(([key, metrics]) => [...key.split("\u0000"), ...metricNames.map((name) => cell(metrics.get(name)))]);
  const widths = header.map((title, index) => Math.max(title.length, ...table.map((row) => row[index]!.length)));
  const render = (row: string[]) => row.map((text, index) => text.padEnd(widths[index]!)).join("  ").trimEnd();
  const thresholds = Object.entries(goodThresholds)
    .map(([name, value]) => `${name} ${figure(name, value)}`)
    .join(", ");
  return [
    `Web Vitals from real visits (${where})${since ? ` since ${since}` : ""}: 75th percentile (count), ok or POOR against ${thresholds}`,
    ...(table.length ? [render(header), ...table.map(render)] : ["no page view measured"]),
    "",
  ].join("\n");
}
