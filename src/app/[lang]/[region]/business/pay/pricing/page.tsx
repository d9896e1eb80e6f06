import { site } from "@/config/site";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { PromotionsSection } from "@/components/sections/business/promotions-section";
import { PlansSection } from "@/components/sections/business/plans-section";
import { IncludedSection } from "@/components/sections/business/included-section";
import { FeeScheduleSection } from "@/components/sections/business/fee-schedule-section";
import { FeeCalculatorSection } from "@/components/sections/business/fee-calculator-section";
import { FaqSection } from "@/components/sections/business/faq-section";
import { formatLocale } from "@/i18n/format";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/pricing");

/** Plans, promotions, what is included, the fee schedule, the calculator and pricing FAQ. */
export default async function PayPricingPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const locale = formatLocale(lang, region);
  return (
    <>
      <BusinessHero lang={lang} page="payPricing" primary={{ href: site.links.merchantDashboard, external: true }} secondary={{ href: "#calculator" }} />
      <PromotionsSection lang={lang} locale={locale} />
      <PlansSection lang={lang} locale={locale} />
      <IncludedSection lang={lang} locale={locale} />
      <FeeScheduleSection lang={lang} locale={locale} />
      <FeeCalculatorSection lang={lang} locale={locale} />
      <FaqSection lang={lang} prefix="payPricing.faq" />
    </>
  );
}
