import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { searchPath } from "@/config/routes";
import { regionHref } from "@/i18n/region";
import { pageContext, type PageProps } from "@/lib/page";
import { cleanQuery, MAX_QUERY_LENGTH } from "@/lib/search/engine";
import { serverSearcher } from "@/lib/search/server";
import { Container } from "@/components/ui/container";
import { SearchResults } from "@/components/search/search-results";
import { SiteSearch } from "@/components/search/site-search";
import { searchLabels } from "@/components/search/search-labels";

type SearchProps = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The search results page, `/search?q=` in every region: rendered on the
 * server per request (it works without JavaScript), never indexed, never in
 * the sitemap. The query is read once, cleaned and capped (`cleanQuery`),
 * shown only through React's escaping, and never logged.
 */
export async function generateMetadata(props: SearchProps): Promise<Metadata> {
  await pageContext(props);
  const t = await getTranslations("search");
  // The title never carries the query: it would reach the browser's history, analytics and shared links' previews.
  return { title: { absolute: `${t("meta.title")} | ${site.name}` }, description: t("meta.description"), robots: { index: false, follow: true } };
}

export default async function SearchPage(props: SearchProps) {
  const { lang, region } = await pageContext(props);
  const t = await getTranslations("search");
  const raw = (await props.searchParams).q;
  const query = cleanQuery(raw);
  const rawLength = typeof raw === "string" ? raw.length : Array.isArray(raw) ? (raw[0]?.length ?? 0) : 0;
  const hits = query ? (await serverSearcher(lang, region))(query) : [];
  return (
    <Container className="py-10 md:py-14">
      <h1 id="page-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">{t("title")}</h1>
      <p className="text-ink-muted mt-3 max-w-3xl text-lg">{t("lead")}</p>
      <div className="mt-8 max-w-3xl">
        <SiteSearch variant="page" lang={lang} region={region} action={regionHref(searchPath)} labels={await searchLabels()} defaultQuery={query} />
      </div>
      <section aria-labelledby="search-results-title" className="mt-10 max-w-3xl">
        {query ? (
          <>
            <h2 id="search-results-title" className="text-xl font-bold">{t("resultsFor", { query })}</h2>
            <p className="text-ink-muted mt-1" data-testid="search-count">{t("count", { count: hits.length })}</p>
            {rawLength > MAX_QUERY_LENGTH ? <p className="mt-2 text-sm font-semibold">{t("tooLong", { max: MAX_QUERY_LENGTH })}</p> : null}
            {hits.length ? (
              <SearchResults hits={hits} />
            ) : (
              <p className="mt-6">
                {t("noResults", { query })} <Link href={regionHref("/sitemap")} className="text-accent font-semibold underline">{t("sitemap")}</Link>
              </p>
            )}
          </>
        ) : (
          <>
            <h2 id="search-results-title" className="sr-only">{t("title")}</h2>
            <p>{t("empty")}</p>
          </>
        )}
      </section>
    </Container>
  );
}
