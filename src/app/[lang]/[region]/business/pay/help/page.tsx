import { setRequestLocale } from "next-intl/server";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { businessMetadata, businessParams, type BusinessPageProps } from "@/components/sections/business/page-metadata";

export const generateMetadata = (props: BusinessPageProps) => businessMetadata(props, "payHelp", "/business/pay/help");

/** Merchant FAQ by topic. */
export default async function PayHelpPage(props: BusinessPageProps) {
  const { lang } = await businessParams(props);
  setRequestLocale(lang);
  return (
    <>
      <BusinessHero lang={lang} page="payHelp" />
      <HelpGroupsSection lang={lang} page="payHelp" />
      <HelpContactSection lang={lang} page="payHelp" />
    </>
  );
}
