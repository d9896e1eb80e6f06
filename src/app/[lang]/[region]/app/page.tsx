import Link from "next/link";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { regionHref } from "@/i18n/region";
import { Button } from "@/components/ui/button";
import { Hero } from "@/components/sections/shared/hero";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { FeatureTiles } from "./_sections/feature-tiles";
import { HeroIllustration } from "@/components/sections/shared/hero-illustration";

export const generateMetadata = routeMetadata("/app");

/** /app: what the app does, a tile per feature page, and the download call to action. */
export default async function AppOverviewPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app");
  const overview = await pageMessages("/app");
  return (
    <>
      <Hero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        aside={<HeroIllustration />}
        actions={
          <>
            <DownloadButton />
            <Button asChild variant="outline" size="lg">
              <Link href={regionHref("/app/pricing")} prefetch={false}>
                {t("hero.secondary")}
              </Link>
            </Button>
          </>
        }
      />
      <FeatureTiles />
      <FeatureGrid title={t("why.title")} titleId="why-title" items={overview.why.items} tone="muted" />
      <DownloadCta />
    </>
  );
}
