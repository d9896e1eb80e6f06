import { ShoppingBag, Users } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { pageMessages, pageTranslations } from "@/lib/page";

const audiences = [
  { key: "consumers", Icon: Users },
  { key: "merchants", Icon: ShoppingBag },
] as const;

/** Mission statement and the problem solved for consumers and merchants. */
export async function MissionSection() {
  const t = await pageTranslations("/company");
  const { problem } = await pageMessages("/company");
  return (
    <Section title={t("mission.title")} lead={t("mission.body")} titleId="mission-title">
      <h3 className="mb-6 text-2xl font-bold">{t("problem.title")}</h3>
      <div className="grid gap-6 md:grid-cols-2">
        {audiences.map(({ key, Icon }) => (
          <Card key={key}>
            <Icon aria-hidden className="text-accent size-8" />
            <h4 className="mt-4 text-xl font-bold">{problem[key].title}</h4>
            <p className="text-ink-muted mt-3">{problem[key].body}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
