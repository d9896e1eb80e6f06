import { companyContacts } from "@/data/company";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { PartnerTypesSection } from "./_sections/partner-types-section";
import { ContactBand } from "@/components/sections/company/contact-band";

export const generateMetadata = routeMetadata("/company/partner");

/** Partner programme: banks, integrators, agencies, resellers; apply by email. */
export default async function PartnerPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/partner");
  return (
    <>
      <Hero title={t("hero.title")} lead={t("hero.lead")} />
      <PartnerTypesSection />
      <ContactBand
        id="partner-apply-title"
        title={t("apply.title")}
        body={t("apply.body")}
        cta={t("apply.cta")}
        email={companyContacts.partners}
      />
    </>
  );
}
