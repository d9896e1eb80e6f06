import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { SitemapSection } from "./_sections/sitemap-section";

export const generateMetadata = routeMetadata("/sitemap");

/** The HTML site map: every page of the current region, grouped by section. */
export default async function SitemapPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/sitemap");
  return (
    <>
      <Hero title={t("title")} lead={t("lead")} />
      <SitemapSection />
    </>
  );
}
