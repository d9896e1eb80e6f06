import { createTranslator } from "next-intl";
import { getLocale } from "next-intl/server";
import { getFormat } from "@/i18n/format-server";
import { pricingCopyValues } from "@/lib/pricing/copy-values";
import type { Question } from "@/components/sections/shared/faq";
import { pageMessages } from "@/lib/page";

/** The pricing FAQ of the page's language, its arguments filled from the data (ICU: `{refunds, select, ...}` included). */
export async function pricingFaq(): Promise<Question[]> {
  const locale = await getLocale();
  const values = pricingCopyValues(await getFormat());
  const { items } = (await pageMessages("/business/pay/pricing")).faq;
  return items.map((item) => {
    const t = createTranslator({ locale, messages: { item } });
    return { q: t("item.q", values), a: t("item.a", values) };
  });
}
