import { getTranslations, setRequestLocale } from "next-intl/server";
import { companyMetadata, pageParams, type PageParams } from "@/lib/company/metadata";
import { PageHero } from "@/components/sections/company/page-hero";
import { StatementSection } from "@/components/sections/company/accessibility/statement-section";

export const generateMetadata = companyMetadata("accessibility", "/company/accessibility");

/** Accessibility statement: WCAG 2.2 AA target, testing, reporting. */
export default async function AccessibilityPage({ params }: PageParams) {
  const { lang, region } = await pageParams(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: "company.accessibility" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <StatementSection lang={lang} region={region} />
    </>
  );
}
