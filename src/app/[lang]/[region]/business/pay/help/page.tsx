import { createTranslator } from "next-intl";
import { getLocale } from "next-intl/server";
import { Hero } from "@/components/sections/shared/hero";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { getFormat } from "@/i18n/format-server";
import { pricingCopyValues } from "@/lib/pricing/copy-values";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/help");

/**
 * Merchant FAQ by topic. Answers that quote a price read it from the data, as the pricing FAQ does
 * (`{refunds, select, ...}` from `pricingCopyValues`): the help never states a fee of its own.
 */
export default async function PayHelpPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pay/help");
  const payHelp = await pageMessages("/business/pay/help");
  const locale = await getLocale();
  const values = pricingCopyValues(await getFormat());
  const groups = payHelp.groups.map((group) => ({
    title: group.title,
    items: group.items.map((item) => {
      const format = createTranslator({ locale, messages: { item } });
      return { q: format("item.q", values), a: format("item.a", values) };
    }),
  }));
  return (
    <>
      <Hero titleId="hero-title" eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <HelpGroupsSection groups={groups} idPrefix="payHelp" />
      <HelpContactSection block={payHelp.contact} titleId="payHelp-contact-title" />
    </>
  );
}
