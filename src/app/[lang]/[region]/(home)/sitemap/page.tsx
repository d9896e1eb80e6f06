import { getTranslations, setRequestLocale } from "next-intl/server";
import { companyMetadata, pageParams, type PageParams } from "@/lib/company/metadata";
import { PageHero } from "@/components/sections/company/page-hero";
import { SitemapSection } from "@/components/sections/sitemap/sitemap-section";

export const generateMetadata = companyMetadata("sitemap", "/sitemap");

/** The HTML site map: every page of the current region, grouped by section. */
export default async function SitemapPage({ params }: PageParams) {
  const { lang, region } = await pageParams(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: "company.sitemap" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <SitemapSection lang={lang} region={region} />
    </>
  );
}
