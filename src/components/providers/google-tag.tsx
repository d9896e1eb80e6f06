"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { declareGtag } from "@/lib/consent/gtag";

let lastSentPath: string | null = null;

/**
 * Google Analytics 4, after a yes only: the visitor's acceptance grants `analytics_storage` (the
 * one purpose the site asks for; advertising stays denied), gtag.js loads once the page is idle,
 * `config` runs once without its automatic page view, and exactly one `page_view` goes out per page
 * shown (first load and every client-side route change), with path, language and region, and
 * never the query string (the search page's `?q=`).
 */
export function GoogleTag({ gaId, lang, region }: { gaId: string; lang: string; region: string }) {
  const pathname = usePathname();

  useEffect(() => {
    const gtag = declareGtag();
    // A yes (again, after a no on this page): Google may collect from now on.
    (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = false;
    gtag("consent", "update", { analytics_storage: "granted" });
    if (window.dataLayer!.some((call) => (call as IArguments)[0] === "config")) return;
    gtag("js", new Date());
    // Never the query string: the search page's `?q=` is what a visitor typed, and is not sent anywhere.
    gtag("config", gaId, { send_page_view: false, page_location: location.origin + location.pathname });
  }, [gaId]);

  useEffect(() => {
    const gtag = declareGtag();
    const path = window.location.pathname;
    if (path === lastSentPath) return;
    lastSentPath = path;
    gtag("event", "page_view", {
      page_path: path,
      page_location: location.origin + path,
      page_title: document.title,
      language: lang,
      region,
    });
  }, [pathname, gaId, lang, region]);

  return <Script id="gtag" strategy="lazyOnload" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} />;
}
