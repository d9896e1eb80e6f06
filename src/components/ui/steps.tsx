import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type StepItem = { title: ReactNode; body?: ReactNode };

/**
 * A numbered sequence of steps (an ordered list, so the order is announced).
 * `cards` puts each step in a card, in rows of three (four when the count is a
 * multiple of four); `list` puts the number beside the text.
 */
export function Steps({
  items,
  className,
  headingLevel = 3,
  variant = "list",
}: {
  items: StepItem[];
  className?: string;
  headingLevel?: 3 | 4;
  variant?: "cards" | "list";
}) {
  const Heading = `h${headingLevel}` as const;
  const cards = variant === "cards";
  return (
    <ol
      className={cn(
        "grid gap-6",
        cards ? ["md:grid-cols-2", items.length % 4 === 0 ? "xl:grid-cols-4" : "lg:grid-cols-3"] : "md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]",
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={index} className={cards ? "border-line bg-surface rounded-3xl border p-6" : "flex gap-4"}>
          <span
            aria-hidden
            className="bg-brand-600 dark:bg-brand-300 dark:text-brand-950 inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold text-white"
          >
            {index + 1}
          </span>
          <div className={cards ? "mt-4" : undefined}>
            {item.body || cards ? <Heading className="text-lg font-bold">{item.title}</Heading> : <p>{item.title}</p>}
            {item.body ? <p className="text-ink-muted mt-1">{item.body}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
