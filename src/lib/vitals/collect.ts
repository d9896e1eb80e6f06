import { onLCP } from "web-vitals/attribution/onLCP.js";
import { onINP } from "web-vitals/attribution/onINP.js";
import { onCLS } from "web-vitals/onCLS.js";
import { onFCP } from "web-vitals/onFCP.js";
import { onTTFB } from "web-vitals/onTTFB.js";
import { connectionTypes, deviceClassOf, vitalsPath, type Beacon, type ConnectionType, type MetricName } from "./beacon-shape";

type Metric = Beacon["metrics"][number];

let started = false;

/**
 * Measures the page view's Core Web Vitals with `web-vitals` (the attribution build for LCP and
 * INP: which element was the largest paint, which one the slowest interaction answered) and sends
 * what it has with `navigator.sendBeacon` each time the page is hidden: one request, no cookie
 * (a same-origin beacon carries the site's cookies, which the endpoint never reads), no identifier.
 * Loaded by web-vitals.tsx once the page is idle; the observers are buffered, so what happened
 * before is measured all the same.
 */
export function collectVitals(lang: string): void {
  // Once per document: a client-side change of region mounts the layout again, not a new page.
  if (started) return;
  started = true;
  const queue = new Map<MetricName, Metric>();
  const add = (name: MetricName, value: number, target?: string) => queue.set(name, target ? { name, value, target } : { name, value });
  onLCP((metric) => add("LCP", metric.value, metric.attribution.target));
  onINP((metric) => add("INP", metric.value, metric.attribution.interactionTarget));
  onCLS((metric) => add("CLS", metric.value));
  onFCP((metric) => add("FCP", metric.value));
  onTTFB((metric) => add("TTFB", metric.value));
  const path = location.pathname;
  // Added after web-vitals' own listeners, which report on the same event first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || queue.size === 0) return;
    const effective = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
    const beacon: Beacon = {
      path,
      lang,
      device: deviceClassOf(innerWidth),
      connection: (connectionTypes as readonly string[]).includes(effective ?? "") ? (effective as ConnectionType) : "unknown",
      metrics: [...queue.values()],
    };
    // A string goes as text/plain, which needs no preflight and which the endpoint reads as JSON.
    if (navigator.sendBeacon?.(vitalsPath, JSON.stringify(beacon))) queue.clear();
  });
}
