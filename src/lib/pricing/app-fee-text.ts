import type { AppFee } from "@/data/app-fees";
import { isFree } from "@/data/app-fees";
import type { Lang } from "@/config/languages";
import type { Format } from "@/i18n/format";
import { withFigure, withPercent } from "@/i18n/typography";

export type AppFeeWords = {
  /** "Free". */
  free: string;
  /**
   * The free operations of the month and the word before the fee, an ICU plural over the count
   * (`pricing.table.freeThen`): a figure and a fixed word cannot agree in Arabic, where 2 takes the
   * dual («عمليتان مجانًا كل شهر، ثم») and 3 to 10 a plural.
   */
  freeThen: (count: number) => string;
};

/**
 * What an operation costs an app user, as the fee table writes it: "Free", or the fee as "1% + 10 DA"
 * ("1 % + 10 DA" in French), after the free operations of the month when there are some
 * ("2 free balance top-ups a month, then 1%"), the last word and the fee joined by a no-break space.
 */
export function appFeeText(fee: AppFee, format: Format, words: AppFeeWords, lang: Lang): string {
  if (isFree(fee)) return words.free;
  // The percent sign is written after the number, as the copy has always shown it in every language.
  const parts = [
    fee.percent ? withPercent(format.number(fee.percent, "decimal"), lang) : null,
    fee.fixed ? format.number(fee.fixed, "money") : null,
  ]
    .filter(Boolean)
    .join(" + ");
  return fee.freePerMonth ? withFigure(words.freeThen(fee.freePerMonth), parts) : parts;
}
