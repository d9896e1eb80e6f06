"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useEffect } from "react";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let lastSentPath: string | null = null;

/**
 * Google Analytics 4, only when a measurement id is configured: the script
 * loads after the page is idle, `config` runs once without its automatic page
 * view, and exactly one `page_view` goes out per page shown (first load and
 * every client-side route change), with path, language and region, and never
 * the query string (the search page's `?q=`).
 */
export function Analytics({ gaId, lang, region }: { gaId: string; lang: string; region: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!window.gtag) {
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = function gtag() {
        // gtag.js reads the `arguments` object itself, not an array.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments);
      };
      window.gtag("js", new Date());
      // Never the query string: the search page's `?q=` is what a visitor typed, and is not sent anywhere.
      window.gtag("config", gaId, { send_page_view: false, page_location: location.origin + location.pathname });
    }
    const path = window.location.pathname;
    if (path === lastSentPath) return;
    lastSentPath = path;
    window.gtag("event", "page_view", {
      page_path: path,
      page_location: location.origin + path,
      page_title: document.title,
      language: lang,
      region,
    });
  }, [pathname, gaId, lang, region]);

  return <Script id="gtag" strategy="lazyOnload" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} />;
}
