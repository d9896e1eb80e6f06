"use client";

import { useEffect, useState } from "react";
import { dirOf, type Lang } from "@/config/languages";
import { regions } from "@/config/regions";
import { buttonClasses } from "@/components/ui/button-styles";
import {
  REGION_CHOSEN_KEY,
  SUGGESTION_DISMISSED_KEY,
  suggestedRegion,
  suggestionLang,
  type SuggestedRegion,
} from "@/lib/region-signals";

/** The suggestion's copy in one language (`messages/<lang>.json`, `regionSuggestion`). */
type Copy = { label: string; dismiss: string } & Record<SuggestedRegion, { text: string; action: string }>;

type Shown = { region: SuggestedRegion; lang: Lang; href: string; copy: Copy };

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
 * language we write, whose copy it fetches (`/data/region-suggestion/<lang>.json`,
 * static) only when it has something to suggest: pages carry none of it.
 */
export function RegionSuggestion({ pageLang }: { pageLang: Lang }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (read(SUGGESTION_DISMISSED_KEY) || read(REGION_CHOSEN_KEY)) return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    const region = suggestedRegion({ languages, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    if (!region) return;
    const lang = suggestionLang(languages, pageLang);
    const path = window.location.pathname === "/" ? "" : window.location.pathname;
    const query = lang === regions[region].defaultLang ? "" : `?lang=${lang}`;
    let live = true;
    fetch(`/data/region-suggestion/${lang}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<Copy>) : null))
      .then((copy) => {
        if (live && copy) setShown({ region, lang, href: `/${region}${path}${query}`, copy });
      })
      // Offline or blocked: no suggestion, nothing else changes.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [pageLang]);

  if (!shown) return null;
  const text = shown.copy;
  const dismiss = () => {
    try {
      localStorage.setItem(SUGGESTION_DISMISSED_KEY, "1");
    } catch {
      // Without storage it closes for this page only.
    }
    setShown(null);
  };
  return (
    <div
      role="region"
      aria-label={text.label}
      lang={shown.lang}
      dir={dirOf(shown.lang)}
      data-testid="region-suggestion"
      className="border-line bg-surface text-ink fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl flex-wrap items-center gap-3 rounded-2xl border p-4 text-sm shadow-xl"
    >
      <p className="min-w-0 flex-1 basis-60 font-medium">{text[shown.region].text}</p>
      <a href={shown.href} className={buttonClasses()}>
        {text[shown.region].action}
      </a>
      <button type="button" onClick={dismiss} className={buttonClasses({ variant: "ghost" })}>
        {text.dismiss}
      </button>
    </div>
  );
}
