import type { Lang } from "@/config/languages";
import { commissions } from "@/data/reseller";
import { moneyFormat, percentFormat } from "@/lib/pricing/format";
import { Section } from "@/components/ui/section";
import { Table, Td, Th } from "@/components/ui/table";
import { businessMessages, headingId } from "./messages";

/** Reseller commission per product family, from `src/data/reseller.ts`. */
export async function CommissionsSection({ lang, locale }: { lang: Lang; locale: string }) {
  const { text } = await businessMessages(lang);
  const p = "proPricing.commissions";
  const money = moneyFormat(locale).one;
  const percent = percentFormat(locale);
  return (
    <Section title={text(`${p}.title`)} lead={text(`${p}.lead`)} titleId={headingId(p)}>
      <Table caption={text(`${p}.title`)} captionId="commissions-caption" className="max-w-5xl">
        <thead>
          <tr>
            <Th scope="col">{text(`${p}.family`)}</Th>
            <Th scope="col">{text(`${p}.commission`)}</Th>
            <Th scope="col">{text(`${p}.examples`)}</Th>
          </tr>
        </thead>
        <tbody>
          {commissions.map((row) => (
            <tr key={row.family} data-family={row.family}>
              <Th scope="row" className="bg-surface whitespace-normal">{text(`${p}.families.${row.family}`)}</Th>
              <Td className="text-lg font-bold text-ink">
                {row.percent !== null ? percent(row.percent) : `${money(row.fixed ?? 0)} ${text(`${p}.perSale`)}`}
              </Td>
              <Td>{row.examples.join(" · ")}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="mt-6 max-w-5xl text-sm text-ink-muted">{text("common.companySettings")}</p>
    </Section>
  );
}
