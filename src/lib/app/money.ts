import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { formatLocale } from "@/i18n/format";

/**
 * Dinar amounts in the page's language with Western digits. The catalogue and
 * fees are Algerian (DZD) on every regional site: Morocco shows the service as
 * it works in Algeria until it launches.
 */
export function dinars(lang: Lang, region: RegionId) {
  const format = new Intl.NumberFormat(formatLocale(lang, region), { style: "currency", currency: "DZD", maximumFractionDigits: 0 });
  return (amount: number) => format.format(amount);
}

/** Plain numbers (rates, CC) in the page's language with Western digits. */
export function numbers(lang: Lang, region: RegionId) {
  const format = new Intl.NumberFormat(formatLocale(lang, region), { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}
