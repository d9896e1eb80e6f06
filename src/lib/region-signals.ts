import { isLang, type Lang } from "@/config/languages";

/** The regional sites a global page may suggest (live or coming soon). */
export type SuggestedRegion = "dz" | "ma";

/** Browser languages and time zones that point to a country of ours. */
const signals: Record<SuggestedRegion, { languages: readonly string[]; timeZones: readonly string[] }> = {
  dz: { languages: ["ar-dz", "fr-dz"], timeZones: ["Africa/Algiers"] },
  ma: { languages: ["ar-ma", "fr-ma"], timeZones: ["Africa/Casablanca", "Africa/El_Aaiun"] },
};

/**
 * The regional site the browser points to, or null: a browser language of the
 * country (`ar-DZ`, `fr-DZ`...) or its time zone. Languages are read first, in
 * the visitor's order; the time zone decides when no language does. Pure, so it
 * is tested without a browser.
 */
export function suggestedRegion({ languages, timeZone }: { languages: readonly string[]; timeZone: string | undefined }): SuggestedRegion | null {
  const ids = Object.keys(signals) as SuggestedRegion[];
  for (const language of languages.map((item) => item.toLowerCase())) {
    const match = ids.find((id) => signals[id].languages.includes(language));
    if (match) return match;
  }
  return ids.find((id) => timeZone !== undefined && signals[id].timeZones.includes(timeZone)) ?? null;
}

/** The visitor's language for the suggestion: their first browser language we write, else the page's. */
export function suggestionLang(languages: readonly string[], pageLang: Lang): Lang {
  for (const language of languages) {
    const base = language.toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return pageLang;
}

/** Local storage keys: the visitor closed the suggestion; the visitor chose a region in the locale picker. */
export const SUGGESTION_DISMISSED_KEY = "regionSuggestionDismissed";
export const REGION_CHOSEN_KEY = "regionChosen";
