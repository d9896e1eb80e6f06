import { getLocale } from "next-intl/server";
import { site } from "@/config/site";
import { withColon } from "@/i18n/typography";
import type { LeadReply } from "@/lib/leads/reply";
import { pageTranslations } from "@/lib/page";
import { LeadPage, NextSteps } from "@/components/forms/lead-page";

/** Talk to sales: the form, what happens next, and support's address for those who are merchants already. */
export async function PayContactView({ reply }: { reply?: LeadReply | null }) {
  const t = await pageTranslations("/business/pay/contact");
  const lang = await getLocale();
  return (
    <LeadPage
      title={t("hero.title")}
      lead={t("hero.lead")}
      form="sales"
      reply={reply}
      aside={
        <>
          <NextSteps title={t("next.title")} steps={[t("next.steps.read"), t("next.steps.call"), t("next.steps.start")]} />
          <p className="text-ink-muted">
            {withColon(t("support"), lang)}{" "}
            <a href={`mailto:${site.links.supportEmail}`} className="text-accent font-semibold underline" dir="ltr">
              {site.links.supportEmail}
            </a>
          </p>
        </>
      }
    />
  );
}
