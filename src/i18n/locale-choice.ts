import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localeFormTarget, splitRegion } from "./resolve";

/**
 * Where a locale choice leads (SPEC 4), "stay" when nothing changed, or
 * "invalid" for values that are not listed. Without JavaScript the same form
 * GETs `?region=&lang=` and the proxy answers with the same target: both ask
 * `localeFormTarget` (src/i18n/resolve.ts), the one implementation of the rule.
 */
export function localeChoiceTarget(input: {
  currentLang: Lang;
  currentRegion: RegionId;
  pathname: string;
  lang: string;
  region: string;
}): "stay" | "invalid" | string {
  if (input.lang === input.currentLang && input.region === input.currentRegion) return "stay";
  const target = localeFormTarget({
    currentRegion: input.currentRegion,
    currentPath: splitRegion(input.pathname).rest,
    currentLang: input.currentLang,
    region: input.region,
    lang: input.lang,
  });
  // Null for values that are not listed.
  return target ?? "invalid";
}
