import Link from "next/link";
import type { NewsCardView } from "@/lib/company/news-cards";

/** One article in the news list (rendered on the server for page 1, in the browser for the next pages). */
export function NewsCard({ item, readMore }: { item: NewsCardView; readMore: string }) {
  return (
    <article className="border-line bg-surface flex h-full flex-col rounded-3xl border p-6 shadow-sm" aria-labelledby={`news-${item.slug}`}>
      <p className="text-ink-muted flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100 rounded-full px-3 py-1 text-xs font-semibold">
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
      <p className="text-ink-muted mt-3 flex-1">{item.summary}</p>
      <Link
        href={item.href}
        prefetch={false}
        className="text-accent mt-5 font-semibold hover:underline"
        aria-describedby={`news-${item.slug}`}
      >
        {readMore}
      </Link>
    </article>
  );
}
