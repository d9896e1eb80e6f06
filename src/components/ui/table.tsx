import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A data table with a visible caption. Wide tables scroll sideways inside a
 * focusable region named by the caption, so keyboard users can scroll it too.
 */
export function Table({ caption, captionId, className, children }: { caption: ReactNode; captionId: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn("overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent", className)}>
      <table className="data-table w-full border-collapse text-start text-sm md:text-base">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-start font-semibold">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
