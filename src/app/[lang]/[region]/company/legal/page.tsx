import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { IdentitySection } from "./_sections/identity-section";
import { DocumentsSection } from "./_sections/documents-section";

export const generateMetadata = routeMetadata("/company/legal");

/** Legal notice: publisher identity, licences, links to every legal document. */
export default async function LegalNoticePage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/legal");
  return (
    <>
      <Hero title={t("title")} lead={t("lead")} />
      <IdentitySection />
      <DocumentsSection />
    </>
  );
}
