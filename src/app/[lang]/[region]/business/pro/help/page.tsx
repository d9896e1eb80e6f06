import { setRequestLocale } from "next-intl/server";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { businessMetadata, businessParams, type BusinessPageProps } from "@/components/sections/business/page-metadata";

export const generateMetadata = (props: BusinessPageProps) => businessMetadata(props, "proHelp", "/business/pro/help");

/** Reseller FAQ by topic. */
export default async function ProHelpPage(props: BusinessPageProps) {
  const { lang } = await businessParams(props);
  setRequestLocale(lang);
  return (
    <>
      <BusinessHero lang={lang} page="proHelp" />
      <HelpGroupsSection lang={lang} page="proHelp" />
      <HelpContactSection lang={lang} page="proHelp" />
    </>
  );
}
