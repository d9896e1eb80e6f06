import { helpArticle, helpSlugs } from "@/lib/content/help";
import { collectionPage, type PageProps } from "@/lib/page";
import { ArticleView } from "./_sections/article-view";
import { RelatedArticles } from "./_sections/related-articles";

const page = collectionPage("/app/help/[slug]", { slugs: helpSlugs, item: helpArticle });

/** Pre-rendered for every article of content/help/; any other slug is the 404 page. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** /app/help/<slug>: one help article from `content/help/<slug>/<lang>.mdx`. */
export default async function HelpArticlePage(props: PageProps<{ slug: string }>) {
  const { item } = await page.context(props);
  return (
    <>
      <ArticleView entry={item} />
      <RelatedArticles slugs={item.data.related} />
    </>
  );
}
