import { companyContacts } from "@/data/company";
import { site } from "@/config/site";
import type { LeadReply } from "@/lib/leads/reply";
import { pageTranslations } from "@/lib/page";
import { LeadPage } from "@/components/forms/lead-page";

/** Partnerships, investors, press: the form, and the addresses of what is not a lead (support, privacy). */
export async function CompanyContactView({ reply }: { reply?: LeadReply | null }) {
  const t = await pageTranslations("/company/contact");
  const address = (email: string) => (
    <a href={`mailto:${email}`} className="text-accent font-semibold underline" dir="ltr">
      {email}
    </a>
  );
  return (
    <LeadPage
      title={t("hero.title")}
      lead={t("hero.lead")}
      form="contact"
      reply={reply}
      aside={
        <div className="border-line bg-surface-muted rounded-2xl border p-6">
          <h2 className="text-xl font-bold">{t("elsewhere.title")}</h2>
          <p className="mt-4">
            {t("elsewhere.support")} {address(site.links.supportEmail)}
          </p>
          <p className="mt-3">
            {t("elsewhere.privacy")} {address(companyContacts.privacy)}
          </p>
        </div>
      }
    />
  );
}
