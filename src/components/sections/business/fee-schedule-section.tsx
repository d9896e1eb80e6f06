import type { Lang } from "@/config/languages";
import { feeSchedule, operations } from "@/data/fees";
import { plans } from "@/data/plans";
import { describeSchedule, type DescribeLabels } from "@/lib/pricing/describe";
import { moneyFormat, percentFormat } from "@/lib/pricing/format";
import { Section } from "@/components/ui/section";
import { Table, Td, Th } from "@/components/ui/table";
import { businessMessages, headingId } from "./messages";

/** The fee schedule of `src/data/fees.ts` as a server-rendered table (works without JS). */
export async function FeeScheduleSection({ lang, locale }: { lang: Lang; locale: string }) {
  const { text } = await businessMessages(lang);
  const p = "payPricing.schedule";
  const labelKeys = ["upTo", "above", "anyAmount", "free", "minimum", "flat", "freeUpTo"] as const;
  const labels = Object.fromEntries(labelKeys.map((key) => [key, text(`${p}.${key}`)])) as DescribeLabels;
  const money = moneyFormat(locale);
  const formats = { money: money.one, range: money.range, percent: percentFormat(locale) };
  return (
    <Section id="fee-schedule" title={text(`${p}.title`)} lead={text(`${p}.lead`)} titleId={headingId(p)}>
      <div className="grid gap-8 lg:grid-cols-2">
        {plans.map((plan) => (
          <Table key={plan.id} caption={text(`payPricing.plans.items.${plan.id}.name`)} captionId={`schedule-${plan.id}`}>
            <thead>
              <tr>
                <Th scope="col">{text(`${p}.operation`)}</Th>
                <Th scope="col">{text(`${p}.band`)}</Th>
                <Th scope="col">{text(`${p}.fee`)}</Th>
              </tr>
            </thead>
            <tbody>
              {operations.flatMap((operation) => {
                const rows = describeSchedule(feeSchedule[plan.id][operation], labels, formats);
                return rows.map((row, index) => (
                  <tr key={`${operation}-${index}`}>
                    {index === 0 ? (
                      <Th scope="row" rowSpan={rows.length} className="bg-surface align-top">
                        {text(`${p}.operations.${operation}`)}
                      </Th>
                    ) : null}
                    <Td>{row.band}</Td>
                    <Td className="font-semibold text-ink">{row.fee}</Td>
                  </tr>
                ));
              })}
            </tbody>
          </Table>
        ))}
      </div>
      <p className="mt-6 text-sm text-ink-muted">{text("common.companySettings")}</p>
    </Section>
  );
}
