import { companyContacts } from "@/data/company";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { ContactBand } from "@/components/sections/company/contact-band";
import { pageMessages, pageTranslations } from "@/lib/page";

/** When the statement was last reviewed (update with each audit). */
export const ACCESSIBILITY_REVIEWED = "2026-11-02";

const tests = ["automated", "keyboard", "readers", "nojs"] as const;

/** Conformance target, what is tested, known limitations, and how to report a problem. */
export async function StatementSection() {
  const t = await pageTranslations("/company/accessibility");
  const { tested } = await pageMessages("/company/accessibility");
  const format = await getFormat();
  return (
    <>
      <Section title={t("target.title")} lead={t("target.body")} titleId="target-title">
        <h3 className="text-2xl font-bold">{t("tested.title")}</h3>
        <ul className="text-ink-muted mt-4 max-w-3xl list-disc space-y-3 ps-6">
          {tests.map((key) => (
            <li key={key}>{tested[key]}</li>
          ))}
        </ul>
        <h3 className="mt-10 text-2xl font-bold">{t("limits.title")}</h3>
        <p className="text-ink-muted mt-4 max-w-3xl">{t("limits.body")}</p>
        <p className="text-ink-muted mt-10 text-sm">
          {t("updated")}{" "}
          <time dateTime={ACCESSIBILITY_REVIEWED}>{format.dateTime(new Date(`${ACCESSIBILITY_REVIEWED}T00:00:00Z`), "day")}</time>
        </p>
      </Section>
      <ContactBand
        id="report-title"
        title={t("report.title")}
        body={t("report.body")}
        cta={t("report.cta")}
        email={companyContacts.accessibility}
      />
    </>
  );
}
