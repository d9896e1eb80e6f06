import { getLocale } from "next-intl/server";
import { getRegion, regionHref } from "@/i18n/region";
import { newsPageView } from "@/lib/company/news-cards";
import { Container } from "@/components/ui/container";
import { NewsCard } from "./news-card";
import { NewsLoadMore } from "./news-load-more";
import { pageTranslations } from "@/lib/page";

/** Page 1 of the news in the server HTML; "load more" fetches the next pages. */
export async function NewsListSection() {
  const t = await pageTranslations("/company/news");
  const lang = await getLocale();
  const region = getRegion();
  const first = await newsPageView(lang, region, 1);
  // Without JavaScript "load more" cannot run: the other articles are listed as plain links instead.
  const rest = (
    await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => newsPageView(lang, region, index + 2)))
  ).flatMap((page) => page.items);
  const labels = {
    loadMore: t("loadMore"),
    loading: t("loading"),
    error: t("error"),
    end: t("end"),
    readMore: t("readMore"),
    list: t("listLabel"),
  };
  return (
    <section aria-label={t("listLabel")} className="py-12 md:py-16">
      <Container>
        <NewsLoadMore endpoint={regionHref("/company/news/page")} nextPage={first.nextPage} labels={labels}>
          {first.items.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} readMore={t("readMore")} />
            </li>
          ))}
        </NewsLoadMore>
        {rest.length ? (
          <noscript>
            <ul className="mt-10 space-y-3">
              {rest.map((item) => (
                <li key={item.slug}>
                  <a href={item.href} className="text-accent font-semibold hover:underline">
                    {item.title}
                  </a>{" "}
                  <span className="text-ink-muted">({item.dateLabel})</span>
                </li>
              ))}
            </ul>
          </noscript>
        ) : null}
      </Container>
    </section>
  );
}
