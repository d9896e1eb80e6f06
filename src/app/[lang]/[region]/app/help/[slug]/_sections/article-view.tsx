import { getTranslations } from "next-intl/server";
import { regionHome } from "@/i18n/links";
import { getRegion, regionHref } from "@/i18n/region";
import { getFormat } from "@/i18n/format-server";
import { renderMdx, type Entry } from "@/lib/content/collection";
import type { HelpArticle } from "@/lib/content/help";
import { mdxComponents } from "@/components/content/mdx-components";
import { Badge } from "@/components/ui/badge";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { topicLabels } from "@/lib/app/topic-labels";
import { pageTranslations } from "@/lib/page";

/** A help article: breadcrumbs, title, topic and review date, then the MDX body. */
export async function ArticleView({ entry }: { entry: Entry<HelpArticle> }) {
  // The breadcrumbs name the section's home and the help centre as the rest of the section does.
  const t = await pageTranslations("/app/help/[slug]");
  const common = await getTranslations("app.common");
  const help = await pageTranslations("/app/help", "hero");
  const topics = await topicLabels();
  const format = await getFormat();
  const region = getRegion();
  return (
    <article aria-labelledby="page-title" className="py-10 md:py-14">
      <Container>
        <div className="max-w-3xl">
          <Breadcrumbs
            label={common("breadcrumbLabel")}
            items={[
              { label: common("home"), href: regionHome(region) },
              { label: help("eyebrow"), href: regionHref("/app/help") },
              { label: entry.data.title },
            ]}
          />
          <Badge tone="neutral" className="mt-8">
            {topics[entry.data.topic]}
          </Badge>
          <h1 id="page-title" className="mt-4 text-3xl font-extrabold tracking-tight text-balance md:text-5xl">
            {entry.data.title}
          </h1>
          <p className="text-ink-muted mt-4 text-lg">{entry.data.description}</p>
          <p className="text-ink-muted mt-4 text-sm">
            {t("updated")}{" "}
            <time dateTime={entry.data.updated.toISOString().slice(0, 10)}>{format.dateTime(entry.data.updated, "day")}</time>
          </p>
          <div className="border-line mt-8 border-t pt-2">{await renderMdx(entry.body, mdxComponents(region))}</div>
        </div>
      </Container>
    </article>
  );
}
