import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { WhyWorkSection } from "./_sections/why-section";
import { PositionsSection } from "./_sections/positions-section";
import { ApplySection } from "./_sections/apply-section";

export const generateMetadata = routeMetadata("/company/career");

/** Careers: why work here, open positions, how to apply. */
export default async function CareerPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company/career", "hero");
  return (
    <>
      <Hero title={t("title")} lead={t("lead")} />
      <PositionsSection />
      <WhyWorkSection />
      <ApplySection />
    </>
  );
}
