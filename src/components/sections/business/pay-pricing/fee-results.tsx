import type { OperationFees } from "@/data/fees";
import type { Plan, PlanId } from "@/data/plans";
import { cheapestFrom, cheapestPlan, isEligible, monthlyFees, quote, type Payer } from "@/lib/pricing/fees";
import type { Format } from "@/i18n/format";
import { Badge } from "@/components/ui/badge";
// clsx, not cn(): the fee calculator renders this in the browser (src/lib/cn.ts).
import { clsx as cn } from "clsx";

export type ResultLabels = {
  resultsTitle: string;
  fee: string;
  customerPays: string;
  merchantReceives: string;
  monthlyFees: string;
  cheapestFrom: string;
  cheapestFromStart: string;
  neverCheapest: string;
  notAvailable: string;
  recommended: string;
};

type Priced = Plan & { fees: OperationFees };

/** One card per plan: fee, what each side pays and gets, fees per month, cheapest-from volume. */
export function FeeResults({ labels, format, planNames, priced, amount, volume, payer }: { labels: ResultLabels; format: Format; planNames: Record<PlanId, string>; priced: readonly Priced[]; amount: number; volume: number; payer: Payer }) {
  const money = (value: number) => format.number(value, "moneyCents");
  const volumeMoney = (value: number) => format.number(value, "moneyExact");
  const best = cheapestPlan(priced, amount, volume);
  const from = cheapestFrom(priced, amount);
  return (
    <section aria-labelledby="calc-results-title">
      <h3 id="calc-results-title" className="text-xl font-bold">{labels.resultsTitle}</h3>
      <p aria-live="polite" className="sr-only">{best ? `${labels.recommended}: ${planNames[best]}` : ""}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {priced.map((plan) => {
          const q = quote(plan.fees, amount, payer);
          const eligible = isEligible(plan, amount, volume);
          const cheapest = from[plan.id];
          const rows: [string, string][] = [
            [labels.fee, money(q.fee)],
            [labels.customerPays, money(q.customerPays)],
            [labels.merchantReceives, money(q.merchantReceives)],
            ...(eligible ? [[labels.monthlyFees, money(monthlyFees(plan.fees, amount, volume))] as [string, string]] : []),
          ];
          return (
            <li key={plan.id} data-result={plan.id} className={cn("rounded-3xl border bg-surface p-5", best === plan.id ? "border-accent ring-2 ring-accent" : "border-line")}>
              <h4 className="text-lg font-bold">{planNames[plan.id]}</h4>
              {best === plan.id ? <Badge tone="gold" className="mt-2">{labels.recommended}</Badge> : null}
              {!eligible ? <p className="mt-2 text-sm font-semibold text-ink-muted">{labels.notAvailable}</p> : null}
              <dl className="mt-3 divide-y divide-line">
                {rows.map(([term, value]) => (
                  <div key={term} className="flex flex-wrap justify-between gap-x-4 py-2">
                    <dt className="text-ink-muted">{term}</dt>
                    <dd className="font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-ink-muted">
                {cheapest === null ? labels.neverCheapest : cheapest === 0 ? labels.cheapestFromStart : (<>{labels.cheapestFrom} <strong className="text-ink">{volumeMoney(cheapest)}</strong></>)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
