import Link from "next/link";
import { ArrowRight } from "@/components/icons/lucide";
import { getLocale } from "next-intl/server";
import type { Lang } from "@/config/languages";
import { regionHref } from "@/i18n/region";
import { helpArticles } from "@/lib/content/help";
import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { topicLabels } from "@/lib/app/topic-labels";
import { pageTranslations } from "@/lib/page";
import { withColon } from "@/i18n/typography";

/** Cards linking to every help article (from `content/help`). */
export async function ArticleList() {
  const lang = (await getLocale()) as Lang;
  const t = await pageTranslations("/app/help", "articles");
  const topics = await topicLabels();
  return (
    <Section title={t("title")} titleId="articles-title">
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {helpArticles(lang).map((entry) => (
          <li key={entry.slug} className="border-line bg-surface flex flex-col rounded-3xl border p-6">
            <Badge tone="neutral" className="self-start">
              {topics[entry.data.topic]}
            </Badge>
            <h3 className="mt-4 text-lg font-bold">{entry.data.title}</h3>
            <p className="text-ink-muted mt-2 flex-1">{entry.data.description}</p>
            <Link
              href={regionHref(`/app/help/${entry.slug}`)}
              prefetch={false}
              className="text-accent mt-5 inline-flex items-center gap-2 font-semibold underline-offset-2 hover:underline"
            >
              {t("read")}
              <span className="sr-only">{withColon("", lang)} {entry.data.title}</span>
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
