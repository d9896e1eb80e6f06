import { GraduationCap, HeartPulse, Rocket, Scale } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";
import { pageMessages, pageTranslations } from "@/lib/page";

const reasons = [
  { key: "impact", Icon: Rocket },
  { key: "growth", Icon: GraduationCap },
  { key: "balance", Icon: Scale },
  { key: "benefits", Icon: HeartPulse },
] as const;

/** Why work here. */
export async function WhyWorkSection() {
  const t = await pageTranslations("/company/career", "why");
  const copy = (await pageMessages("/company/career")).why;
  return (
    <Section title={t("title")} titleId="why-work-title" tone="muted">
      <IconGrid items={reasons.map(({ key, Icon }) => ({ key, Icon, title: copy[key].title, body: copy[key].body }))} />
    </Section>
  );
}
