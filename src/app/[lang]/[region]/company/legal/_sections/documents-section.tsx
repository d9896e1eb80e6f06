import Link from "next/link";
import { regionHref } from "@/i18n/region";
import { legalDocs, legalSections, type LegalDoc, type LegalSection } from "@/lib/content/legal";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** Links to the nine legal documents, by audience, and to the accessibility statement. */
export async function DocumentsSection() {
  const t = await pageTranslations("/company/legal", "documents");
  const audiences = { app: t("app"), business: t("business"), developer: t("developer") } satisfies Record<LegalSection, string>;
  const docLabels = { term: t("term"), privacy: t("privacy"), cookie: t("cookie") } satisfies Record<LegalDoc, string>;
  return (
    <Section title={t("title")} titleId="documents-title" tone="muted">
      <div className="grid gap-6 md:grid-cols-3">
        {legalSections.map((section) => (
          <div key={section} className="border-line bg-surface rounded-3xl border p-6">
            <h3 className="text-lg font-bold">{audiences[section]}</h3>
            <ul className="mt-4 space-y-2">
              {legalDocs.map((doc) => (
                <li key={doc}>
                  <Link href={regionHref(`/${section}/${doc}`)} prefetch={false} className="text-accent font-semibold hover:underline">
                    {docLabels[doc]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-8">
        <Link href={regionHref("/company/accessibility")} prefetch={false} className="text-accent font-semibold hover:underline">
          {t("accessibility")}
        </Link>
      </p>
    </Section>
  );
}
