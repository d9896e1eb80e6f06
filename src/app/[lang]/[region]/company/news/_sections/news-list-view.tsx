import type { ReactNode, RefObject } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import type { NewsPageView } from "@/lib/company/news-cards";
import { NewsCard } from "./news-card";

export type NewsListLabels = { loadMore: string; loading: string; error: string; end: string; readMore: string; list: string };

/** The list as the section hands it over: page 1 rendered (`children`), where to fetch the next pages, and the labels. Read by the list and by its lazily loaded pager. */
export type NewsLoadMoreProps = { children: ReactNode; endpoint: string; nextPage: number | null; labels: NewsListLabels };

/**
 * The news list's markup: page 1 from the server (`children`), the pages
 * loaded since, a status line and the "load more" button (hidden without
 * JavaScript, where the section lists the other articles as links instead).
 */
export function NewsListView({
  children,
  loaded,
  labels,
  status,
  hasMore,
  busy,
  onLoadMore,
  listRef,
}: {
  children: ReactNode;
  loaded: NewsPageView["items"];
  labels: NewsListLabels;
  status: string;
  hasMore: boolean;
  busy: boolean;
  onLoadMore: () => void;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
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
        <p role="status" className="text-ink-muted">
          {status}
        </p>
        {hasMore ? (
          <button
            type="button"
            className={buttonClasses({ variant: "outline", size: "lg" })}
            onClick={onLoadMore}
            disabled={busy}
            aria-busy={busy}
          >
            {labels.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
