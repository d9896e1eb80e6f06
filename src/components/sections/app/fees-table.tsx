import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { appFees, isFree, type AppFee } from "@/data/app-fees";
import { appMessages, type AppMessages } from "@/lib/app/page";
import { dinars, numbers } from "@/lib/app/money";
import { Section } from "@/components/ui/section";

function feeText(fee: AppFee, copy: AppMessages["pricing"]["table"], money: (n: number) => string, number: (n: number) => string) {
  if (isFree(fee)) return copy.free;
  const parts = [fee.percent ? `${number(fee.percent)}%` : null, fee.fixed ? money(fee.fixed) : null].filter(Boolean).join(" + ");
  return fee.freePerMonth ? `${number(fee.freePerMonth)} ${copy.freeThen} ${parts}` : parts;
}

/** What each operation costs an app user, from `src/data/app-fees.ts`. */
export async function FeesTable({ lang, region }: { lang: Lang; region: RegionId }) {
  const copy = (await appMessages(lang)).pricing.table;
  const money = dinars(lang, region);
  const number = numbers(lang, region);
  return (
    <Section title={copy.title} titleId="fees-title">
      <div className="border-line overflow-x-auto rounded-2xl border">
        <table className="w-full border-collapse text-start" data-testid="fees-table">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr className="bg-surface-muted text-sm">
              <th scope="col" className="border-line border-b px-4 py-3 text-start">
                {copy.operation}
              </th>
              <th scope="col" className="border-line border-b px-4 py-3 text-end">
                {copy.fee}
              </th>
            </tr>
          </thead>
          <tbody>
            {appFees.map((fee) => (
              <tr key={fee.id} className="border-line border-b last:border-b-0">
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {copy.rows[fee.id]}
                </th>
                <td className={`px-4 py-3 text-end font-semibold ${isFree(fee) ? "text-accent" : ""}`}>
                  {feeText(fee, copy, money, number)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
