import { getTranslations } from "next-intl/server";
import { GraduationCap, HeartPulse, Rocket, Scale } from "lucide-react";
import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";

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
      <IconGrid items={reasons.map(({ key, Icon }) => ({ key, Icon, title: t(`${key}.title`), body: t(`${key}.body`) }))} />
    </Section>
  );
}
