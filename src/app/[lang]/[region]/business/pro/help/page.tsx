import { BusinessHero } from "@/components/sections/business/business-hero";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pro/help");

/** Reseller FAQ by topic. */
export default async function ProHelpPage(props: PageProps) {
  const { lang } = await pageContext(props);
  return (
    <>
      <BusinessHero lang={lang} page="proHelp" />
      <HelpGroupsSection lang={lang} page="proHelp" />
      <HelpContactSection lang={lang} page="proHelp" />
    </>
  );
}
