import { getTranslations } from "next-intl/server";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { PageHero } from "@/components/sections/company/page-hero";
import { SitemapSection } from "@/components/sections/company/sitemap/sitemap-section";

export const generateMetadata = routeMetadata("/sitemap");

/** The HTML site map: every page of the current region, grouped by section. */
export default async function SitemapPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations({ locale: lang, namespace: "company.sitemap" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <SitemapSection lang={lang} region={region} />
    </>
  );
}
