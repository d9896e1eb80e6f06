import { Code2, CreditCard, FlaskConical, LayoutDashboard, Link2, Puzzle, BellRing, Lock, ShieldCheck } from "lucide-react";
import { site } from "@/config/site";
import { localHref } from "@/i18n/links";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { CardGridSection } from "@/components/sections/business/card-grid-section";
import { StepsSection } from "@/components/sections/business/steps-section";
import { CtaSection } from "@/components/sections/business/cta-section";
import { formatLocale } from "@/i18n/format";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay");

/** Cirta Pay, the e-payment gateway. */
export default async function PayPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const locale = formatLocale(lang, region);
  return (
    <>
      <BusinessHero lang={lang} page="pay" primary={{ href: site.links.merchantDashboard, external: true }} secondary={{ href: localHref(region, "/business/pay/pricing") }} />
      <CardGridSection lang={lang} prefix="pay.features" icons={[CreditCard, Code2, Puzzle, Link2, LayoutDashboard, FlaskConical]} />
      <StepsSection lang={lang} prefix="pay.steps" locale={locale} tone="muted" />
      <CardGridSection lang={lang} prefix="pay.security" icons={[Lock, BellRing, ShieldCheck]} />
      <CtaSection lang={lang} prefix="pay.cta" href={site.links.merchantDashboard} external />
    </>
  );
}
