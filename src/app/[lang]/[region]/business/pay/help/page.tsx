import { BusinessHero } from "@/components/sections/business/business-hero";
import { HelpGroupsSection } from "@/components/sections/business/help-groups-section";
import { HelpContactSection } from "@/components/sections/business/help-contact-section";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/help");

/** Merchant FAQ by topic. */
export default async function PayHelpPage(props: PageProps) {
  const { lang } = await pageContext(props);
  return (
    <>
      <BusinessHero lang={lang} page="payHelp" />
      <HelpGroupsSection lang={lang} page="payHelp" />
      <HelpContactSection lang={lang} page="payHelp" />
    </>
  );
}
