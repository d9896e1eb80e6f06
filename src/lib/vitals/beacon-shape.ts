/**
 * What a vitals beacon holds (SPEC 11, docs/consent-and-vitals.md), shared by the page's script
 * (collect.ts) and the endpoint (src/app/data/vitals/route.ts): no cookie, no identifier, only
 * what describes the page view's conditions.
 */
export const vitalsPath = "/data/vitals";

export const metricNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof metricNames)[number];

/** Device classes by the window's width: the site's own breakpoints (phone below 768 px, desktop from 1024). */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The Network Information API's effective types, or `unknown` where the browser has none (Safari, Firefox). */
export const connectionTypes = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type ConnectionType = (typeof connectionTypes)[number];

export type Beacon = {
  /** The page's public path, without its query: the endpoint keeps only its template. */
  path: string;
  lang: string;
  device: DeviceClass;
  connection: ConnectionType;
  metrics: { name: MetricName; value: number; target?: string }[];
};

export function deviceClassOf(width: number): DeviceClass {
  return width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";
}
