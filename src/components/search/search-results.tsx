import Link from "next/link";
import type { SearchHit } from "@/lib/search/types";
import { Snippet } from "./snippet";

/** The results page's list: title (a link), section, snippet with the match marked. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="divide-line mt-6 divide-y" data-testid="search-results">
      {hits.map((hit) => (
        <li key={hit.id} className="py-5">
          <p className="text-ink-muted text-sm font-semibold">{hit.section}</p>
          <h3 className="mt-1 text-lg font-bold">
            <Link href={hit.href} prefetch={false} className="text-accent underline-offset-4 hover:underline">
              {hit.title}
            </Link>
          </h3>
          <p className="text-ink-muted mt-1">
            <Snippet parts={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}
