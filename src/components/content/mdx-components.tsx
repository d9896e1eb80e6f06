import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * How long-form content (help articles, news, legal texts) is drawn. Pass to
 * `renderMdx(body, mdxComponents)`. Headings get ids from their text so a
 * table of contents can link to them; internal links use next/link.
 */
function slugify(children: unknown): string | undefined {
  const text = typeof children === "string" ? children : Array.isArray(children) ? children.filter((c) => typeof c === "string").join(" ") : "";
  const id = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return id || undefined;
}

export const mdxComponents = {
  h2: ({ className, children, ...props }: ComponentProps<"h2">) => (
    <h2 id={props.id ?? slugify(children)} className={cn("mt-12 mb-4 scroll-mt-24 text-2xl font-bold", className)} {...props}>
      {children}
    </h2>
  ),
  h3: ({ className, children, ...props }: ComponentProps<"h3">) => (
    <h3 id={props.id ?? slugify(children)} className={cn("mt-8 mb-3 scroll-mt-24 text-xl font-semibold", className)} {...props}>
      {children}
    </h3>
  ),
  p: ({ className, ...props }: ComponentProps<"p">) => <p className={cn("my-4 leading-relaxed text-ink-muted", className)} {...props} />,
  ul: ({ className, ...props }: ComponentProps<"ul">) => <ul className={cn("my-4 list-disc space-y-2 ps-6 text-ink-muted", className)} {...props} />,
  ol: ({ className, ...props }: ComponentProps<"ol">) => <ol className={cn("my-4 list-decimal space-y-2 ps-6 text-ink-muted", className)} {...props} />,
  strong: ({ className, ...props }: ComponentProps<"strong">) => <strong className={cn("font-semibold text-ink", className)} {...props} />,
  blockquote: ({ className, ...props }: ComponentProps<"blockquote">) => (
    <blockquote className={cn("my-6 border-s-4 border-accent bg-surface-muted px-5 py-3", className)} {...props} />
  ),
  table: ({ className, ...props }: ComponentProps<"table">) => (
    <div className="my-6 overflow-x-auto">
      <table className={cn("w-full border-collapse text-start text-sm", className)} {...props} />
    </div>
  ),
  th: ({ className, ...props }: ComponentProps<"th">) => <th className={cn("border-b border-line px-3 py-2 text-start font-semibold", className)} {...props} />,
  td: ({ className, ...props }: ComponentProps<"td">) => <td className={cn("border-b border-line px-3 py-2 align-top text-ink-muted", className)} {...props} />,
  code: ({ className, ...props }: ComponentProps<"code">) => (
    <code dir="ltr" className={cn("rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.9em]", className)} {...props} />
  ),
  a: ({ href = "", className, ...props }: ComponentProps<"a">) =>
    href.startsWith("/") ? (
      <Link href={href} prefetch={false} className={cn("font-medium text-accent underline underline-offset-2", className)} {...props} />
    ) : (
      <a href={href} className={cn("font-medium text-accent underline underline-offset-2", className)} rel="noopener noreferrer" {...props} />
    ),
};
