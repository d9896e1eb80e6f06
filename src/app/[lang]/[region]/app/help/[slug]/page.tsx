import { helpArticle, helpSlugs } from "@/lib/app/help";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import type { Lang } from "@/config/languages";
import { ArticleView } from "./_sections/article-view";
import { RelatedArticles } from "./_sections/related-articles";

type Props = PageProps<{ slug: string }>;

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

export const generateMetadata = routeMetadata<{ slug: string }>("/app/help/[slug]", ({ slug, lang }) => article(slug, lang).data);

/** /app/help/<slug>: one help article from `content/help/<slug>/<lang>.mdx`. */
export default async function HelpArticlePage(props: Props) {
  const { lang, slug } = await pageContext(props);
  const entry = article(slug, lang);
  return (
    <>
      <ArticleView entry={entry} />
      <RelatedArticles slugs={entry.data.related} />
    </>
  );
}
