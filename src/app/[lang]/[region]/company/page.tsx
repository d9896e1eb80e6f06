import Link from "next/link";
import { regionHref } from "@/i18n/region";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Button } from "@/components/ui/button";
import { Hero } from "@/components/sections/shared/hero";
import { Cta } from "@/components/sections/shared/cta";
import { MissionSection } from "./_sections/mission-section";
import { FiguresSection } from "./_sections/figures-section";
import { MilestonesSection } from "./_sections/milestones-section";
import { ValuesSection } from "./_sections/values-section";
import { LeadershipSection } from "./_sections/leadership-section";
import { OfficesSection } from "./_sections/offices-section";

export const generateMetadata = routeMetadata("/company");

/** About: mission, problem, figures, milestones, values, leadership, offices, then where to go next. */
export default async function AboutPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/company");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <MissionSection />
      <FiguresSection />
      <MilestonesSection />
      <ValuesSection />
      <LeadershipSection />
      <OfficesSection />
      <Cta
        tone="plain"
        title={t("cta.title")}
        body={t("cta.body")}
        titleId="about-cta-title"
        actions={
          <>
            <Button asChild variant="gold" size="lg">
              <Link href={regionHref("/company/career")} prefetch={false}>
                {t("cta.career")}
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href={regionHref("/company/news")} prefetch={false}>
                {t("cta.news")}
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
