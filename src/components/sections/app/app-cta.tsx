import Link from "next/link";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { appMessages } from "@/lib/app/page";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

/** The closing band of the section's pages: download, or ask the help centre. */
export async function AppCta({ lang, region }: { lang: Lang; region: RegionId }) {
  const { cta } = (await appMessages(lang)).common;
  return (
    <section aria-labelledby="app-cta-title" className="py-16 md:py-20">
      <Container>
        <div className="bg-brand-800 dark:bg-brand-900 rounded-[2rem] px-6 py-12 text-white md:px-12">
          <h2 id="app-cta-title" className="max-w-2xl text-3xl font-bold text-balance">
            {cta.title}
          </h2>
          <p className="text-brand-100 mt-4 max-w-2xl text-lg">{cta.body}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="gold" size="lg">
              <Link href={localHref(region, "/app/download")} prefetch={false}>
                {cta.download}
              </Link>
            </Button>
            <Button asChild variant="ghost" size="lg" className="text-white hover:bg-white/10">
              <Link href={localHref(region, "/app/help")} prefetch={false}>
                {cta.help}
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
