import { getLocale } from "next-intl/server";
import { legalIdentity } from "@/data/company";
import { withColon } from "@/i18n/typography";
import { getFormat } from "@/i18n/format-server";
import { addressComma, countryName } from "@/i18n/format";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

// The named `money` format is in dinars: a capital in another currency must not pass silently.
legalIdentity.capitalCurrency satisfies "DZD";

/** The publisher's identity and licences, from `src/data/company.ts`. */
export async function IdentitySection() {
  const t = await pageTranslations("/company/legal");
  const format = await getFormat();
  const lang = await getLocale();
  const rows = [
    { label: t("identity.companyName"), value: legalIdentity.companyName, ltr: true },
    { label: t("identity.legalForm"), value: t("identity.legalFormValue"), ltr: false },
    { label: t("identity.capital"), value: format.number(legalIdentity.shareCapital, "money"), ltr: false },
    { label: t("identity.registration"), value: legalIdentity.registration, ltr: true },
    { label: t("identity.taxId"), value: legalIdentity.taxId, ltr: true },
    { label: t("identity.statisticalId"), value: legalIdentity.statisticalId, ltr: true },
    { label: t("identity.articleOfTax"), value: legalIdentity.articleOfTax, ltr: true },
    {
      label: t("identity.address"),
      // The street as the post writes it, left to right; the country in the page's language.
      value: (
        <>
          <bdi dir="ltr">{legalIdentity.address.street}</bdi>
          {addressComma(lang)}
          {countryName(lang, legalIdentity.address.country)}
        </>
      ),
      ltr: false,
    },
    { label: t("identity.phone"), value: legalIdentity.phone, ltr: true },
    { label: t("identity.email"), value: legalIdentity.email, ltr: true },
    { label: t("identity.director"), value: legalIdentity.director, ltr: true },
    { label: t("identity.host"), value: t("identity.hostValue", { host: legalIdentity.host.name }), ltr: false },
  ];
  const licences = { payment: t("licences.payment"), telecom: t("licences.telecom") } satisfies Record<
    (typeof legalIdentity.licences)[number]["key"],
    string
  >;
  return (
    <Section title={t("identity.title")} titleId="identity-title">
      <dl className="border-line max-w-4xl rounded-3xl border">
        {rows.map((row) => (
          <div key={row.label} className="border-line grid gap-1 border-t px-5 py-4 first:border-t-0 sm:grid-cols-[16rem_1fr] sm:gap-6">
            <dt className="text-ink-muted text-sm font-semibold">{row.label}</dt>
            <dd>{row.ltr ? <span dir="ltr">{row.value}</span> : row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-12 text-2xl font-bold">{t("licences.title")}</h3>
      <ul className="mt-4 space-y-3">
        {legalIdentity.licences.map((licence) => (
          <li key={licence.key}>
            {withColon(licences[licence.key], lang)}{" "}
            <span dir="ltr" className="font-mono">
              {licence.reference}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
