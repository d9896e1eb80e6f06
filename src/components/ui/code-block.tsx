import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { CopyButton } from "./copy-button";

export type CopyLabels = { label: string; copiedMessage: string; failedMessage: string };

type CodeBlockProps = {
  /** Highlighted `<pre class="shiki">` from the server (shiki, dual theme). */
  html: string;
  /** Small caption above the code (language or file name); never translated code. */
  title?: ReactNode;
  /** A copy button in the caption bar; it copies the code from the page. */
  copy?: CopyLabels;
  className?: string;
};

/**
 * A highlighted code block, always left-to-right (also on Arabic pages), with an
 * optional caption and copy button that confirms with a toast. The colours, light and
 * dark, come from the page's code CSS (`codeCss` in `src/lib/openapi/highlight.ts`).
 */
export function CodeBlock({ html, title, copy, className }: CodeBlockProps) {
  return (
    <div dir="ltr" data-code-block="" data-copy-source="" className={cn("border-line overflow-hidden rounded-xl border text-start", className)}>
      {title || copy ? (
        <div className="border-line bg-surface-muted text-ink-muted flex items-center justify-between gap-2 border-b px-3 py-1.5 text-xs font-semibold">
          <span>{title}</span>
          {copy ? <CopyButton {...copy} variant="ghost" className="h-8 px-2 text-xs" /> : null}
        </div>
      ) : null}
      <div
        className="[&_pre]:focus-visible:outline-accent text-[13px] leading-relaxed [&_pre]:overflow-x-auto [&_pre]:p-4 [&_pre]:focus-visible:outline-2"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
