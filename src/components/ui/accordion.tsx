"use client";

import { Accordion as Primitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { clsx as cn } from "clsx";

export type AccordionEntry = { id: string; title: ReactNode; content: ReactNode };

/**
 * Question-and-answer list (keyboard: Tab between headers, Enter/Space to
 * toggle). Answers stay in the server HTML so they are found without JS.
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
    <Primitive.Root type="multiple" className={cn("divide-line border-line divide-y rounded-2xl border", className)}>
      {items.map((item) => (
        <Primitive.Item key={item.id} value={item.id}>
          <Primitive.Header asChild>
            <Heading className="m-0">
              <Primitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold">
                {item.title}
                <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </Primitive.Trigger>
            </Heading>
          </Primitive.Header>
          <Primitive.Content forceMount className="text-ink-muted px-5 pb-5 data-[state=closed]:hidden">
            {item.content}
          </Primitive.Content>
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
