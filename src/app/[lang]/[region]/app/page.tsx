import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { FeatureTiles } from "@/components/sections/app/feature-tiles";
import { OverviewPricingLink } from "@/components/sections/app/overview-hero-actions";
import { HeroIllustration } from "@/components/sections/home/hero-illustration";

export const generateMetadata = routeMetadata("/app");

/** /app: what the app does, a tile per feature page, and the download call to action. */
export default async function AppOverviewPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero
        lang={lang}
        region={region}
        pick={(m) => m.overview.hero}
        actions={<OverviewPricingLink lang={lang} region={region} />}
        aside={<HeroIllustration />}
      />
      <FeatureTiles lang={lang} region={region} />
      <FeatureGrid lang={lang} pick={(m) => m.overview.why} id="why-title" tone="muted" />
      <AppCta lang={lang} region={region} />
    </>
  );
}
