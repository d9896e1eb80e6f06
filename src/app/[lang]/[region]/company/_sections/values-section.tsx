import { BadgeCheck, Clock, MapPin, ShieldCheck } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";
import { pageMessages, pageTranslations } from "@/lib/page";

const values = [
  { key: "clarity", Icon: BadgeCheck },
  { key: "security", Icon: ShieldCheck },
  { key: "local", Icon: MapPin },
  { key: "respect", Icon: Clock },
] as const;

/** What the company stands for. */
export async function ValuesSection() {
  const t = await pageTranslations("/company", "values");
  const copy = (await pageMessages("/company")).values;
  return (
    <Section title={t("title")} titleId="values-title" tone="muted">
      <IconGrid items={values.map(({ key, Icon }) => ({ key, Icon, title: copy[key].title, body: copy[key].body }))} />
    </Section>
  );
}
