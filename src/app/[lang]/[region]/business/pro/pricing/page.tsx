import { site } from "@/config/site";
import { localHref } from "@/i18n/links";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { CommissionsSection } from "@/components/sections/business/commissions-section";
import { TerminalOfferSection } from "@/components/sections/business/terminal-offer-section";
import { FaqSection } from "@/components/sections/business/faq-section";
import { CtaSection } from "@/components/sections/business/cta-section";
import { formatLocale } from "@/i18n/format";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pro/pricing");

/** Reseller terms: commissions per product family and the terminal offer. */
export default async function ProPricingPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const locale = formatLocale(lang, region);
  return (
    <>
      <BusinessHero lang={lang} page="proPricing" primary={{ href: site.links.resellerDashboard, external: true }} secondary={{ href: localHref(region, "/business/pro/help") }} />
      <CommissionsSection lang={lang} locale={locale} />
      <TerminalOfferSection lang={lang} locale={locale} />
      <FaqSection lang={lang} prefix="proPricing.faq" />
      <CtaSection lang={lang} prefix="proPricing.cta" href={site.links.resellerDashboard} external />
    </>
  );
}
