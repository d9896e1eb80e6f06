import { getTranslations, setRequestLocale } from "next-intl/server";
import { companyMetadata, pageParams, type PageParams } from "@/lib/company/metadata";
import { PageHero } from "@/components/sections/company/page-hero";
import { IdentitySection } from "@/components/sections/company/legal/identity-section";
import { DocumentsSection } from "@/components/sections/company/legal/documents-section";

export const generateMetadata = companyMetadata("legal", "/company/legal");

/** Legal notice: publisher identity, licences, links to every legal document. */
export default async function LegalNoticePage({ params }: PageParams) {
  const { lang, region } = await pageParams(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: "company.legal" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <IdentitySection lang={lang} region={region} />
      <DocumentsSection lang={lang} region={region} />
    </>
  );
}
