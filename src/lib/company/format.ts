import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { formatLocale } from "@/i18n/format";

/** A `YYYY-MM-DD` date as the visitor's language writes it (`14 octobre 2026`, Western digits). */
export function formatDay(lang: Lang, region: RegionId, isoDay: string): string {
  return new Intl.DateTimeFormat(formatLocale(lang, region), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** A number with the region-qualified locale (Western digits). */
export function formatNumber(lang: Lang, region: RegionId, value: number): string {
  return new Intl.NumberFormat(formatLocale(lang, region)).format(value);
}
