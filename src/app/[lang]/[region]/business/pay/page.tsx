import Link from "next/link";
import { BellRing, Code2, CreditCard, FlaskConical, LayoutDashboard, Link2, Lock, Puzzle, ShieldCheck } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { regionHref } from "@/i18n/region";
import { Cta } from "@/components/sections/shared/cta";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { CardGridSection } from "@/components/sections/business/card-grid-section";
import { HeroActions } from "@/components/sections/business/hero-actions";
import { Button } from "@/components/ui/button";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay");

/** The Pay product, the e-payment gateway. */
export default async function PayPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pay");
  const pay = await pageMessages("/business/pay");
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
      <CardGridSection
        block={pay.features}
        titleId="pay-features-title"
        icons={[CreditCard, Code2, Puzzle, Link2, LayoutDashboard, FlaskConical]}
      />
      <StepsSection
        title={t("steps.title")}
        lead={t("steps.lead")}
        titleId="pay-steps-title"
        items={pay.steps.items}
        variant="cards"
        tone="muted"
      />
      <CardGridSection block={pay.security} titleId="pay-security-title" icons={[Lock, BellRing, ShieldCheck]} />
      <Cta
        align="center"
        title={t("cta.title")}
        body={t("cta.body")}
        titleId="pay-cta-title"
        actions={
          <>
            <Button asChild variant="gold" size="lg">
              <a href={site.links.merchantDashboard}>{t("cta.button")}</a>
            </Button>
            <Button asChild variant="ghost" size="lg" className="text-white hover:bg-white/10">
              <Link href={regionHref("/business/pay/contact")} prefetch={false}>
                {t("cta.sales")}
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
