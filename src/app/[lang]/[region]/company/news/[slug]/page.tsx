import { newsArticle, newsSlugs } from "@/lib/content/news";
import { collectionPage, type PageProps } from "@/lib/page";
import { ArticleView } from "./_sections/article-view";

const page = collectionPage("/company/news/[slug]", { slugs: newsSlugs, item: newsArticle });

/** Pre-rendered for every article of content/news/; any other slug is the 404 page. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** A news article. */
export default async function NewsArticlePage(props: PageProps<{ slug: string }>) {
  const { item } = await page.context(props);
  return <ArticleView article={item} />;
}
