"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { Button } from "@/components/ui/button";
import type { NewsPageView } from "@/lib/company/news-cards";
import { NewsCard } from "./news-card";

type Labels = { loadMore: string; loading: string; error: string; end: string; readMore: string; list: string };
type Props = { children: ReactNode; endpoint: string; nextPage: number | null; labels: Labels };

async function fetchPage(endpoint: string, page: number): Promise<NewsPageView> {
  const response = await fetch(`${endpoint}/${page}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`news page ${page}: ${response.status}`);
  return (await response.json()) as NewsPageView;
}

function NewsList({ children, endpoint, nextPage, labels }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const query = useInfiniteQuery({
    queryKey: ["company-news", endpoint],
    queryFn: ({ pageParam }) => fetchPage(endpoint, pageParam),
    initialPageParam: nextPage ?? 2,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // Page 1 is in the server HTML; the next pages load only when asked for.
    enabled: false,
  });
  const loaded = query.data?.pages.flatMap((page) => page.items) ?? [];
  const hasMore = query.data ? query.hasNextPage : nextPage !== null;
  const loadMore = async () => {
    const before = listRef.current?.children.length ?? 0;
    const result = await query.fetchNextPage();
    if (result.isSuccess) {
      // Move focus to the first new article so keyboard and screen-reader users continue from there.
      (listRef.current?.children[before]?.querySelector("h2 a") as HTMLElement | null)?.focus();
    }
  };
  const status = query.isFetchingNextPage || query.isFetching ? labels.loading : query.isError ? labels.error : !hasMore && query.data ? labels.end : "";

  return (
    <>
      <ul ref={listRef} aria-label={labels.list} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {children}
        {loaded.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} readMore={labels.readMore} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 [html:not([data-js])_&]:hidden">
        <p role="status" className="text-ink-muted">{status}</p>
        {hasMore ? (
          <Button type="button" variant="outline" size="lg" onClick={loadMore} disabled={query.isFetching} aria-busy={query.isFetching}>
            {labels.loadMore}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** The news list with "load more": the next pages come from the site's JSON endpoint through TanStack Query. */
export function NewsLoadMore(props: Props) {
  return (
    <QueryProvider>
      <NewsList {...props} />
    </QueryProvider>
  );
}
