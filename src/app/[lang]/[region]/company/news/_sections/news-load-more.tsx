"use client";

import { useState, type ComponentType } from "react";
import { NewsListView, type NewsLoadMoreProps } from "./news-list-view";

const loadPager = () => import("./news-pager");

/**
 * The news list with "load more". Until the button is first pressed the page
 * carries only this list; the pager (TanStack Query and the fetching) loads
 * then, takes the list's place and fetches the page that was asked for.
 */
export function NewsLoadMore(props: NewsLoadMoreProps) {
  const [Pager, setPager] = useState<ComponentType<NewsLoadMoreProps> | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  if (Pager) return <Pager {...props} />;
  const { children, nextPage, labels } = props;
  const loadMore = () => {
    setState("loading");
    loadPager().then(
      (module) => setPager(() => module.NewsPager),
      () => setState("error"),
    );
  };
  return (
    <NewsListView
      loaded={[]}
      labels={labels}
      status={state === "loading" ? labels.loading : state === "error" ? labels.error : ""}
      hasMore={nextPage !== null}
      busy={state === "loading"}
      onLoadMore={loadMore}
    >
      {children}
    </NewsListView>
  );
}
