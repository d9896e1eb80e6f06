import { ChevronDown } from "@/components/icons/lucide";
import type { ReactNode } from "react";
import { clsx as cn } from "clsx";

export type AccordionEntry = { id: string; title: ReactNode; content: ReactNode };

/**
 * Question-and-answer list, each entry a native `<details>` disclosure: the
 * browser opens and closes it (click, Enter, Space), find-in-page opens the
 * entry that matches, and it costs no JavaScript. Answers are in the server
 * HTML, so crawlers and visitors without JS read them.
 */
export function Accordion({
  items,
  className,
  headingLevel = 3,
}: {
  items: AccordionEntry[];
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("divide-line border-line divide-y rounded-2xl border", className)}>
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start font-semibold [&::-webkit-details-marker]:hidden">
            <Heading className="m-0">{item.title}</Heading>
            <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="text-ink-muted px-5 pb-5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
