import Link from "next/link";
import type { NewsCardView } from "@/lib/company/news-cards";

/** One article in the news list (rendered on the server for page 1, in the browser for the next pages). */
export function NewsCard({ item, readMore }: { item: NewsCardView; readMore: string }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-line bg-surface p-6 shadow-sm" aria-labelledby={`news-${item.slug}`}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {item.categoryLabel}
        </span>
        <time dateTime={item.date}>{item.dateLabel}</time>
        <span aria-hidden>·</span>
        <span>{item.readingLabel}</span>
      </p>
      <h2 id={`news-${item.slug}`} className="mt-4 text-xl font-bold text-balance">
        <Link href={item.href} prefetch={false} className="hover:underline">
          {item.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-ink-muted">{item.summary}</p>
      <Link href={item.href} prefetch={false} className="mt-5 font-semibold text-accent hover:underline" aria-describedby={`news-${item.slug}`}>
        {readMore}
      </Link>
    </article>
  );
}
