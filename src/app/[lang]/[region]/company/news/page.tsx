import { Rss } from "@/components/icons/lucide";
import { regionHref } from "@/i18n/region";
import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { feedUrl } from "@/lib/company/rss";
import { Hero } from "@/components/sections/shared/hero";
import { NewsListSection } from "./_sections/news-list-section";

/** The feed of the page's language is linked in the head (`<link rel="alternate" type="application/rss+xml">`). */
export const generateMetadata = routeMetadata("/company/news", async ({ lang, region }) => {
  const t = await pageTranslations("/company/news");
  return { alternates: { types: { "application/rss+xml": [{ url: feedUrl(region, lang), title: t("feedTitle") }] } } };
});

/** News: newest first, page 1 on the server, "load more" for the rest. */
export default async function NewsPage(props: PageProps) {
  const { lang } = await pageContext(props);
  const t = await pageTranslations("/company/news");
  return (
    <>
      <Hero
        title={t("title")}
        lead={t("lead")}
        actions={
          // The feed URL names the language (`?lang=`): the same URL serves every language.
          <a
            href={`${regionHref("/company/news/feed.xml")}?lang=${lang}`}
            className="text-accent inline-flex items-center gap-2 font-semibold hover:underline"
            type="application/rss+xml"
          >
            <Rss aria-hidden className="size-4" />
            {t("feed")}
          </a>
        }
      />
      <NewsListSection />
    </>
  );
}
