import { FileText, GraduationCap, Mail, MessageCircle, QrCode, Share2, ShoppingBag, Users } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { regionHref } from "@/i18n/region";
import { Cta } from "@/components/sections/shared/cta";
import { Faq } from "@/components/sections/shared/faq";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { CardGridSection } from "@/components/sections/business/card-grid-section";
import { HeroActions } from "@/components/sections/business/hero-actions";
import { Button } from "@/components/ui/button";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/link");

/** Payment links for merchants without an online store. */
export default async function PayLinkPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/business/pay/link");
  const payLink = await pageMessages("/business/pay/link");
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
      <StepsSection
        title={t("steps.title")}
        lead={t("steps.lead")}
        titleId="payLink-steps-title"
        items={payLink.steps.items}
        variant="cards"
      />
      <CardGridSection
        block={payLink.channels}
        titleId="payLink-channels-title"
        icons={[MessageCircle, Share2, Mail, QrCode]}
        tone="muted"
      />
      <CardGridSection block={payLink.useCases} titleId="payLink-useCases-title" icons={[ShoppingBag, Users, FileText, GraduationCap]} />
      <Faq title={t("faq.title")} titleId="payLink-faq-title" groups={[{ id: "payLink.faq", items: payLink.faq.items }]} tone="muted" />
      <Cta
        align="center"
        title={t("cta.title")}
        body={t("cta.body")}
        titleId="payLink-cta-title"
        actions={
          <Button asChild variant="gold" size="lg">
            <a href={site.links.merchantDashboard}>{t("cta.button")}</a>
          </Button>
        }
      />
    </>
  );
}
