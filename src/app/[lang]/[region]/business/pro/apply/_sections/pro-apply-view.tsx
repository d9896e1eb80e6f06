import type { LeadReply } from "@/lib/leads/reply";
import { pageTranslations } from "@/lib/page";
import { LeadPage, NextSteps } from "@/components/forms/lead-page";

/** Become a reseller: the application and what happens after it. */
export async function ProApplyView({ reply }: { reply?: LeadReply | null }) {
  const t = await pageTranslations("/business/pro/apply");
  return (
    <LeadPage
      title={t("hero.title")}
      lead={t("hero.lead")}
      form="reseller"
      reply={reply}
      aside={<NextSteps title={t("next.title")} steps={[t("next.steps.call"), t("next.steps.visit"), t("next.steps.sell")]} />}
    />
  );
}
