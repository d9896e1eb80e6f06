import { getTranslations } from "next-intl/server";
import { BadgeCheck, Clock, MapPin, ShieldCheck } from "lucide-react";
import type { Lang } from "@/i18n/languages";
import { Section } from "@/components/ui/section";

const values = [
  { key: "clarity", Icon: BadgeCheck },
  { key: "security", Icon: ShieldCheck },
  { key: "local", Icon: MapPin },
  { key: "respect", Icon: Clock },
] as const;

/** What the company stands for. */
export async function ValuesSection({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "company.about.values" });
  return (
    <Section title={t("title")} titleId="values-title" tone="muted">
      <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {values.map(({ key, Icon }) => (
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
