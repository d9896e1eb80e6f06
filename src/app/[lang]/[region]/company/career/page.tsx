import { getTranslations } from "next-intl/server";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { PageHero } from "@/components/sections/company/page-hero";
import { WhyWorkSection } from "@/components/sections/company/career/why-section";
import { PositionsSection } from "@/components/sections/company/career/positions-section";
import { ApplySection } from "@/components/sections/company/career/apply-section";

export const generateMetadata = routeMetadata("/company/career");

/** Careers: why work here, open positions, how to apply. */
export default async function CareerPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations({ locale: lang, namespace: "company.career.hero" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <PositionsSection lang={lang} region={region} />
      <WhyWorkSection lang={lang} />
      <ApplySection lang={lang} />
    </>
  );
}
