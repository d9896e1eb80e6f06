import Link from "next/link";
import type { ReactNode } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { appMessages, type Pick } from "@/lib/app/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

type Hero = { eyebrow: string; title: string; lead: string };

/**
 * The top of every page of the section: eyebrow, the page's only h1, lead,
 * and by default the download call to action (`cta={false}` on the download page).
 */
export async function AppHero({
  lang,
  region,
  pick,
  cta = true,
  actions,
  aside,
}: {
  lang: Lang;
  region: RegionId;
  pick: Pick<Hero>;
  cta?: boolean;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  const messages = await appMessages(lang);
  const hero = pick(messages);
  return (
    <section aria-labelledby="page-title" className="from-brand-50 to-surface dark:from-brand-950 dark:to-surface bg-linear-to-b">
      <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <Badge>{hero.eyebrow}</Badge>
          <h1 id="page-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="text-ink-muted mt-6 max-w-2xl text-lg md:text-xl">{hero.lead}</p>
          {cta ? (
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild variant="gold" size="lg">
                <Link href={localHref(region, "/app/download")} prefetch={false}>
                  {messages.common.cta.download}
                </Link>
              </Button>
              {actions}
            </div>
          ) : null}
        </div>
        {aside ? <div className="hidden justify-center lg:flex">{aside}</div> : null}
      </Container>
    </section>
  );
}
