import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type StepItem = { title: ReactNode; body?: ReactNode };

/** A numbered sequence of steps (an ordered list, so the order is announced). */
export function Steps({ items, className, headingLevel = 3 }: { items: StepItem[]; className?: string; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={cn("grid gap-6 md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-4">
          <span
            aria-hidden
            className="bg-brand-600 dark:bg-brand-300 dark:text-brand-950 inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <Heading className="text-lg font-bold">{item.title}</Heading>
            {item.body ? <p className="text-ink-muted mt-1">{item.body}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
