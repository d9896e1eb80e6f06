import { getTranslations } from "next-intl/server";
import { Rss } from "lucide-react";
import { localHref } from "@/i18n/links";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { feedUrl } from "@/lib/company/rss";
import { PageHero } from "@/components/sections/company/page-hero";
import { NewsListSection } from "@/components/sections/company/news/news-list-section";

/** The feed of the page's language is linked in the head (`<link rel="alternate" type="application/rss+xml">`). */
export const generateMetadata = routeMetadata("/company/news", async ({ lang, region }) => {
  const t = await getTranslations("company.news");
  const feed = { url: feedUrl(region, lang), title: t("feedTitle") };
  return { title: t("meta.title"), description: t("meta.description"), extra: { alternates: { types: { "application/rss+xml": [feed] } } } };
});

/** News: newest first, page 1 on the server, "load more" for the rest. */
export default async function NewsPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations({ locale: lang, namespace: "company.news" });
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")}>
        <a href={`${localHref(region, "/company/news/feed.xml")}?lang=${lang}`} className="inline-flex items-center gap-2 font-semibold text-accent hover:underline" type="application/rss+xml">
          <Rss aria-hidden className="size-4" />
          {t("feed")}
        </a>
      </PageHero>
      <NewsListSection lang={lang} region={region} />
    </>
  );
}
