import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CheckCircle2 } from "@/components/icons/lucide";
import { regionHome } from "@/i18n/links";
import { regionHref } from "@/i18n/region";
import type { LeadReply } from "@/lib/leads/reply";
import { Button } from "@/components/ui/button";
import { Hero } from "@/components/sections/shared/hero";
import { HeroIllustration } from "@/components/sections/shared/hero-illustration";
import { Section } from "@/components/ui/section";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { regionPageMessages, regionPageTranslations } from "@/lib/page";

const points = ["wallet", "merchants", "languages"] as const;

/**
 * The Moroccan home: a coming-soon landing, drawn by the shared `Hero` like the other homes, and
 * the form that tells a visitor when the company opens there (`reply`: its answer, docs/leads.md).
 */
export async function ComingSoonSection({ reply }: { reply?: LeadReply | null }) {
  const t = await regionPageTranslations("/", "ma");
  const tc = await getTranslations("common");
  // A data-driven list: each point is read from the typed tree by its typed key.
  const copy = (await regionPageMessages("/", "ma")).points;
  return (
    <>
      <Hero
        size="home"
        titleId="coming-soon-title"
        eyebrow={t("eyebrow")}
        status={tc("comingSoon")}
        title={t("title")}
        lead={t("lead")}
        aside={<HeroIllustration />}
        asideOnPhones
      >
        {/* The calls to action come after what is coming, so they are children rather than `actions`. */}
        <h2 className="mt-10 text-xl font-bold">{t("pointsTitle")}</h2>
        <ul className="mt-4 flex flex-col gap-3">
          {points.map((key) => (
            <li key={key} className="flex items-start gap-3">
              <CheckCircle2 aria-hidden className="text-accent mt-1 size-5 shrink-0" />
              <span>{copy[key]}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          {/* The Algerian site, not this page's region: it shows the service Morocco will get. */}
          <Button asChild variant="gold" size="lg">
            <Link href={regionHome("dz")}>{t("globalCta")}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={regionHref("/company/contact")}>{t("contactCta")}</Link>
          </Button>
        </div>
      </Hero>
      <Section tone="muted" title={t("notify.title")} lead={t("notify.lead")} titleId="notify-title" id="notify">
        <div className="max-w-2xl">
          <LeadFormSection form="notify" reply={reply} />
        </div>
      </Section>
    </>
  );
}
