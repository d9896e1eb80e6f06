"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { analyticsCookieRemovals, consentCookie, consentSettingsAttribute, readConsent, type ConsentChoice } from "@/lib/consent/cookie";
import type { ConsentCopy, PromptProps } from "./consent-prompt";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let lastSentPath: string | null = null;

/**
 * `gtag` and Google's consent mode, declared once per page: every purpose denied until the
 * visitor accepts (SPEC 11). Nothing is requested from Google by this: `window.dataLayer` is a
 * plain array until gtag.js, which only loads after a yes, reads it.
 */
function declareGtag(): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "denied",
    });
  }
  return window.gtag;
}

/**
 * Google Analytics 4, after a yes only: the visitor's acceptance grants `analytics_storage` (the
 * one purpose the site asks for; advertising stays denied), gtag.js loads once the page is idle,
 * `config` runs once without its automatic page view, and exactly one `page_view` goes out per page
 * shown (first load and every client-side route change), with path, language and region, and
 * never the query string (the search page's `?q=`).
 */
function GoogleTag({ gaId, lang, region }: { gaId: string; lang: string; region: string }) {
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

/** Runs `task` once the page has loaded and the browser is idle: the prompt never competes with the page. */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
    else setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
  };
}

/**
 * The visitor's choice as a store React reads (`useSyncExternalStore`): the cookie, or, where the
 * browser keeps no cookie, the answer given on this page. Unknown on the server (`undefined`).
 */
const listeners = new Set<() => void>();
let pageChoice: ConsentChoice | null = null;
const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): ConsentChoice | null => pageChoice ?? readConsent(document.cookie),
  server: (): undefined => undefined,
  set(choice: ConsentChoice) {
    document.cookie = consentCookie(choice, location.protocol === "https:");
    pageChoice = choice;
    for (const listener of listeners) listener();
  },
};

type Prompt = { Component: ComponentType<PromptProps>; focus: boolean };

/**
 * Where a measurement id is configured (this module is analytics-off.tsx otherwise): asks before
 * tracking (SPEC 11). The choice is read from the `consent` cookie in the browser (the page stays
 * static); with none, the prompt (consent-prompt.tsx, loaded only then) opens at the bottom of the
 * window once the page is idle; the footer's "Cookie settings" opens it again. Google's script
 * loads only after a yes, at once, without a reload. A no after a yes stops page views and
 * Google's collection on this page, and removes the analytics cookies the page can remove.
 */
export function Analytics({ gaId, lang, region, copy }: { gaId: string; lang: string; region: string; copy: ConsentCopy }) {
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.server);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((focus: boolean) => {
    import("./consent-prompt")
      .then(({ ConsentPrompt }) => setPrompt({ Component: ConsentPrompt, focus }))
      // Offline or blocked: no prompt, and nothing tracked.
      .catch(() => {});
  }, []);

  useEffect(() => {
    declareGtag();
    const cancel = consentStore.get() === null ? whenIdle(() => open(false)) : () => {};
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.(`[${consentSettingsAttribute}]`);
      if (!(control instanceof HTMLElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      opener.current = control;
      open(true);
    };
    document.addEventListener("click", onClick);
    return () => {
      cancel();
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  useEffect(() => {
    const root = document.documentElement;
    if (prompt) root.setAttribute("data-consent-open", "");
    else root.removeAttribute("data-consent-open");
  }, [prompt]);

  const close = (returnFocus: boolean) => {
    setPrompt(null);
    if (returnFocus) opener.current?.focus();
    opener.current = null;
  };

  const choose = (next: ConsentChoice) => {
    if (next === "denied" && window.gtag) {
      // A no after a yes: Google's collection stops on this page, and its cookies go.
      window.gtag("consent", "update", { analytics_storage: "denied" });
      (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = true;
      for (const removal of analyticsCookieRemovals(document.cookie, location.hostname)) document.cookie = removal;
    }
    consentStore.set(next);
    close(true);
  };

  return (
    <>
      {choice === "granted" ? <GoogleTag gaId={gaId} lang={lang} region={region} /> : null}
      {prompt ? (
        <prompt.Component
          copy={copy}
          focusOnOpen={prompt.focus}
          onAccept={() => choose("granted")}
          onRefuse={() => choose("denied")}
          onDismiss={() => close(true)}
        />
      ) : null}
    </>
  );
}
