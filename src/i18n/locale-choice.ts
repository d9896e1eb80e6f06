import { isLang, type Lang } from "@/config/languages";
import { isRegionId, type RegionId } from "@/config/regions";
import { localHref, regionHome } from "./links";
import { splitRegion } from "./resolve";

/**
 * Where a locale choice leads (SPEC 4), "stay" when nothing changed, or
 * "invalid" for values that are not listed. Without JavaScript the same form
 * GETs `?region=&lang=` and the proxy answers with the same target.
 */
export function localeChoiceTarget(input: {
  currentLang: Lang;
  currentRegion: RegionId;
  pathname: string;
  lang: string;
  region: string;
}): "stay" | "invalid" | string {
  if (!isLang(input.lang) || !isRegionId(input.region)) return "invalid";
  const langChanged = input.lang !== input.currentLang;
  if (input.region === input.currentRegion) {
    if (!langChanged) return "stay";
    return `${localHref(input.region, splitRegion(input.pathname).rest)}?lang=${input.lang}`;
  }
  return `${regionHome(input.region)}${langChanged ? `?lang=${input.lang}` : ""}`;
}
