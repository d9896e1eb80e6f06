import type { Lang } from "@/config/languages";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { CtaLink } from "./business-hero";
import { businessMessages, headingId } from "./messages";

/** Closing call to action (`<prefix>.title`, `.body`, `.button`). */
export async function CtaSection({ lang, prefix, href, external }: { lang: Lang; prefix: string; href: string; external?: boolean }) {
  const { text } = await businessMessages(lang);
  return (
    <section aria-labelledby={headingId(prefix)} className="py-16 md:py-20">
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white md:px-12 dark:bg-brand-950 dark:ring-1 dark:ring-line">
          <h2 id={headingId(prefix)} className="text-3xl font-bold tracking-tight text-balance">{text(`${prefix}.title`)}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text(`${prefix}.body`)}</p>
          <Button asChild variant="gold" size="lg" className="mt-8">
            <CtaLink cta={{ href, external }}>{text(`${prefix}.button`)}</CtaLink>
          </Button>
        </div>
      </Container>
    </section>
  );
}
