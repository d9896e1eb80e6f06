import { companyContacts } from "@/data/company";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { InvestorPublicSection } from "./_sections/public-section";
import { ContactBand } from "@/components/sections/company/contact-band";

export const generateMetadata = routeMetadata("/company/investor");

/** Investor relations: what is public, contact. */
export default async function InvestorPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/investor");
  return (
    <>
      <Hero title={t("hero.title")} lead={t("hero.lead")} />
      <InvestorPublicSection />
      <ContactBand
        id="investor-contact-title"
        title={t("contact.title")}
        body={t("contact.body")}
        cta={t("contact.cta")}
        email={companyContacts.investors}
      >
        <p className="text-ink-muted mt-6">
          {t("contact.press")}:{" "}
          <a href={`mailto:${companyContacts.press}`} className="text-accent font-semibold hover:underline" dir="ltr">
            {companyContacts.press}
          </a>
        </p>
      </ContactBand>
    </>
  );
}
