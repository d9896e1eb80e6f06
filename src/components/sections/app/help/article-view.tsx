import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref, regionHome } from "@/i18n/links";
import { renderMdx } from "@/lib/content/collection";
import { mdxComponents } from "@/components/content/mdx-components";
import { appMessages } from "@/lib/app/page";
import { helpArticle } from "@/lib/app/help";
import { formatLocale } from "@/i18n/format";
import { Badge } from "@/components/ui/badge";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";

/** A help article: breadcrumbs, title, topic and review date, then the MDX body. */
export async function ArticleView({ lang, region, slug }: { lang: Lang; region: RegionId; slug: string }) {
  const entry = helpArticle(slug, lang)!;
  const { common, help, article } = await appMessages(lang);
  const updated = new Intl.DateTimeFormat(formatLocale(lang, region), { dateStyle: "long", timeZone: "UTC" }).format(entry.data.updated);
  return (
    <article aria-labelledby="page-title" className="py-10 md:py-14">
      <Container>
        <div className="max-w-3xl">
          <Breadcrumbs
            label={common.breadcrumbLabel}
            items={[
              { label: common.home, href: regionHome(region) },
              { label: help.hero.eyebrow, href: localHref(region, "/app/help") },
              { label: entry.data.title },
            ]}
          />
          <Badge tone="neutral" className="mt-8">
            {article.topics[entry.data.topic]}
          </Badge>
          <h1 id="page-title" className="mt-4 text-3xl font-extrabold tracking-tight text-balance md:text-5xl">
            {entry.data.title}
          </h1>
          <p className="text-ink-muted mt-4 text-lg">{entry.data.description}</p>
          <p className="text-ink-muted mt-4 text-sm">
            {article.updated} <time dateTime={entry.data.updated.toISOString().slice(0, 10)}>{updated}</time>
          </p>
          <div className="border-line mt-8 border-t pt-2">{await renderMdx(entry.body, mdxComponents(region))}</div>
        </div>
      </Container>
    </article>
  );
}
