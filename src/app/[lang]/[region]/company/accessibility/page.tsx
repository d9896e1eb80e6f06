import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StatementSection } from "./_sections/statement-section";

export const generateMetadata = routeMetadata("/company/accessibility");

/** Accessibility statement: WCAG 2.2 AA target, testing, reporting. */
export default async function AccessibilityPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/accessibility");
  return (
    <>
      <Hero title={t("title")} lead={t("lead")} />
      <StatementSection />
    </>
  );
}
