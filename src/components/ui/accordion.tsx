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
    <div className={cn("accordion", className)}>
      {items.map((item) => (
        <details key={item.id}>
          <summary>
            <Heading className="m-0">{item.title}</Heading>
            <ChevronDown aria-hidden />
          </summary>
          <div>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
