import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { pageMetadata } from "@/lib/seo";
import { helpArticle, helpSlugs } from "@/lib/app/help";
import { ArticleView } from "@/components/sections/app/help/article-view";
import { RelatedArticles } from "@/components/sections/app/help/related-articles";

type Props = { params: Promise<{ lang: string; region: string; slug: string }> };

/** Every article is pre-rendered; an unknown slug is an unmatched route (localized 404, status 404). */
export const dynamicParams = false;
export function generateStaticParams() {
  return helpSlugs().map((slug) => ({ slug }));
}

/** The article; only known slugs reach this page (`dynamicParams = false`). */
function article(slug: string, lang: Lang) {
  const entry = helpArticle(slug, lang);
  if (!entry) throw new Error(`content/help/${slug}/${lang}.mdx is missing`);
  return entry;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, region, slug } = (await params) as { lang: Lang; region: RegionId; slug: string };
  const { title, description } = article(slug, lang).data;
  return pageMetadata({ lang, region, path: `/app/help/${slug}`, title, description });
}

/** /app/help/<slug>: one help article from `content/help/<slug>/<lang>.mdx`. */
export default async function HelpArticlePage({ params }: Props) {
  const { lang, region, slug } = (await params) as { lang: Lang; region: RegionId; slug: string };
  setRequestLocale(lang);
  article(slug, lang);
  return (
    <>
      <ArticleView lang={lang} region={region} slug={slug} />
      <RelatedArticles lang={lang} region={region} slug={slug} />
    </>
  );
}
