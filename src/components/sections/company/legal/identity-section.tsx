import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { formatLocale } from "@/i18n/format";
import { legalIdentity } from "@/data/company";
import { Section } from "@/components/ui/section";

/** The publisher's identity and licences, from `src/data/company.ts`. */
export async function IdentitySection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.legal" });
  const capital = new Intl.NumberFormat(formatLocale(lang, region), { style: "currency", currency: legalIdentity.capitalCurrency, maximumFractionDigits: 0 }).format(legalIdentity.shareCapital);
  const rows = [
    { key: "companyName", value: legalIdentity.companyName, ltr: true },
    { key: "legalForm", value: t("identity.legalFormValue") },
    { key: "capital", value: capital },
    { key: "registration", value: legalIdentity.registration, ltr: true },
    { key: "taxId", value: legalIdentity.taxId, ltr: true },
    { key: "statisticalId", value: legalIdentity.statisticalId, ltr: true },
    { key: "articleOfTax", value: legalIdentity.articleOfTax, ltr: true },
    { key: "address", value: legalIdentity.address, ltr: true },
    { key: "phone", value: legalIdentity.phone, ltr: true },
    { key: "email", value: legalIdentity.email, ltr: true },
    { key: "director", value: legalIdentity.director, ltr: true },
  ] as const;
  return (
    <Section title={t("identity.title")} titleId="identity-title">
      <dl className="max-w-4xl rounded-3xl border border-line">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 border-t border-line px-5 py-4 first:border-t-0 sm:grid-cols-[16rem_1fr] sm:gap-6">
            <dt className="text-sm font-semibold text-ink-muted">{t(`identity.${row.key}`)}</dt>
            <dd>{"ltr" in row ? <span dir="ltr">{row.value}</span> : row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-12 text-2xl font-bold">{t("licences.title")}</h3>
      <ul className="mt-4 space-y-3">
        {legalIdentity.licences.map((licence) => (
          <li key={licence.key}>
            {t(`licences.${licence.key}`)}: <span dir="ltr" className="font-mono">{licence.reference}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
