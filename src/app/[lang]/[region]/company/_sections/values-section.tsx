import { getMessages, getTranslations } from "next-intl/server";
import { BadgeCheck, Clock, MapPin, ShieldCheck } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";

const values = [
  { key: "clarity", Icon: BadgeCheck },
  { key: "security", Icon: ShieldCheck },
  { key: "local", Icon: MapPin },
  { key: "respect", Icon: Clock },
] as const;

/** What the company stands for. */
export async function ValuesSection() {
  const t = await getTranslations("company.about.values");
  const copy = (await getMessages()).company.about.values;
  return (
    <Section title={t("title")} titleId="values-title" tone="muted">
      <IconGrid items={values.map(({ key, Icon }) => ({ key, Icon, title: copy[key].title, body: copy[key].body }))} />
    </Section>
  );
}
