import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { pageMetadata } from "@/lib/seo";
import { newsArticle, newsSlugs } from "@/lib/content/news";
import { ArticleView } from "@/components/sections/company/news/article-view";

type Props = { params: Promise<{ lang: string; region: string; slug: string }> };

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

async function load(params: Props["params"]) {
  const { lang, region, slug } = (await params) as { lang: Lang; region: RegionId; slug: string };
  const article = newsArticle(slug, lang);
  // `dynamicParams = false` makes unknown slugs unmatched routes when the page is pre-rendered; while
  // the site renders on demand (see the build output), Next still calls the page, so answer the 404 here.
  if (!article) notFound();
  return { lang, region, article };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, region, article } = await load(params);
  const base = pageMetadata({ lang, region, path: `/company/news/${article.slug}`, title: article.data.title, description: article.data.summary });
  return { ...base, openGraph: { ...base.openGraph, type: "article", publishedTime: article.data.date } };
}

/** A news article. */
export default async function NewsArticlePage({ params }: Props) {
  const { lang, region, article } = await load(params);
  setRequestLocale(lang);
  return <ArticleView lang={lang} region={region} article={article} />;
}
