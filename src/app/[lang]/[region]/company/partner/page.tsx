import { regionHref } from "@/i18n/region";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { PartnerTypesSection } from "./_sections/partner-types-section";
import { FormBand } from "@/components/sections/company/form-band";

export const generateMetadata = routeMetadata("/company/partner");

/** Partner programme: banks, integrators, agencies, resellers; apply with the contact form. */
export default async function PartnerPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/partner");
  return (
    <>
      <Hero title={t("hero.title")} lead={t("hero.lead")} />
      <PartnerTypesSection />
      <FormBand
        id="partner-apply-title"
        title={t("apply.title")}
        body={t("apply.body")}
        cta={t("apply.cta")}
        href={regionHref("/company/contact")}
      />
    </>
  );
}
