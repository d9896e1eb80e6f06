import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import type { Messages } from "@/i18n/messages";
import { Hero } from "@/components/sections/shared/hero";
import { Faq } from "@/components/sections/shared/faq";
import { ArticleList } from "./_sections/article-list";
import { SupportBlock } from "./_sections/support-block";

export const generateMetadata = routeMetadata("/app/help");

/** The FAQ topics in page order (each also anchors `#faq-<topic>`); a topic missing from the messages fails tsc. */
const faqTopics = [
  "account",
  "verification",
  "topup",
  "voucher",
  "bills",
  "credit",
  "security",
  "deletion",
] as const satisfies readonly (keyof Messages["app"]["help"]["faq"]["topics"])[];

/** /app/help: guides, the FAQ by topic (with FAQPage structured data), support. */
export default async function HelpPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/help");
  const { topics } = (await pageMessages("/app/help")).faq;
  const groups = faqTopics.map((id) => ({ id, title: topics[id].title, items: topics[id].items }));
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <ArticleList />
      <Faq title={t("faq.title")} titleId="faq-title" groups={groups} tone="muted" structuredData />
      <SupportBlock />
    </>
  );
}
