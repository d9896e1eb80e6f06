"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import type { NewsPageView } from "@/lib/company/news-cards";
import { NewsListView, type NewsLoadMoreProps } from "./news-list-view";

async function fetchPage(endpoint: string, page: number): Promise<NewsPageView> {
  const response = await fetch(`${endpoint}/${page}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`news page ${page}: ${response.status}`);
  return (await response.json()) as NewsPageView;
}

function NewsList({ children, endpoint, nextPage, labels }: NewsLoadMoreProps) {
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
  // Where the next page starts in the list: once it is rendered, focus moves to its first article,
  // so keyboard and screen-reader users continue from there.
  const focusFrom = useRef<number | null>(null);
  const loadMore = async () => {
    focusFrom.current = listRef.current?.children.length ?? null;
    await query.fetchNextPage();
  };
  useEffect(() => {
    const first = focusFrom.current === null ? undefined : listRef.current?.children[focusFrom.current];
    if (!first) return;
    focusFrom.current = null;
    first.querySelector<HTMLElement>("h2 a")?.focus();
  }, [loaded.length]);
  // This loads at the first "load more": fetch the page that click asked for.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void loadMore();
  });
  const status =
    query.isFetchingNextPage || query.isFetching ? labels.loading : query.isError ? labels.error : !hasMore && query.data ? labels.end : "";
  return (
    <NewsListView
      loaded={loaded}
      labels={labels}
      status={status}
      hasMore={hasMore}
      busy={query.isFetching}
      onLoadMore={loadMore}
      listRef={listRef}
    >
      {children}
    </NewsListView>
  );
}

/** The news list once "load more" was first pressed: the next pages come from the site's JSON endpoint through TanStack Query. */
export function NewsPager(props: NewsLoadMoreProps) {
  return (
    <QueryProvider>
      <NewsList {...props} />
    </QueryProvider>
  );
}
