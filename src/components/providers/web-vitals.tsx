"use client";

import { useEffect } from "react";

/**
 * Real-user Web Vitals (SPEC 11): the measuring code (src/lib/vitals/collect.ts) loads once the
 * page has loaded and the browser is idle, on every page of every build, with or without consent:
 * it sends the page's template, language, region, device class and connection type with the
 * figures, to the site itself, and nothing that identifies anyone.
 */
export function WebVitals({ lang }: { lang: string }) {
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (!cancelled) import("@/lib/vitals/collect").then(({ collectVitals }) => collectVitals(lang)).catch(() => {});
    };
    // Safari has no requestIdleCallback: a task after the load event.
    const load = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1));
    if (document.readyState === "complete") load();
    else addEventListener("load", load, { once: true });
    return () => {
      cancelled = true;
      removeEventListener("load", load);
    };
  }, [lang]);
  return null;
}
