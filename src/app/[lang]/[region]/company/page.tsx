import { getTranslations } from "next-intl/server";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { PageHero } from "@/components/sections/company/page-hero";
import { MissionSection } from "@/components/sections/company/about/mission-section";
import { FiguresSection } from "@/components/sections/company/about/figures-section";
import { MilestonesSection } from "@/components/sections/company/about/milestones-section";
import { ValuesSection } from "@/components/sections/company/about/values-section";
import { LeadershipSection } from "@/components/sections/company/about/leadership-section";
import { OfficesSection } from "@/components/sections/company/about/offices-section";
import { AboutCtaSection } from "@/components/sections/company/about/about-cta-section";

export const generateMetadata = routeMetadata("/company");

/** About: mission, problem, figures, milestones, values, leadership, offices. */
export default async function AboutPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations({ locale: lang, namespace: "company.about.hero" });
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <MissionSection lang={lang} />
      <FiguresSection lang={lang} region={region} />
      <MilestonesSection lang={lang} />
      <ValuesSection lang={lang} />
      <LeadershipSection lang={lang} />
      <OfficesSection lang={lang} />
      <AboutCtaSection lang={lang} region={region} />
    </>
  );
}
