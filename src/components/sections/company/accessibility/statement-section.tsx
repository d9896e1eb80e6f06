import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { companyContacts } from "@/data/company";
import { formatDay } from "@/lib/company/format";
import { Section } from "@/components/ui/section";
import { ContactBand } from "../contact-band";

/** When the statement was last reviewed (update with each audit). */
export const ACCESSIBILITY_REVIEWED = "2026-11-02";

/** Conformance target, what is tested, known limitations, and how to report a problem. */
export async function StatementSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.accessibility" });
  return (
    <>
      <Section title={t("target.title")} lead={t("target.body")} titleId="target-title">
        <h3 className="text-2xl font-bold">{t("tested.title")}</h3>
        <ul className="mt-4 max-w-3xl list-disc space-y-3 ps-6 text-ink-muted">
          {(["automated", "keyboard", "readers", "nojs"] as const).map((key) => (
            <li key={key}>{t(`tested.${key}`)}</li>
          ))}
        </ul>
        <h3 className="mt-10 text-2xl font-bold">{t("limits.title")}</h3>
        <p className="mt-4 max-w-3xl text-ink-muted">{t("limits.body")}</p>
        <p className="mt-10 text-sm text-ink-muted">
          {t("updated")} <time dateTime={ACCESSIBILITY_REVIEWED}>{formatDay(lang, region, ACCESSIBILITY_REVIEWED)}</time>
        </p>
      </Section>
      <ContactBand id="report-title" title={t("report.title")} body={t("report.body")} cta={t("report.cta")} email={companyContacts.accessibility} />
    </>
  );
}
