import { cn } from "@/lib/cn";

export type TocEntry = { id: string; text: string; level: 2 | 3 };

/** A table of contents: in-page links to a document's headings, in a labelled navigation landmark. */
export function Toc({ title, entries, className }: { title: string; entries: readonly TocEntry[]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className={cn("rounded-3xl border border-line p-5", className)}>
      <h2 id="toc-title" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "ps-4" : undefined}>
            <a href={`#${entry.id}`} className="text-ink hover:text-accent hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
