import { onCLS } from "web-vitals/onCLS.js";
import { onFCP } from "web-vitals/onFCP.js";
import { onINP } from "web-vitals/onINP.js";
import { onLCP } from "web-vitals/onLCP.js";
import { onTTFB } from "web-vitals/onTTFB.js";
import { connectionTypes, deviceClassOf, vitalsPath, type Beacon, type ConnectionType, type MetricName } from "./beacon-shape";

type Metric = Beacon["metrics"][number];

let started = false;

/**
 * A short CSS selector of an element (`main>section>h1.title`, an id where there is one), as
 * web-vitals' attribution build writes its targets, at most 100 characters.
 */
function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = "";
  for (let element = node; element instanceof Element; element = element.parentElement) {
    const part = element.id ? `#${element.id}` : [element.localName, ...[...element.classList].sort()].join(".");
    if (selector.length + part.length > 99) break;
    selector = selector ? `${part}>${selector}` : part;
    if (element.id) break;
  }
  return selector || undefined;
}

/**
 * Measures the page view's Core Web Vitals with `web-vitals`, with the element behind LCP and INP
 * (the largest paint, the target of the slowest interaction) read from the metrics' own entries:
 * what web-vitals' attribution build reports as `target`, without its 2 KB (gzip) of other
 * attribution that the site does not store (docs/consent-and-vitals.md, "What it costs"), and sends
 * what it has with `navigator.sendBeacon` each time the page is hidden: one request, no cookie
 * (a same-origin beacon carries the site's cookies, which the endpoint never reads), no identifier.
 * Loaded once the page is idle (by web-vitals.tsx, or by the consent gate in a build with
 * analytics); the observers are buffered, so what happened before is measured all the same.
 */
export function collectVitals(lang: string): void {
  // Once per document: a client-side change of region mounts the layout again, not a new page.
  if (started) return;
  started = true;
  const queue = new Map<MetricName, Metric>();
  const add = (name: MetricName, value: number, target?: string) => queue.set(name, target ? { name, value, target } : { name, value });
  onLCP((metric) => add("LCP", metric.value, selectorOf(metric.entries.at(-1)?.element)));
  onINP((metric) => add("INP", metric.value, selectorOf(metric.entries.find((entry) => entry.target)?.target)));
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
