import { Hero } from "@/components/sections/shared/hero";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pro/help");

/** Reseller FAQ by topic. */
export default async function ProHelpPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pro/help");
  const proHelp = await pageMessages("/business/pro/help");
  return (
    <>
      <Hero titleId="hero-title" eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <HelpGroupsSection groups={proHelp.groups} idPrefix="proHelp" />
      <HelpContactSection block={proHelp.contact} titleId="proHelp-contact-title" />
    </>
  );
}
