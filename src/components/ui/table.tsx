import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A data table with a visible caption. Wide tables scroll sideways inside a
 * focusable region named by the caption, so keyboard users can scroll it too.
 */
export function Table({ caption, captionId, className, children }: { caption: ReactNode; captionId: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn("overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent", className)}>
      <table className="w-full border-collapse text-start text-sm md:text-base">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-start font-semibold">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Header cell. */
export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th className={cn("border-b border-line bg-surface-muted px-3 py-3 text-start font-semibold whitespace-nowrap md:px-4", className)} {...props} />;
}

/** Body cell. */
export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("border-b border-line px-3 py-3 align-top text-ink-muted md:px-4", className)} {...props} />;
}
