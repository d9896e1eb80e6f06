import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CheckCircle2 } from "lucide-react";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { regionHome } from "@/i18n/links";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { HeroIllustration } from "./hero-illustration";

const points = ["wallet", "merchants", "languages"] as const;

/** The Moroccan home: a coming-soon landing. */
export async function ComingSoonSection({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "comingSoon" });
  const tc = await getTranslations({ locale: lang, namespace: "common" });
  return (
    <section aria-labelledby="coming-soon-title" className="bg-linear-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface">
      <Container className="grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge>{t("eyebrow")}</Badge>
            <Badge tone="gold">{tc("comingSoon")}</Badge>
          </div>
          <h1 id="coming-soon-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{t("lead")}</p>
          <h2 className="mt-10 text-xl font-bold">{t("pointsTitle")}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {points.map((key) => (
              <li key={key} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
                <span>{t(`points.${key}`)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild variant="gold" size="lg">
              <Link href={regionHome("dz")}>{t("globalCta")}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <a href={`mailto:${site.links.supportEmail}`}>{t("contactCta")}</a>
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
