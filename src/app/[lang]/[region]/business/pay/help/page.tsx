import { Hero } from "@/components/sections/shared/hero";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/help");

/** Merchant FAQ by topic. */
export default async function PayHelpPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pay/help");
  const payHelp = await pageMessages("/business/pay/help");
  return (
    <>
      <Hero titleId="hero-title" eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <HelpGroupsSection groups={payHelp.groups} idPrefix="payHelp" />
      <HelpContactSection block={payHelp.contact} titleId="payHelp-contact-title" />
    </>
  );
}
