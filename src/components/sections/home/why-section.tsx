import { getTranslations } from "next-intl/server";
import { BadgeCheck, Gift, Landmark, ShieldCheck } from "lucide-react";
import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";

const reasons = [
  { key: "local", Icon: Landmark },
  { key: "secure", Icon: ShieldCheck },
  { key: "credit", Icon: Gift },
  { key: "clear", Icon: BadgeCheck },
] as const;

/** Why Cirta: local cards, security, CC rewards, clear prices. */
export async function WhySection({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "home.why" });
  return (
    <Section title={t("title")} titleId="why-title" tone="muted">
      <IconGrid items={reasons.map(({ key, Icon }) => ({ key, Icon, title: t(`items.${key}.title`), body: t(`items.${key}.body`) }))} />
    </Section>
  );
}
