"use client";

import { dirOf, type Lang } from "@/config/languages";
import { buttonClasses } from "@/components/ui/button-styles";
import type { SuggestedRegion } from "@/lib/region-signals";

/** The suggestion's copy in one language (`messages/<lang>.json`, `regionSuggestion`). */
export type Copy = { label: string; dismiss: string } & Record<SuggestedRegion, { text: string; action: string }>;

export type Shown = { region: SuggestedRegion; lang: Lang; href: string; copy: Copy };
export type BarProps = { shown: Shown; onDismiss: () => void };

/** The regional suggestion's bar, fixed to the bottom of the window (loaded by RegionSuggestion only when it applies). */
export function RegionSuggestionBar({ shown, onDismiss }: BarProps) {
  const text = shown.copy;
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
      <button type="button" onClick={onDismiss} className={buttonClasses({ variant: "ghost" })}>
        {text.dismiss}
      </button>
    </div>
  );
}
