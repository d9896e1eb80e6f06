import { getTranslations } from "next-intl/server";
import { feeSchedule, operations, type Operation } from "@/data/fees";
import { plans } from "@/data/plans";
import { getFormat } from "@/i18n/format-server";
import { describeSchedule, type DescribeLabels } from "@/lib/pricing/describe";
import { Section } from "@/components/ui/section";
import { Table } from "@/components/ui/table";
import { pageMessages, pageTranslations } from "@/lib/page";

/** The fee schedule of `src/data/fees.ts` as a server-rendered table (works without JS). */
export async function FeeScheduleSection() {
  const t = await pageTranslations("/business/pay/pricing", "schedule");
  const common = await getTranslations("business.common");
  const planNames = (await pageMessages("/business/pay/pricing")).plans.items;
  const format = await getFormat();
  const labels: DescribeLabels = {
    upTo: t("upTo"),
    above: t("above"),
    between: t.raw("between") as string,
    anyAmount: t("anyAmount"),
    free: t("free"),
    minimum: t("minimum"),
    flat: t("flat"),
    freeUpTo: t("freeUpTo"),
  };
  const operationNames = {
    payment: t("operations.payment"),
    refund: t("operations.refund"),
    transfer: t("operations.transfer"),
  } satisfies Record<Operation, string>;
  const formats = {
    money: (value: number) => format.number(value, "moneyExact"),
    // The data keeps percentages as numbers of percent (2.5), the format takes a fraction.
    percent: (value: number) => format.number(value / 100, "percent"),
  };
  return (
    <Section id="fee-schedule" title={t("title")} lead={t("lead")} titleId="payPricing-schedule-title">
      <div className="grid gap-8 lg:grid-cols-2">
        {plans.map((plan) => (
          <Table key={plan.id} caption={planNames[plan.id].name} captionId={`schedule-${plan.id}`}>
            <thead>
              <tr>
                <th scope="col">{t("operation")}</th>
                <th scope="col">{t("band")}</th>
                <th scope="col">{t("fee")}</th>
              </tr>
            </thead>
            <tbody>
              {operations.flatMap((operation) => {
                const rows = describeSchedule(feeSchedule[plan.id][operation], labels, formats);
                return rows.map((row, index) => (
                  <tr key={`${operation}-${index}`}>
                    {index === 0 ? (
                      <th scope="row" rowSpan={rows.length} className="bg-surface align-top">
                        {operationNames[operation]}
                      </th>
                    ) : null}
                    <td>{row.band}</td>
                    <td className="text-ink font-semibold">{row.fee}</td>
                  </tr>
                ));
              })}
            </tbody>
          </Table>
        ))}
      </div>
      <p className="text-ink-muted mt-6 text-sm">{common("companySettings")}</p>
    </Section>
  );
}
