import { getTranslations } from "next-intl/server";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { PageHero } from "@/components/sections/company/page-hero";
import { IdentitySection } from "@/components/sections/company/legal/identity-section";
import { DocumentsSection } from "@/components/sections/company/legal/documents-section";

export const generateMetadata = routeMetadata("/company/legal");

/** Legal notice: publisher identity, licences, links to every legal document. */
export default async function LegalNoticePage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations({ locale: lang, namespace: "company.legal" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <IdentitySection lang={lang} region={region} />
      <DocumentsSection lang={lang} region={region} />
    </>
  );
}
