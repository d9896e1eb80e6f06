import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { ArticleList } from "@/components/sections/app/help/article-list";
import { FaqSection } from "@/components/sections/app/help/faq-section";
import { SupportBlock } from "@/components/sections/app/help/support-block";

export const generateMetadata = routeMetadata("/app/help");

/** /app/help: guides, the FAQ by topic (with FAQPage structured data), support. */
export default async function HelpPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.help.hero} cta={false} />
      <ArticleList lang={lang} region={region} />
      <FaqSection lang={lang} />
      <SupportBlock lang={lang} />
    </>
  );
}
