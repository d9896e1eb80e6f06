import { getTranslations } from "next-intl/server";
import { GraduationCap, HeartPulse, Rocket, Scale } from "lucide-react";
import type { Lang } from "@/i18n/languages";
import { Section } from "@/components/ui/section";

const reasons = [
  { key: "impact", Icon: Rocket },
  { key: "growth", Icon: GraduationCap },
  { key: "balance", Icon: Scale },
  { key: "benefits", Icon: HeartPulse },
] as const;

/** Why work here. */
export async function WhyWorkSection({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "company.career.why" });
  return (
    <Section title={t("title")} titleId="why-work-title" tone="muted">
      <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {reasons.map(({ key, Icon }) => (
          <li key={key}>
            <Icon aria-hidden className="size-8 text-accent" />
            <h3 className="mt-4 text-lg font-bold">{t(`${key}.title`)}</h3>
            <p className="mt-2 text-ink-muted">{t(`${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
