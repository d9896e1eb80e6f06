import { createFormatter, type Formats } from "next-intl";
import type { Lang } from "@/config/languages";
import { regions, type RegionId } from "@/config/regions";

/**
 * THE home of number, money and date formatting. Named formats are declared
 * once here (and given to next-intl's request config, so ICU messages can use
 * them too); components use `getFormat()` on the server or `useFormat()` on
 * the client and never build `Intl.*` objects themselves.
 *
 * Amounts are dinars (DZD) on every regional site: Morocco shows the service
 * as it works in Algeria until it launches.
 */
export const formats = {
  number: {
    /** 1 500 DA, no decimals. */
    money: { style: "currency", currency: "DZD", maximumFractionDigits: 0 },
    /** Up to two decimals when the amount has them (fees). */
    moneyExact: { style: "currency", currency: "DZD", minimumFractionDigits: 0, maximumFractionDigits: 2 },
    /** Always two decimals (0.00 DA). */
    moneyCents: { style: "currency", currency: "DZD", minimumFractionDigits: 2, maximumFractionDigits: 2 },
    /** A fraction shown as a percentage: 0.025 -> 2.5 %. */
    percent: { style: "percent", maximumFractionDigits: 2 },
    /** Whole numbers with grouping (counts, steps). */
    count: { maximumFractionDigits: 0 },
    /** Rates and amounts of CC, up to two decimals. */
    decimal: { maximumFractionDigits: 2 },
    /** Durations spelled out in the page's language (the webhook retry schedule: "2 hours", "30 minutes", "10 seconds"). */
    hours: { style: "unit", unit: "hour", unitDisplay: "long" },
    minutes: { style: "unit", unit: "minute", unitDisplay: "long" },
    seconds: { style: "unit", unit: "second", unitDisplay: "long" },
    /** A delivery attempt's duration, "123 ms" («123 ملي ثانية» in Arabic: `formatterFor` spells the unit out, pass 16). */
    milliseconds: { style: "unit", unit: "millisecond", unitDisplay: "short" },
  },
  dateTime: {
    /** 14 October 2026; dates are calendar days, so UTC keeps them from shifting. */
    day: { dateStyle: "long", timeZone: "UTC" },
    /** 14 Oct 2026. */
    dayShort: { dateStyle: "medium", timeZone: "UTC" },
    /** 31 March 2027 for an instant: the day it is in Algeria (promotions end at Algiers midnight). */
    dayAlgiers: { dateStyle: "long", timeZone: "Africa/Algiers" },
    /** 29 Nov 2026, 03:04:05: an instant to the second, in Algeria's time (the webhooks page's delivery attempts). */
    instant: { dateStyle: "medium", timeStyle: "medium", timeZone: "Africa/Algiers" },
    /** 29 Nov 2026, 03:04: an instant to the minute, in Algeria's time (the test checkout's expiry). */
    instantMinute: { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Algiers" },
    /**
     * The time of `instantMinute` alone, for a sentence that joins it to `dayAlgiers` with its own
     * words («le 29 novembre 2026 à 15:27», a payment link's expiry; review pass 21, fr 5.10, and
     * pass 22, fr 4.1: the day in full in a sentence).
     */
    minuteAlgiers: { timeStyle: "short", timeZone: "Africa/Algiers" },
  },
} as const satisfies Formats;

/**
 * Region-qualified locale for dates (`ar-DZ`, `fr-DZ`, `ar-MA`...), always with Western digits:
 * the month names follow the region (جويلية in Algeria, يوليوز in Morocco). English is World
 * English (`en-001`): CLDR has no English for Algeria or Morocco, and would fall back to American
 * English ("October 14, 2026"), where the copy is British ("14 October 2026").
 */
export function formatLocale(lang: Lang, region: RegionId): string {
  if (lang === "en") return "en-001-u-nu-latn";
  const country = regions[region].country ?? "DZ";
  return `${lang}-${country}-u-nu-latn`;
}

/**
 * Locale for numbers and money, the same on every regional site: the amounts are dinars
 * everywhere, so they are written as Algeria writes them (`fr-DZ`: «1 500 DA»; `ar-DZ`), never
 * with the Moroccan site's country, where CLDR's `fr-MA` groups thousands with a dot and has no
 * DA for the dinar («1.500 DZD»; review pass 2). Western digits; English is World English.
 */
export function numberLocale(lang: Lang): string {
  return formatLocale(lang, "dz");
}

/**
 * The dinar as each language's copy writes it, so that a page shows one form (docs/glossary.md):
 * - Arabic د.ج: CLDR's symbol ends with a dot (د.ج.), which reads as a full stop before a comma or
 *   a word («100 د.ج.، ثم»);
 * - English "1,500 DA": CLDR writes the ISO code before the amount ("DZD 1,500"), where the copy
 *   writes DA after it, as French does (DZD stays the API's currency code, in the developer pages);
 * - French: CLDR's own «1 500 DA» (`fr-DZ`, on every region: `numberLocale`).
 */
export function localDinar(lang: Lang, text: string): string {
  if (lang === "ar") return text.replace(/د\.ج\./g, "د.ج");
  if (lang === "en") return text.replace(/(-?)DZD\u00a0([0-9][0-9.,–-]*[0-9]|[0-9])/g, "$1$2\u00a0DA");
  return text;
}

/**
 * A date as each language's copy writes it. French writes the first of a month as an ordinal,
 * «1er novembre 2026», «1er nov. 2026», where `Intl` prints «1 novembre»; other days, and the
 * other languages, are left as `Intl` writes them.
 */
export function localDate(lang: Lang, text: string): string {
  if (lang !== "fr") return text;
  return text.replace(/(^|[\s\u00a0\u202f(–-])1(?=[\s\u00a0\u202f]\p{L})/gu, (_, before: string) => `${before}1er`);
}

/**
 * The formats as a language writes them, where CLDR's choice is not the copy's (pass 16):
 * - French times on a 24-hour clock: `fr-DZ` is a 12-hour locale in CLDR, and printed
 *   «29 nov. 2026, 3:27:33 PM»; French writes «15:27:33». English and Arabic keep CLDR's clock,
 *   the only one the site shows them;
 * - Arabic durations in milliseconds spelled out: CLDR's short unit is «ملي ث», which few read.
 */
function languageFormats(lang: Lang): Formats {
  if (lang === "fr") {
    const { instant, instantMinute, minuteAlgiers } = formats.dateTime;
    const h23 = { hourCycle: "h23" } as const;
    return {
      ...formats,
      dateTime: { ...formats.dateTime, instant: { ...instant, ...h23 }, instantMinute: { ...instantMinute, ...h23 }, minuteAlgiers: { ...minuteAlgiers, ...h23 } },
    };
  }
  if (lang === "ar") return { ...formats, number: { ...formats.number, milliseconds: { ...formats.number.milliseconds, unitDisplay: "long" } } };
  return formats;
}

/**
 * An Arabic duration in milliseconds where CLDR's long unit does not agree with its number
 * («2 ملي ثانية», «5 ملي ثانية»; review pass 17): one and two are said by the noun alone
 * («ملي ثانية واحدة», «ملي ثانيتان»), 3 to 10 take the plural («5 ملي ثوانٍ»). Null from 11 on
 * (and for 0), where CLDR's singular is right («123 ملي ثانية»).
 */
function arabicMilliseconds(value: number): string | null {
  const form = Number.isInteger(value) ? new Intl.PluralRules("ar").select(value) : "other";
  if (form === "one") return "ملي ثانية واحدة";
  if (form === "two") return "ملي ثانيتان";
  if (form === "few") return `${value} ملي ثوانٍ`;
  return null;
}

/**
 * next-intl's formatter for a language and region, with the formats above: dates in the region's
 * locale (`formatLocale`), numbers and money in the dinar's (`numberLocale`), on every region.
 */
export function formatterFor(lang: Lang, region: RegionId) {
  const own = languageFormats(lang);
  // next-intl types `locale` as the app's languages; the region-qualified tag is a BCP 47 extension of one.
  const formatter = createFormatter({ locale: formatLocale(lang, region) as Lang, formats: own, timeZone: "Africa/Algiers" });
  const numbers = createFormatter({ locale: numberLocale(lang) as Lang, formats: own, timeZone: "Africa/Algiers" }).number;
  const number = ((...args: Parameters<typeof numbers>) => {
    const [value, format] = args;
    const spelled = lang === "ar" && format === "milliseconds" && typeof value === "number" ? arabicMilliseconds(value) : null;
    return spelled ?? localDinar(lang, numbers(...args));
  }) as typeof numbers;
  if (lang === "fr") {
    const { dateTime, dateTimeRange } = formatter;
    return {
      ...formatter,
      number,
      dateTime: ((...args: Parameters<typeof dateTime>) => localDate(lang, dateTime(...args))) as typeof dateTime,
      dateTimeRange: ((...args: Parameters<typeof dateTimeRange>) => localDate(lang, dateTimeRange(...args))) as typeof dateTimeRange,
    };
  }
  return { ...formatter, number };
}

export type Format = ReturnType<typeof formatterFor>;

/** Formats a numeric range (`1,000-5,000 DA`) as the language writes dinars (`numberLocale`, every region alike); next-intl has no range formatter for numbers. */
export function formatNumberRange(lang: Lang, from: number, to: number, format: keyof typeof formats.number): string {
  const range = new Intl.NumberFormat(numberLocale(lang), formats.number[format]).formatRange(from, to);
  return localDinar(lang, range);
}

/** A country in the page's language, from its ISO code: "Morocco", «Maroc», «المغرب» (an address's last line). */
export function countryName(lang: Lang, code: string): string {
  return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
}

/** The comma that ends an address's line before its country: «،» in Arabic. */
export function addressComma(lang: Lang): string {
  return lang === "ar" ? "، " : ", ";
}
