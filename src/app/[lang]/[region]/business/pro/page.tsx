import Link from "next/link";
import { Gamepad2, LayoutDashboard, Receipt, Smartphone, SmartphoneNfc, TabletSmartphone } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { regionHref } from "@/i18n/region";
import { Cta } from "@/components/sections/shared/cta";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { CardGridSection } from "@/components/sections/business/card-grid-section";
import { HeroActions } from "@/components/sections/business/hero-actions";
import { Button } from "@/components/ui/button";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pro");

/** The Pro product: resellers, the terminal and the reseller app. */
export default async function ProPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pro");
  const pro = await pageMessages("/business/pro");
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
            secondary={{ href: regionHref("/business/pro/pricing"), label: t("hero.secondaryCta") }}
          />
        }
      />
      <CardGridSection block={pro.sell} titleId="pro-sell-title" icons={[Smartphone, Gamepad2, Receipt]} />
      <CardGridSection
        block={pro.tools}
        titleId="pro-tools-title"
        icons={[SmartphoneNfc, TabletSmartphone, LayoutDashboard]}
        tone="muted"
      />
      <StepsSection title={t("steps.title")} lead={t("steps.lead")} titleId="pro-steps-title" items={pro.steps.items} variant="cards" />
      <Cta
        align="center"
        title={t("cta.title")}
        body={t("cta.body")}
        titleId="pro-cta-title"
        actions={
          <>
            <Button asChild variant="gold" size="lg">
              <Link href={regionHref("/business/pro/apply")} prefetch={false}>
                {t("cta.apply")}
              </Link>
            </Button>
            {/* The dashboard's log-in, for resellers who already have an account: its own label (review pass 4, 1.1). */}
            <Button asChild variant="ghost" size="lg" className="text-white hover:bg-white/10">
              <a href={site.links.resellerDashboard}>{t("cta.button")}</a>
            </Button>
          </>
        }
      />
    </>
  );
}
