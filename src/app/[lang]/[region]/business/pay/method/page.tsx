import { site } from "@/config/site";
import { regionHref } from "@/i18n/region";
import { Cta } from "@/components/sections/shared/cta";
import { Faq } from "@/components/sections/shared/faq";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { HeroActions } from "@/components/sections/business/hero-actions";
import { PayMethodsSection } from "./_sections/pay-methods-section";
import { Button } from "@/components/ui/button";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/method");

/** Payment methods a merchant accepts, and what the buyer sees. */
export default async function PayMethodPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pay/method");
  const payMethod = await pageMessages("/business/pay/method");
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
            secondary={{ href: regionHref("/business/pay/pricing"), label: t("hero.secondaryCta") }}
          />
        }
      />
      <PayMethodsSection />
      <StepsSection
        title={t("buyer.title")}
        lead={t("buyer.lead")}
        titleId="payMethod-buyer-title"
        items={payMethod.buyer.items}
        variant="cards"
        tone="muted"
      />
      <Faq title={t("faq.title")} titleId="payMethod-faq-title" groups={[{ id: "payMethod.faq", items: payMethod.faq.items }]} />
      <Cta
        align="center"
        title={t("cta.title")}
        body={t("cta.body")}
        titleId="payMethod-cta-title"
        actions={
          <Button asChild variant="gold" size="lg">
            <a href={site.links.merchantDashboard}>{t("cta.button")}</a>
          </Button>
        }
      />
    </>
  );
}
