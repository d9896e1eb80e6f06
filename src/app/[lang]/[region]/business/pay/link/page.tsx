import { FileText, GraduationCap, Mail, MessageCircle, QrCode, Share2, ShoppingBag, Users } from "lucide-react";
import { site } from "@/config/site";
import { localHref } from "@/i18n/links";
import { BusinessHero } from "@/components/sections/business/business-hero";
import { StepsSection } from "@/components/sections/business/steps-section";
import { CardGridSection } from "@/components/sections/business/card-grid-section";
import { FaqSection } from "@/components/sections/business/faq-section";
import { CtaSection } from "@/components/sections/business/cta-section";
import { formatLocale } from "@/i18n/format";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";

export const generateMetadata = routeMetadata("/business/pay/link");

/** Payment links for merchants without an online store. */
export default async function PayLinkPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const locale = formatLocale(lang, region);
  return (
    <>
      <BusinessHero lang={lang} page="payLink" primary={{ href: site.links.merchantDashboard, external: true }} secondary={{ href: localHref(region, "/business/pay/pricing") }} />
      <StepsSection lang={lang} prefix="payLink.steps" locale={locale} />
      <CardGridSection lang={lang} prefix="payLink.channels" icons={[MessageCircle, Share2, Mail, QrCode]} tone="muted" />
      <CardGridSection lang={lang} prefix="payLink.useCases" icons={[ShoppingBag, Users, FileText, GraduationCap]} />
      <FaqSection lang={lang} prefix="payLink.faq" tone="muted" />
      <CtaSection lang={lang} prefix="payLink.cta" href={site.links.merchantDashboard} external />
    </>
  );
}
