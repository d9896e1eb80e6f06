import { getTranslations, setRequestLocale } from "next-intl/server";
import { companyContacts } from "@/data/company";
import { companyMetadata, pageParams, type PageParams } from "@/lib/company/metadata";
import { PageHero } from "@/components/sections/company/page-hero";
import { PartnerTypesSection } from "@/components/sections/company/partner/partner-types-section";
import { ContactBand } from "@/components/sections/company/contact-band";

export const generateMetadata = companyMetadata("partner", "/company/partner");

/** Partner programme: banks, integrators, agencies, resellers; apply by email. */
export default async function PartnerPage({ params }: PageParams) {
  const { lang } = await pageParams(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: "company.partner" });
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <PartnerTypesSection lang={lang} />
      <ContactBand id="partner-apply-title" title={t("apply.title")} body={t("apply.body")} cta={t("apply.cta")} email={companyContacts.partners} />
    </>
  );
}
