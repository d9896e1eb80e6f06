/**
 * Money and percentage formatters for pricing, for a region-qualified locale
 * from `formatLocale` (`ar-DZ-u-nu-latn`, ...), so digits stay Western.
 * Prices are in DZD on every regional site.
 */
export function moneyFormat(locale: string, decimals: "auto" | "cents" = "auto") {
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "DZD",
    minimumFractionDigits: decimals === "cents" ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return {
    one: (value: number) => format.format(value),
    range: (from: number, to: number) => format.formatRange(from, to),
  };
}

/** Formats 2.5 as "2.5%" (the data keeps percentages as numbers of percent). */
export function percentFormat(locale: string) {
  const format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  return (percent: number) => format.format(percent / 100);
}

/** Plain number with grouping, for counts. */
export function countFormat(locale: string) {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (value: number) => format.format(value);
}
