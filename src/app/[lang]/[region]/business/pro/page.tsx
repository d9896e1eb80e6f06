import { Gamepad2, LayoutDashboard, Receipt, Smartphone, SmartphoneNfc, TabletSmartphone } from "lucide-react";
import { site } from "@/config/site";
import { localHref } from "@/i18n/links";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { CardGridSection } from "@/components/sections/business/card-grid-section";
import { StepsSection } from "@/components/sections/business/steps-section";
import { CtaSection } from "@/components/sections/business/cta-section";
import { formatLocale } from "@/i18n/format";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pro");

/** Cirta Pro: resellers, the terminal and the reseller app. */
export default async function ProPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const locale = formatLocale(lang, region);
  return (
    <>
      <BusinessHero lang={lang} page="pro" primary={{ href: site.links.resellerDashboard, external: true }} secondary={{ href: localHref(region, "/business/pro/pricing") }} />
      <CardGridSection lang={lang} prefix="pro.sell" icons={[Smartphone, Gamepad2, Receipt]} />
      <CardGridSection lang={lang} prefix="pro.tools" icons={[SmartphoneNfc, TabletSmartphone, LayoutDashboard]} tone="muted" />
      <StepsSection lang={lang} prefix="pro.steps" locale={locale} />
      <CtaSection lang={lang} prefix="pro.cta" href={site.links.resellerDashboard} external />
    </>
  );
}
