import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Container } from "@/components/ui/container";
import { Section } from "@/components/ui/section";

type CtaProps = {
  title: string;
  body?: string;
  titleId: string;
  /** Buttons: the first `variant="gold"`, others `variant="ghost"` with `className="text-white hover:bg-white/10"` (on `plain` and `muted`, `variant="outline"`). */
  actions: ReactNode;
  align?: "start" | "center";
  /**
   * `brand`: a dark rounded band that closes a product page; `plain` and
   * `muted`: an ordinary page band (heading, lead, buttons) for pages where
   * the call to action is one step among others (company pages).
   */
  tone?: "brand" | "plain" | "muted";
  /** Under the buttons (a second contact, a note, the home's copy-link button). */
  children?: ReactNode;
};

/** The closing call to action of a page: a heading, a sentence and one or two buttons. */
export function Cta({ title, body, titleId, actions, align = "start", tone = "brand", children }: CtaProps) {
  if (tone !== "brand") {
    return (
      <Section title={title} lead={body} titleId={titleId} tone={tone}>
        <div className="flex flex-wrap items-center gap-4">{actions}</div>
        {children}
      </Section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="py-16 md:py-20">
      <Container>
        <div
          className={cn(
            "bg-brand-900 dark:bg-brand-950 dark:ring-line rounded-3xl px-6 py-12 text-white md:px-12 dark:ring-1",
            align === "center" && "text-center",
          )}
        >
          <h2 id={titleId} className={cn("text-3xl font-bold tracking-tight text-balance", align === "start" && "max-w-2xl")}>
            {title}
          </h2>
          {body ? <p className={cn("text-brand-100 mt-4 max-w-2xl text-lg", align === "center" && "mx-auto")}>{body}</p> : null}
          <div className={cn("mt-8 flex flex-wrap gap-3", align === "center" && "justify-center")}>{actions}</div>
          {children}
        </div>
      </Container>
    </section>
  );
}
