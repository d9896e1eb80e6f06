import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { storageKeys, writeLangCookie } from "@/i18n/cookie";
import { REGION_CHOSEN_KEY } from "@/lib/region-signals";

/** Writes the visitor's locale choice where SPEC 2 keeps it: local storage and the `lang` cookie. */
export function storeLocaleChoice(lang: Lang, region: RegionId): void {
  try {
    localStorage.setItem(storageKeys.lang, lang);
    localStorage.setItem(storageKeys.region, region);
    localStorage.setItem(storageKeys.hasSubPath, region === "global" ? "false" : "true");
    // A deliberate choice: the global site no longer suggests a regional one (RegionSuggestion).
    localStorage.setItem(REGION_CHOSEN_KEY, region);
  } catch {
    // Storage can be disabled; the cookie and the URL still carry the choice.
  }
  writeLangCookie(lang);
}
