import { setRequestLocale } from "next-intl/server";
import { site } from "@/config/site";
import { localHref } from "@/i18n/links";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { PayMethodsSection } from "@/components/sections/business/pay-methods-section";
import { StepsSection } from "@/components/sections/business/steps-section";
import { FaqSection } from "@/components/sections/business/faq-section";
import { CtaSection } from "@/components/sections/business/cta-section";
import { businessMetadata, businessParams, type BusinessPageProps } from "@/components/sections/business/page-metadata";

export const generateMetadata = (props: BusinessPageProps) => businessMetadata(props, "payMethod", "/business/pay/method");

/** Payment methods a merchant accepts, and what the buyer sees. */
export default async function PayMethodPage(props: BusinessPageProps) {
  const { lang, region, locale } = await businessParams(props);
  setRequestLocale(lang);
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
