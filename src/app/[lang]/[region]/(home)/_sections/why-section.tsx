import { BadgeCheck, Gift, Landmark, ShieldCheck } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { IconGrid } from "@/components/ui/icon-grid";
import { pageMessages, pageTranslations } from "@/lib/page";

const reasons = [
  { key: "local", Icon: Landmark },
  { key: "secure", Icon: ShieldCheck },
  { key: "credit", Icon: Gift },
  { key: "clear", Icon: BadgeCheck },
] as const;

/** Why us: local cards, security, CC rewards, clear prices. */
export async function WhySection() {
  const t = await pageTranslations("/", "why");
  // A data-driven list: each reason's copy is read from the typed tree by its typed key.
  const copy = (await pageMessages("/")).why.items;
  return (
    <Section title={t("title")} titleId="why-title" tone="muted">
      <IconGrid items={reasons.map(({ key, Icon }) => ({ key, Icon, title: copy[key].title, body: copy[key].body }))} />
    </Section>
  );
}
