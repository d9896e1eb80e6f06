import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { creditFor, earningRates, earningsExample, exampleTotal } from "@/data/credit";
import { appMessages } from "@/lib/app/page";
import { dinars, numbers } from "@/lib/app/money";
import { Section } from "@/components/ui/section";

/** A month of purchases and the CC they earn, computed from `src/data/credit.ts`. */
export async function EarningsExample({ lang, region }: { lang: Lang; region: RegionId }) {
  const copy = (await appMessages(lang)).reward.example;
  const money = dinars(lang, region);
  const number = numbers(lang, region);
  const cell = "border-b border-line px-4 py-3";
  return (
    <Section title={copy.title} lead={copy.lead} titleId="example-title" tone="muted">
      <div className="border-line bg-surface overflow-x-auto rounded-2xl border">
        <table className="w-full min-w-[32rem] border-collapse text-start" data-testid="earnings-example">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr className="bg-surface-muted text-sm">
              <th scope="col" className={`${cell} text-start`}>
                {copy.kind}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {copy.amount}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {copy.rate}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {copy.earned}
              </th>
            </tr>
          </thead>
          <tbody>
            {earningsExample.map((line) => (
              <tr key={line.kind}>
                <th scope="row" className={`${cell} text-start font-medium`}>
                  {copy.kinds[line.kind]}
                </th>
                <td className={`${cell} text-ink-muted text-end`}>{money(line.amount)}</td>
                <td className={`${cell} text-ink-muted text-end`}>{number(earningRates[line.kind])}</td>
                <td className={`${cell} text-end font-semibold`}>{number(creditFor(line.kind, line.amount))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-3 text-start font-bold">
                {copy.total}
              </th>
              <td className="text-accent px-4 py-3 text-end text-lg font-extrabold">{number(exampleTotal())}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-ink-muted mt-4 max-w-3xl text-sm">{copy.note}</p>
    </Section>
  );
}
