import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { appFees, type AppFee } from "@/data/app-fees";
import { langs, type Lang } from "@/config/languages";
import { formatterFor } from "@/i18n/format";
import { loadMessages } from "@/i18n/messages";
import { appFeeText, type AppFeeWords } from "./app-fee-text";

/** The fee table's words as the page reads them (`app.pricing.table`), messages loaded as the site loads them. */
async function wordsOf(lang: Lang): Promise<AppFeeWords> {
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: "app.pricing.table" });
  return { free: t("free"), freeThen: (count) => t("freeThen", { count }) };
}

const walletLoad: AppFee = appFees.find((fee) => fee.id === "walletLoad")!;

describe("the app fee table's cells", () => {
  it("writes the wallet load's 2 free operations in the Arabic dual, never a figure before «من العمليات»", async () => {
    expect(walletLoad.freePerMonth).toBe(2);
    const text = appFeeText(walletLoad, formatterFor("ar", "dz"), await wordsOf("ar"), "ar");
    expect(text).toBe("عمليتا شحن مجانًا كل شهر، ثم\u00A01%");
    expect(text).not.toMatch(/\d\s*من العمليات/);
  });

  it("makes the Arabic words agree with every count: one, two, 3 to 10, 11 to 99, 100", async () => {
    const words = await wordsOf("ar");
    expect([1, 2, 3, 10, 11, 99, 100].map(words.freeThen)).toEqual([
      "عملية شحن واحدة مجانًا كل شهر، ثم",
      "عمليتا شحن مجانًا كل شهر، ثم",
      "3 عمليات شحن مجانًا كل شهر، ثم",
      "10 عمليات شحن مجانًا كل شهر، ثم",
      "11 عمليةَ شحن مجانًا كل شهر، ثم",
      "99 عمليةَ شحن مجانًا كل شهر، ثم",
      "100 عملية شحن مجانًا كل شهر، ثم",
    ]);
  });

  it("counts the free balance top-ups in English and French with the same placeholder", async () => {
    expect(appFeeText(walletLoad, formatterFor("en", "dz"), await wordsOf("en"), "en")).toBe("2 free balance top-ups a month, then\u00A01%");
    expect((await wordsOf("en")).freeThen(1)).toBe("1 free balance top-up a month, then");
    expect(appFeeText(walletLoad, formatterFor("fr", "dz"), await wordsOf("fr"), "fr")).toBe("2 recharges du solde gratuites par mois, puis\u00A01\u202F%");
  });

  it("says free for an operation that costs nothing, in every language", async () => {
    for (const lang of langs) {
      const words = await wordsOf(lang);
      expect(appFeeText(appFees[0], formatterFor(lang, "dz"), words, lang)).toBe(words.free);
    }
  });
});
