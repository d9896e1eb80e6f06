import { pageMessages, pageTranslations } from "@/lib/page";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { formatterFor } from "@/i18n/format";
import { localHref } from "@/i18n/links";
import { newsPage } from "@/lib/content/news";

/** An article as the list shows it: every label already in the page's language. */
export type NewsCardView = {
  slug: string;
  href: string;
  title: string;
  summary: string;
  date: string;
  dateLabel: string;
  categoryLabel: string;
  readingLabel: string;
};

/** The body of `/company/news/page/<n>`: one page of cards and the next page number (null at the end). */
export type NewsPageView = { page: number; pageCount: number; total: number; nextPage: number | null; items: NewsCardView[] };

/**
 * One page of the news list, formatted for a language and region. Language and
 * region are arguments, not context: the JSON route handler calls this too, and
 * route handlers have no request locale or region (only pages and layouts do).
 */
export async function newsPageView(lang: Lang, region: RegionId, page: number): Promise<NewsPageView> {
  const t = await pageTranslations("/company/news", { locale: lang });
  const { categories } = await pageMessages("/company/news", { locale: lang });
  const format = formatterFor(lang, region);
  const { items, ...rest } = newsPage(lang, page);
  return {
    page: rest.page,
    pageCount: rest.pageCount,
    total: rest.total,
    nextPage: rest.nextPage,
    items: items.map((item) => ({
      slug: item.slug,
      href: localHref(region, `/company/news/${item.slug}`),
      title: item.title,
      summary: item.summary,
      date: item.date,
      dateLabel: format.dateTime(new Date(`${item.date}T00:00:00Z`), "day"),
      categoryLabel: categories[item.category],
      readingLabel: t("readingTime", { minutes: item.readingMinutes }),
    })),
  };
}
