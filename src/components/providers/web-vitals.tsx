"use client";

import { useEffect } from "react";
import { startVitals } from "@/lib/vitals/start";

/**
 * Real-user Web Vitals (SPEC 11): the measuring code (src/lib/vitals/collect.ts) loads once the
 * page has loaded and the browser is idle, on every page of every build, with or without consent:
 * it sends the page's template, language, region, device class and connection type with the
 * figures, to the site itself, and nothing that identifies anyone. In a build with analytics the
 * consent gate (analytics.tsx) starts it instead, and the layout does not render this.
 */
export function WebVitals({ lang }: { lang: string }) {
  useEffect(() => startVitals(lang), [lang]);
  return null;
}
