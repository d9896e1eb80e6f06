import { regionHref } from "@/i18n/region";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { InvestorPublicSection } from "./_sections/public-section";
import { FormBand } from "@/components/sections/company/form-band";

export const generateMetadata = routeMetadata("/company/investor");

/** Investor relations: what is public, and the contact form (investors and press). */
export default async function InvestorPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/investor");
  return (
    <>
      <Hero title={t("hero.title")} lead={t("hero.lead")} />
      <InvestorPublicSection />
      <FormBand
        id="investor-contact-title"
        title={t("contact.title")}
        body={t("contact.body")}
        cta={t("contact.cta")}
        href={regionHref("/company/contact")}
      >
        <p className="text-ink-muted mt-6">{t("contact.press")}</p>
      </FormBand>
    </>
  );
}
