import { site } from "@/config/site";
import { localHref } from "@/i18n/links";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { PayMethodsSection } from "@/components/sections/business/pay-methods-section";
import { StepsSection } from "@/components/sections/business/steps-section";
import { FaqSection } from "@/components/sections/business/faq-section";
import { CtaSection } from "@/components/sections/business/cta-section";
import { formatLocale } from "@/i18n/format";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/method");

/** Payment methods a merchant accepts, and what the buyer sees. */
export default async function PayMethodPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const locale = formatLocale(lang, region);
  return (
    <>
      <BusinessHero lang={lang} page="payMethod" primary={{ href: site.links.merchantDashboard, external: true }} secondary={{ href: localHref(region, "/business/pay/pricing") }} />
      <PayMethodsSection lang={lang} />
      <StepsSection lang={lang} prefix="payMethod.buyer" locale={locale} tone="muted" />
      <FaqSection lang={lang} prefix="payMethod.faq" />
      <CtaSection lang={lang} prefix="payMethod.cta" href={site.links.merchantDashboard} external />
    </>
  );
}
