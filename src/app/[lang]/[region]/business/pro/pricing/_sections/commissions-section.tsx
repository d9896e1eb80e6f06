import { getTranslations } from "next-intl/server";
import { commissions, type Commission } from "@/data/reseller";
import { getFormat } from "@/i18n/format-server";
import { withFigure } from "@/i18n/typography";
import { Section } from "@/components/ui/section";
import { Table } from "@/components/ui/table";
import { pageTranslations } from "@/lib/page";

/** Reseller commission per product family, from `src/data/reseller.ts`. */
export async function CommissionsSection() {
  const t = await pageTranslations("/business/pro/pricing", "commissions");
  const common = await getTranslations("business.common");
  const format = await getFormat();
  const families = {
    topUp: t("families.topUp"),
    games: t("families.games"),
    vouchers: t("families.vouchers"),
    bills: t("families.bills"),
  } satisfies Record<Commission["family"], string>;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="proPricing-commissions-title">
      <Table caption={t("title")} captionId="commissions-caption" className="max-w-5xl">
        <thead>
          <tr>
            <th scope="col">{t("family")}</th>
            <th scope="col">{t("commission")}</th>
            <th scope="col">{t("examples")}</th>
          </tr>
        </thead>
        <tbody>
          {commissions.map((row) => (
            <tr key={row.family} data-family={row.family}>
              <th scope="row" className="bg-surface whitespace-normal">
                {families[row.family]}
              </th>
              <td className="text-ink text-lg font-bold">
                {/* The data keeps percentages as numbers of percent (2.5), the format takes a fraction. */}
                {row.percent !== null
                  ? format.number(row.percent / 100, "percent")
                  : withFigure(format.number(row.fixed ?? 0, "moneyExact"), t("perSale"))}
              </td>
              <td>{row.examples.join(" · ")}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-ink-muted mt-6 max-w-5xl text-sm">{common("companySettings")}</p>
    </Section>
  );
}
