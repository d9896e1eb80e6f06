import Link from "next/link";
import { ArrowRight } from "lucide-react";
import type { Lang } from "@/config/languages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { businessMessages } from "./messages";

type Cta = { href: string; external?: boolean };

/** A business page's hero: eyebrow, the page's only h1, lead and up to two calls to action. */
export async function BusinessHero({ lang, page, primary, secondary }: { lang: Lang; page: string; primary?: Cta; secondary?: Cta }) {
  const { text } = await businessMessages(lang);
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface">
      <Container className="py-14 md:py-20">
        <div className="max-w-3xl">
          <Badge>{text(`${page}.hero.eyebrow`)}</Badge>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {text(`${page}.hero.title`)}
          </h1>
          <p className="mt-6 text-lg text-ink-muted md:text-xl">{text(`${page}.hero.lead`)}</p>
          {primary || secondary ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {primary ? (
                <Button asChild variant="gold" size="lg">
                  <CtaLink cta={primary}>{text(`${page}.hero.primaryCta`)}</CtaLink>
                </Button>
              ) : null}
              {secondary ? (
                <Button asChild variant="outline" size="lg">
                  <CtaLink cta={secondary}>
                    {text(`${page}.hero.secondaryCta`)}
                    <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
                  </CtaLink>
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

/** A link to another site (`<a>`) or to a page of this one (`<Link>`). */
export function CtaLink({ cta, children, className }: { cta: Cta; children: React.ReactNode; className?: string }) {
  if (cta.external) return <a href={cta.href} className={className}>{children}</a>;
  return <Link href={cta.href} prefetch={false} className={className}>{children}</Link>;
}
