import { site } from "@/config/site";
import { Faq } from "@/components/sections/shared/faq";
import { Hero } from "@/components/sections/shared/hero";
import { HeroActions } from "@/components/sections/business/hero-actions";
import { FeeCalculatorSection } from "./_sections/fee-calculator-section";
import { FeeScheduleSection } from "./_sections/fee-schedule-section";
import { IncludedSection } from "./_sections/included-section";
import { PlansSection } from "./_sections/plans-section";
import { PromotionsSection } from "./_sections/promotions-section";
import { pricingFaq } from "./_sections/pricing-faq";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/pricing");
/** Promotions follow the calendar: the page is rendered again every 15 minutes, and never served over an hour old (`expireTime`). */
export const revalidate = 900;

/** Plans, promotions, what is included, the fee schedule, the calculator and pricing FAQ. */
export default async function PayPricingPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pay/pricing");
  return (
    <>
      <Hero
        titleId="hero-title"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={
          <HeroActions
            primary={{ href: site.links.merchantDashboard, external: true, label: t("hero.primaryCta") }}
            secondary={{ href: "#calculator", label: t("hero.secondaryCta") }}
          />
        }
      />
      <PromotionsSection />
      <PlansSection />
      <IncludedSection />
      <FeeScheduleSection />
      <FeeCalculatorSection />
      <Faq title={t("faq.title")} titleId="payPricing-faq-title" groups={[{ id: "payPricing.faq", items: await pricingFaq() }]} />
    </>
  );
}
