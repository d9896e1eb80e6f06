import { getTranslations } from "next-intl/server";
import { BadgeCheck, Gift, Landmark, ShieldCheck } from "lucide-react";
import type { Lang } from "@/i18n/languages";
import { Section } from "@/components/ui/section";

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
      <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {reasons.map(({ key, Icon }) => (
          <li key={key}>
            <Icon aria-hidden className="size-8 text-accent" />
            <h3 className="mt-4 text-lg font-bold">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 text-ink-muted">{t(`items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
