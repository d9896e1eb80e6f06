import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Container } from "./container";

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  title?: ReactNode;
  lead?: ReactNode;
  /** Heading id, used as the section's accessible name. */
  titleId?: string;
  tone?: "plain" | "muted";
};

/** A page band with an optional heading and lead paragraph. */
export function Section({ title, lead, titleId, tone = "plain", className, children, ...props }: SectionProps) {
  return (
    <section
      aria-labelledby={title && titleId ? titleId : undefined}
      className={cn("py-16 md:py-24", tone === "muted" && "bg-surface-muted", className)}
      {...props}
    >
      <Container>
        {title ? (
          <div className="mb-10 max-w-3xl md:mb-14">
            <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
              {title}
            </h2>
            {lead ? <p className="text-ink-muted mt-4 text-lg">{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
