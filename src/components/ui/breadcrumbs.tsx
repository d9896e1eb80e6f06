import Link from "next/link";
import { ChevronRight } from "@/components/icons/lucide";
import { cn } from "@/lib/cn";

export type Crumb = { label: string; href?: string };

/** A trail of links to the current page; the last item is the page itself (`aria-current`). */
export function Breadcrumbs({ label, items, className }: { label: string; items: Crumb[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn("text-sm", className)}>
      <ol className="text-ink-muted flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" /> : null}
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} prefetch={false} className="text-accent font-medium underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink font-medium">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
