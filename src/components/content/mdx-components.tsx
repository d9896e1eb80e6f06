import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";

/**
 * How long-form content (help articles, news, legal texts) is drawn:
 * `renderMdx(body, mdxComponents(region))`. Headings get ids from their text so
 * a table of contents can link to them; internal links (written region-less in
 * the content, `/app/help/...`) get the page's region prefix.
 */
function slugify(children: unknown): string | undefined {
  const text =
    typeof children === "string" ? children : Array.isArray(children) ? children.filter((c) => typeof c === "string").join(" ") : "";
  const id = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return id || undefined;
}

export function mdxComponents(region: RegionId) {
  return {
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
    p: ({ className, ...props }: ComponentProps<"p">) => <p className={cn("text-ink-muted my-4 leading-relaxed", className)} {...props} />,
    ul: ({ className, ...props }: ComponentProps<"ul">) => (
      <ul className={cn("text-ink-muted my-4 list-disc space-y-2 ps-6", className)} {...props} />
    ),
    ol: ({ className, ...props }: ComponentProps<"ol">) => (
      <ol className={cn("text-ink-muted my-4 list-decimal space-y-2 ps-6", className)} {...props} />
    ),
    strong: ({ className, ...props }: ComponentProps<"strong">) => (
      <strong className={cn("text-ink font-semibold", className)} {...props} />
    ),
    blockquote: ({ className, ...props }: ComponentProps<"blockquote">) => (
      <blockquote className={cn("border-accent bg-surface-muted my-6 border-s-4 px-5 py-3", className)} {...props} />
    ),
    table: ({ className, ...props }: ComponentProps<"table">) => (
      <div className="my-6 overflow-x-auto">
        <table className={cn("w-full border-collapse text-start text-sm", className)} {...props} />
      </div>
    ),
    th: ({ className, ...props }: ComponentProps<"th">) => (
      <th className={cn("border-line border-b px-3 py-2 text-start font-semibold", className)} {...props} />
    ),
    td: ({ className, ...props }: ComponentProps<"td">) => (
      <td className={cn("border-line text-ink-muted border-b px-3 py-2 align-top", className)} {...props} />
    ),
    code: ({ className, ...props }: ComponentProps<"code">) => (
      <code dir="ltr" className={cn("bg-surface-muted rounded px-1.5 py-0.5 font-mono text-[0.9em]", className)} {...props} />
    ),
    a: ({ href = "", className, ...props }: ComponentProps<"a">) =>
      href.startsWith("/") ? (
        <Link
          href={localHref(region, href)}
          prefetch={false}
          className={cn("text-accent font-medium underline underline-offset-2", className)}
          {...props}
        />
      ) : (
        <a
          href={href}
          className={cn("text-accent font-medium underline underline-offset-2", className)}
          rel="noopener noreferrer"
          {...props}
        />
      ),
  };
}
