import Link from "next/link";
import type { NewsArticle, WithContext } from "schema-dts";
import { getLocale } from "next-intl/server";
import { ArrowLeft } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { getFormat } from "@/i18n/format-server";
import { getRegion, regionHref } from "@/i18n/region";
import { alternateLinks } from "@/lib/seo";
import { ogImagePath } from "@/lib/og/paths";
import type { Lang } from "@/config/languages";
import { renderMdx } from "@/lib/content/collection";
import { readingMinutes, type NewsEntry } from "@/lib/content/news";
import { mdxComponents } from "@/components/content/mdx-components";
import { Container } from "@/components/ui/container";
import { Badge } from "@/components/ui/badge";
import { JsonLd } from "@/components/sections/company/json-ld";
import { Prose } from "@/components/sections/company/prose";
import { ShareLinks } from "./share-links";
import { pageMessages, pageTranslations } from "@/lib/page";

/** A news article: header (category, date, reading time), body, share links, Article structured data. */
export async function ArticleView({ article }: { article: NewsEntry }) {
  const t = await pageTranslations("/company/news/[slug]");
  const news = await pageTranslations("/company/news");
  const { categories } = await pageMessages("/company/news");
  const format = await getFormat();
  const lang = await getLocale();
  const region = getRegion();
  const { title, summary, date, category } = article.data;
  const url = alternateLinks(region, `/company/news/${article.slug}`, lang).canonical;
  // Typed with schema-dts. The image is the article's own share image; the publisher's logo a PNG
  // (search engines do not take an SVG logo).
  const structured: WithContext<NewsArticle> = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: title,
    description: summary,
    datePublished: date,
    dateModified: date,
    inLanguage: lang,
    mainEntityOfPage: url,
    url,
    author: { "@type": "Organization", name: site.name, url: site.url },
    image: `${site.url}${ogImagePath(lang as Lang, region, `/company/news/${article.slug}`)}`,
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: site.url,
      logo: { "@type": "ImageObject", url: `${site.url}/apple-icon` },
    },
  };
  return (
    <article aria-labelledby="page-title">
      <JsonLd data={structured} />
      <header className="from-brand-50 to-surface dark:from-brand-950 dark:to-surface bg-linear-to-b">
        <Container className="py-12 md:py-16">
          <Link
            href={regionHref("/company/news")}
            prefetch={false}
            className="text-accent inline-flex items-center gap-2 text-sm font-semibold hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("back")}
          </Link>
          <p className="text-ink-muted mt-6 flex flex-wrap items-center gap-3 text-sm">
            <Badge>{categories[category]}</Badge>
            <span>
              {t("published")} <time dateTime={date}>{format.dateTime(new Date(`${date}T00:00:00Z`), "day")}</time>
            </span>
            <span aria-hidden>·</span>
            <span>{news("readingTime", { minutes: readingMinutes(article.body) })}</span>
          </p>
          <h1 id="page-title" className="mt-4 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="text-ink-muted mt-5 max-w-3xl text-lg md:text-xl">{summary}</p>
        </Container>
      </header>
      <Container className="py-10 md:py-14">
        <Prose>{await renderMdx(article.body, mdxComponents(region))}</Prose>
        <ShareLinks url={url} title={title} />
      </Container>
    </article>
  );
}
