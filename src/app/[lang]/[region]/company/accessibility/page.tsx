import { getTranslations } from "next-intl/server";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { PageHero } from "@/components/sections/company/page-hero";
import { StatementSection } from "@/components/sections/company/accessibility/statement-section";

export const generateMetadata = routeMetadata("/company/accessibility");

/** Accessibility statement: WCAG 2.2 AA target, testing, reporting. */
export default async function AccessibilityPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations({ locale: lang, namespace: "company.accessibility" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <StatementSection lang={lang} region={region} />
    </>
  );
}
