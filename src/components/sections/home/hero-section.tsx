import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Container } from "@/components/ui/container";
import { HeroIllustration } from "./hero-illustration";

export async function HeroSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "home.hero" });
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-linear-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface">
      <Container className="grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <Badge>{t("eyebrow")}</Badge>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
            {t("title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{t("lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="gold" size="lg">
              <Link href={localHref(region, "/app/download")} prefetch={false}>{t("primaryCta")}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href={localHref(region, "/business/pay")} prefetch={false}>{t("secondaryCta")}</Link>
            </Button>
          </div>
        </div>
        <div className="flex justify-center">
          <HeroIllustration />
        </div>
      </Container>
    </section>
  );
}
