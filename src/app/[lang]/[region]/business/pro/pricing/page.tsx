import Link from "next/link";
import { regionHref } from "@/i18n/region";
import { Cta } from "@/components/sections/shared/cta";
import { Faq } from "@/components/sections/shared/faq";
import { Hero } from "@/components/sections/shared/hero";
import { HeroActions } from "@/components/sections/business/hero-actions";
import { CommissionsSection } from "./_sections/commissions-section";
import { TerminalOfferSection } from "./_sections/terminal-offer-section";
import { Button } from "@/components/ui/button";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pro/pricing");

/** Reseller pricing: commissions per product family and the terminal offer. */
export default async function ProPricingPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pro/pricing");
  const proPricing = await pageMessages("/business/pro/pricing");
  return (
    <>
      <Hero
        titleId="hero-title"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={
          <HeroActions
            primary={{ href: regionHref("/business/pro/apply"), label: t("hero.primaryCta") }}
            secondary={{ href: regionHref("/business/pro/help"), label: t("hero.secondaryCta") }}
          />
        }
      />
      <CommissionsSection />
      <TerminalOfferSection />
      <Faq title={t("faq.title")} titleId="proPricing-faq-title" groups={[{ id: "proPricing.faq", items: proPricing.faq.items }]} />
      <Cta
        align="center"
        title={t("cta.title")}
        body={t("cta.body")}
        titleId="proPricing-cta-title"
        actions={
          <Button asChild variant="gold" size="lg">
            <Link href={regionHref("/business/pro/apply")} prefetch={false}>
              {t("cta.button")}
            </Link>
          </Button>
        }
      />
    </>
  );
}
