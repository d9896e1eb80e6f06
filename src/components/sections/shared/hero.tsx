import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { Container } from "@/components/ui/container";

type HeroProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A status beside the eyebrow, as a gold badge (Morocco's "Coming soon"). */
  status?: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead (the first is the main call to action, `variant="gold"`). */
  actions?: ReactNode;
  /** An illustration beside the text; shown from 62em up unless `asideOnPhones`. */
  aside?: ReactNode;
  asideOnPhones?: boolean;
  /** More content under the actions (facts, a definition list). */
  children?: ReactNode;
  /** `home`: the largest title; `page`: every other page. */
  size?: "home" | "page";
  /** Id of the page's only `h1`, which also names the hero. */
  titleId?: string;
};

/**
 * The top of every page: eyebrow, the page's only `h1`, lead, calls to action
 * and an optional illustration. Text comes in as props, so the page (or its
 * section) reads its own namespace and this stays one component for the site.
 */
export function Hero({ title, eyebrow, status, lead, actions, aside, asideOnPhones, children, size = "page", titleId = "page-title" }: HeroProps) {
  return (
    <section aria-labelledby={titleId} className="from-brand-50 to-surface dark:from-brand-950 dark:to-surface overflow-hidden bg-linear-to-b">
      <Container
        className={cn(
          "grid items-center gap-10",
          size === "home" ? "py-16 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:gap-12" : "py-14 md:py-20",
          size === "page" && aside ? "lg:grid-cols-[1.4fr_1fr]" : null,
        )}
      >
        <div className={aside ? undefined : "max-w-4xl"}>
          {status ? (
            <div className="flex flex-wrap gap-2">
              {eyebrow ? <Badge>{eyebrow}</Badge> : null}
              <Badge tone="gold">{status}</Badge>
            </div>
          ) : eyebrow ? (
            <Badge>{eyebrow}</Badge>
          ) : null}
          <h1
            id={titleId}
            className={cn(
              "text-4xl font-extrabold tracking-tight text-balance sm:text-5xl",
              eyebrow || status ? "mt-5" : null,
              size === "home" ? "xl:text-6xl" : null,
            )}
          >
            {title}
          </h1>
          {lead ? <p className="text-ink-muted mt-6 max-w-3xl text-lg md:text-xl">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {children}
        </div>
        {aside ? <div className={cn("justify-center", asideOnPhones ? "flex" : "hidden lg:flex")}>{aside}</div> : null}
      </Container>
    </section>
  );
}
