import { getTranslations } from "next-intl/server";
import { commissions, type Commission } from "@/data/reseller";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { Table, Td, Th } from "@/components/ui/table";

/** Reseller commission per product family, from `src/data/reseller.ts`. */
export async function CommissionsSection() {
  const t = await getTranslations("business.proPricing.commissions");
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
            <Th scope="col">{t("family")}</Th>
            <Th scope="col">{t("commission")}</Th>
            <Th scope="col">{t("examples")}</Th>
          </tr>
        </thead>
        <tbody>
          {commissions.map((row) => (
            <tr key={row.family} data-family={row.family}>
              <Th scope="row" className="bg-surface whitespace-normal">{families[row.family]}</Th>
              <Td className="text-lg font-bold text-ink">
                {/* The data keeps percentages as numbers of percent (2.5), the format takes a fraction. */}
                {row.percent !== null ? format.number(row.percent / 100, "percent") : `${format.number(row.fixed ?? 0, "moneyExact")} ${t("perSale")}`}
              </Td>
              <Td>{row.examples.join(" · ")}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="mt-6 max-w-5xl text-sm text-ink-muted">{common("companySettings")}</p>
    </Section>
  );
}
