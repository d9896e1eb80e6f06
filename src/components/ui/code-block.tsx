import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { CopyButton } from "./copy-button";

type CodeBlockProps = {
  /** Highlighted `<pre class="shiki">` from the server (shiki, dual theme). */
  html: string;
  /** The plain code, for the copy button. */
  code: string;
  /** Small caption above the code (language or file name); never translated code. */
  title?: ReactNode;
  copy?: { label: string; copiedMessage: string; failedMessage: string };
  className?: string;
};

/**
 * A highlighted code block, always left-to-right (also on Arabic pages), with an
 * optional copy button that confirms with a toast. Dark mode swaps to the
 * `--shiki-dark` colours shiki writes next to the light ones.
 */
export function CodeBlock({ html, code, title, copy, className }: CodeBlockProps) {
  return (
    <div dir="ltr" data-code-block="" className={cn("border-line overflow-hidden rounded-xl border text-start", className)}>
      {title || copy ? (
        <div className="border-line bg-surface-muted text-ink-muted flex items-center justify-between gap-2 border-b px-3 py-1.5 text-xs font-semibold">
          <span>{title}</span>
          {copy ? (
            <CopyButton
              value={code}
              label={copy.label}
              copiedMessage={copy.copiedMessage}
              failedMessage={copy.failedMessage}
              variant="ghost"
              className="h-8 px-2 text-xs"
            />
          ) : null}
        </div>
      ) : null}
      <div
        className={cn(
          "[&_pre]:focus-visible:outline-accent text-[13px] leading-relaxed [&_pre]:overflow-x-auto [&_pre]:p-4 [&_pre]:focus-visible:outline-2",
          "dark:[&_.shiki]:bg-(--shiki-dark-bg)! dark:[&_.shiki]:text-(--shiki-dark)! dark:[&_.shiki_span]:text-(--shiki-dark)!",
        )}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
