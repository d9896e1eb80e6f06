import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { legalDocs, legalSections } from "@/lib/content/legal";
import { Section } from "@/components/ui/section";

/** Links to the nine legal documents, by audience, and to the accessibility statement. */
export async function DocumentsSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.legal.documents" });
  return (
    <Section title={t("title")} titleId="documents-title" tone="muted">
      <div className="grid gap-6 md:grid-cols-3">
        {legalSections.map((section) => (
          <div key={section} className="rounded-3xl border border-line bg-surface p-6">
            <h3 className="text-lg font-bold">{t(section)}</h3>
            <ul className="mt-4 space-y-2">
              {legalDocs.map((doc) => (
                <li key={doc}>
                  <Link href={localHref(region, `/${section}/${doc}`)} prefetch={false} className="font-semibold text-accent hover:underline">
                    {t(doc)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-8">
        <Link href={localHref(region, "/company/accessibility")} prefetch={false} className="font-semibold text-accent hover:underline">
          {t("accessibility")}
        </Link>
      </p>
    </Section>
  );
}
