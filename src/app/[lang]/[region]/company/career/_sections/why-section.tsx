import { getMessages, getTranslations } from "next-intl/server";
import { GraduationCap, HeartPulse, Rocket, Scale } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";

const reasons = [
  { key: "impact", Icon: Rocket },
  { key: "growth", Icon: GraduationCap },
  { key: "balance", Icon: Scale },
  { key: "benefits", Icon: HeartPulse },
] as const;

/** Why work here. */
export async function WhyWorkSection() {
  const t = await getTranslations("company.career.why");
  const copy = (await getMessages()).company.career.why;
  return (
    <Section title={t("title")} titleId="why-work-title" tone="muted">
      <IconGrid items={reasons.map(({ key, Icon }) => ({ key, Icon, title: copy[key].title, body: copy[key].body }))} />
    </Section>
  );
}
