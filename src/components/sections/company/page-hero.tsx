import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Container } from "@/components/ui/container";

type PageHeroProps = { title: ReactNode; lead?: ReactNode; eyebrow?: ReactNode; children?: ReactNode };

/** The top band of a company page: the page's only `h1`, a lead, optional actions. */
export function PageHero({ title, lead, eyebrow, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="bg-linear-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface">
      <Container className="py-14 md:py-20">
        {eyebrow ? <Badge>{eyebrow}</Badge> : null}
        <h1 id="page-title" className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-5 max-w-3xl text-lg text-ink-muted md:text-xl">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </section>
  );
}
