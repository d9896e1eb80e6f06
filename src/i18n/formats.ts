import type { Lang } from "./languages";
import { regions, type RegionId } from "@/config/regions";

/**
 * Region-qualified locale for numbers, money and dates (`ar-DZ`, `fr-DZ`,
 * `en-DZ`), always with Western digits.
 */
export function formatLocale(lang: Lang, region: RegionId): string {
  const country = regions[region].country ?? "DZ";
  return `${lang}-${country}-u-nu-latn`;
}
