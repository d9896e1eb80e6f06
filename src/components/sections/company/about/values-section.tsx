import { getTranslations } from "next-intl/server";
import { BadgeCheck, Clock, MapPin, ShieldCheck } from "lucide-react";
import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";

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
      <IconGrid items={values.map(({ key, Icon }) => ({ key, Icon, title: t(`${key}.title`), body: t(`${key}.body`) }))} />
    </Section>
  );
}
