"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { Lang } from "@/config/languages";
import { regions } from "@/config/regions";
import type { BarProps, Shown } from "./region-suggestion-bar";
import { REGION_CHOSEN_KEY, SUGGESTION_DISMISSED_KEY, suggestedRegion, suggestionLang } from "@/lib/region-signals";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * On global pages only: a visitor whose browser points to Algeria (`ar-DZ`,
 * `fr-DZ`, the Algiers time zone) or Morocco is offered the same page on that
 * site, in a bar fixed to the bottom of the window, so nothing on the page
 * moves; never a redirect. Decided in the browser (the pages stay static);
 * not shown again once closed, nor to a visitor who chose a region in the
 * locale picker (both in local storage). It speaks the visitor's first browser
 * language we write, whose copy (`/data/region-suggestion/<lang>.json`, static)
 * and bar (region-suggestion-bar.tsx) it loads only when it has something to
 * suggest: pages carry none of either.
 */
export function RegionSuggestion({ pageLang }: { pageLang: Lang }) {
  const [shown, setShown] = useState<(Shown & { Bar: ComponentType<BarProps> }) | null>(null);

  useEffect(() => {
    if (read(SUGGESTION_DISMISSED_KEY) || read(REGION_CHOSEN_KEY)) return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    const region = suggestedRegion({ languages, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    if (!region) return;
    const lang = suggestionLang(languages, pageLang);
    const path = window.location.pathname === "/" ? "" : window.location.pathname;
    const query = lang === regions[region].defaultLang ? "" : `?lang=${lang}`;
    let live = true;
    Promise.all([
      fetch(`/data/region-suggestion/${lang}.json`).then((response) => (response.ok ? (response.json() as Promise<Shown["copy"]>) : null)),
      import("./region-suggestion-bar"),
    ])
      .then(([copy, { RegionSuggestionBar }]) => {
        if (live && copy) setShown({ region, lang, href: `/${region}${path}${query}`, copy, Bar: RegionSuggestionBar });
      })
      // Offline or blocked: no suggestion, nothing else changes.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [pageLang]);

  if (!shown) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(SUGGESTION_DISMISSED_KEY, "1");
    } catch {
      // Without storage it closes for this page only.
    }
    setShown(null);
  };
  return <shown.Bar shown={shown} onDismiss={dismiss} />;
}
