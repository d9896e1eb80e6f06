import { getTranslations } from "next-intl/server";
import { ShoppingBag, Users } from "lucide-react";
import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";

/** Mission statement and the problem solved for consumers and merchants. */
export async function MissionSection({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "company.about" });
  return (
    <Section title={t("mission.title")} lead={t("mission.body")} titleId="mission-title">
      <h3 className="mb-6 text-2xl font-bold">{t("problem.title")}</h3>
      <div className="grid gap-6 md:grid-cols-2">
        {([["consumers", Users], ["merchants", ShoppingBag]] as const).map(([key, Icon]) => (
          <Card key={key}>
            <Icon aria-hidden className="size-8 text-accent" />
            <h4 className="mt-4 text-xl font-bold">{t(`problem.${key}.title`)}</h4>
            <p className="mt-3 text-ink-muted">{t(`problem.${key}.body`)}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
