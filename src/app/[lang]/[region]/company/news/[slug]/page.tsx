import { notFound } from "next/navigation";
import type { Lang } from "@/config/languages";
import { newsArticle, newsSlugs } from "@/lib/content/news";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { ArticleView } from "./_sections/article-view";

type Props = PageProps<{ slug: string }>;

/**
 * Unknown slugs are unmatched routes: the localized 404 without header and footer.
 * `force-static` keeps this route pre-rendered (with the slugs of `generateStaticParams`)
 * even though the root 404 reads request headers, which otherwise makes every page dynamic
 * and lets Next call the page with any slug.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return newsSlugs().map((slug) => ({ slug }));
}

function load(slug: string, lang: Lang) {
  const article = newsArticle(slug, lang);
  // `dynamicParams = false` makes unknown slugs unmatched routes when the page is pre-rendered; while
  // the site renders on demand (see the build output), Next still calls the page, so answer the 404 here.
  if (!article) notFound();
  return article;
}

export const generateMetadata = routeMetadata<{ slug: string }>("/company/news/[slug]", ({ slug, lang }) => {
  const { title, summary, date } = load(slug, lang).data;
  return { title, description: summary, extra: { openGraph: { type: "article", publishedTime: date } } };
});

/** A news article. */
export default async function NewsArticlePage(props: Props) {
  const { lang, slug } = await pageContext(props);
  return <ArticleView article={load(slug, lang)} />;
}
