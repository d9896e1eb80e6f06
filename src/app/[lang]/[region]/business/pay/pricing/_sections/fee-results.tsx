import { amountLimits, feeSchedule, type Operation, type OperationFees } from "@/data/fees";
import { plans, type PlanId } from "@/data/plans";
import {
  cheapestAmounts,
  cheapestPlan,
  cheapestVolumes,
  feeFor,
  isEligible,
  monthlyFees,
  quote,
  type Payer,
  type Range,
} from "@/lib/pricing/fees";
import type { Format } from "@/i18n/format";
import { fillTemplate, withFigure } from "@/i18n/typography";
import { Badge } from "@/components/ui/badge";
// clsx, not cn(): the fee calculator renders this in the browser (src/lib/cn.ts).
import { clsx as cn } from "clsx";

export type ResultLabels = {
  resultsTitle: string;
  fee: string;
  customerPays: string;
  merchantReceives: string;
  refundReceived: string;
  payoutReceived: string;
  debited: string;
  monthlyFees: string;
  payouts: string;
  onRequest: string;
  notAvailable: string;
  recommended: string;
  /** The colon after a label as the page's language writes it (`withColon`: a narrow no-break space before it in French). */
  colon: string;
  /** Templates: `{amount}`, `{range}`, `{from}`, `{to}` are filled here (the site ships no message formatter to the browser). */
  freeUpTo: string;
  bestByVolume: string;
  bestByVolumeAny: string;
  neverByVolume: string;
  bestByAmount: string;
  bestByAmountAny: string;
  neverByAmount: string;
  rangeUpTo: string;
  rangeFrom: string;
  rangeBetween: string;
};

/** What a waived operation costs while its promotion runs. */
const waived: OperationFees = { tiers: [{ upTo: null, percent: 0, fixed: 0, minimum: 0 }], freeUpTo: 0 };

/** A running promotion that makes an operation free (src/data/promotions.ts `waives`), with its sentence. */
export type CalculatorOffer = { operation: Operation; end: string; note: string };

/** The templates' values that are amounts (`{range}` is a sentence of them). */
const amounts = ["amount", "from", "to"];
/** Fills `{name}` in a template with already formatted values; an amount stays on the line of the word before it («jusqu’à 5 000 000 DA»). */
const fill = (template: string, values: Record<string, string>) => fillTemplate(template, values, amounts);

/**
 * One sentence for the runs of values on which a plan is the cheapest:
 * "never", "whatever the value", or the runs ("up to X", "from X to Y",
 * "from X"), joined with "or".
 */
function rangesText(
  ranges: readonly Range[],
  bounds: { min: number; max: number },
  texts: { best: string; any: string; never: string },
  labels: ResultLabels,
  format: Format,
): string {
  if (ranges.length === 0) return texts.never;
  const money = (value: number) => format.number(value, "moneyExact");
  const parts = ranges.map(({ from, to }) => {
    const open = to === null || to >= bounds.max;
    if (from <= bounds.min) return open ? null : fill(labels.rangeUpTo, { to: money(to) });
    return open ? fill(labels.rangeFrom, { from: money(from) }) : fill(labels.rangeBetween, { from: money(from), to: money(to) });
  });
  if (parts.includes(null)) return texts.any;
  return fill(texts.best, { range: format.list(parts as string[], { type: "disjunction" }) });
}

/**
 * One card per plan for the chosen operation. Payments: fee, what each side
 * pays and gets, fees per month, the best plan for the volume, and the
 * break-even both ways (the volumes at this amount, the amounts at this
 * volume, on which the plan is the best). Refunds and payouts: the fee, what
 * reaches the other side and what leaves the balance (and, for payouts, the
 * free ones of each month). A "free up to" threshold shows where there is one.
 * While a promotion makes the operation free (`offer`), every plan's fee is 0
 * and the promotion's sentence says until when.
 */
export function FeeResults({
  labels,
  format,
  planNames,
  operation,
  amount,
  volume,
  payer,
  offer,
}: {
  labels: ResultLabels;
  format: Format;
  planNames: Record<PlanId, string>;
  operation: Operation;
  amount: number;
  volume: number;
  payer: Payer;
  offer?: CalculatorOffer;
}) {
  const money = (value: number) => format.number(value, "moneyCents");
  const priced = plans.map((plan) => ({ ...plan, fees: offer ? waived : feeSchedule[plan.id][operation] }));
  const payment = operation === "payment";
  const best = payment ? cheapestPlan(priced, amount, volume) : null;
  const byVolume = payment ? cheapestVolumes(priced, amount, amountLimits.maxMonthlyVolume) : null;
  const byAmount = payment ? cheapestAmounts(priced, volume, amountLimits) : null;
  const announced = payment
    ? best
      ? `${labels.recommended}${labels.colon} ${planNames[best]}`
      : ""
    : `${labels.fee}${labels.colon} ${format.list(priced.map((plan) => withFigure(planNames[plan.id], money(feeFor(plan.fees, amount)))))}`;
  return (
    <section aria-labelledby="calc-results-title">
      <h3 id="calc-results-title" className="text-xl font-bold">
        {labels.resultsTitle}
      </h3>
      <p aria-live="polite" className="sr-only">
        {offer ? `${offer.note} ${announced}` : announced}
      </p>
      {offer ? (
        <p data-offer={offer.operation} className="border-gold-500 bg-surface mt-3 rounded-2xl border p-4 font-semibold">
          {offer.note}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {priced.map((plan) => {
          const q = quote(plan.fees, amount, payment ? payer : "merchant");
          const eligible = !payment || isEligible(plan, amount, volume);
          const rows: [string, string][] = payment
            ? [
                [labels.fee, money(q.fee)],
                [labels.customerPays, money(q.customerPays)],
                [labels.merchantReceives, money(q.merchantReceives)],
                ...(eligible ? [[labels.monthlyFees, money(monthlyFees(plan.fees, amount, volume))] as [string, string]] : []),
              ]
            : [
                [labels.fee, money(q.fee)],
                [operation === "refund" ? labels.refundReceived : labels.payoutReceived, money(amount)],
                [labels.debited, money(amount + q.fee)],
                ...(operation === "transfer"
                  ? [
                      [labels.payouts, plan.freePayouts === "on-request" ? labels.onRequest : format.number(plan.freePayouts, "count")] as [
                        string,
                        string,
                      ],
                    ]
                  : []),
              ];
          return (
            <li
              key={plan.id}
              data-result={plan.id}
              className={cn("bg-surface rounded-3xl border p-5", best === plan.id ? "border-accent ring-accent ring-2" : "border-line")}
            >
              <h4 className="text-lg font-bold">{planNames[plan.id]}</h4>
              {best === plan.id ? (
                <Badge tone="gold" className="mt-2">
                  {labels.recommended}
                </Badge>
              ) : null}
              {!eligible ? <p className="text-ink-muted mt-2 text-sm font-semibold">{labels.notAvailable}</p> : null}
              {plan.fees.freeUpTo > 0 ? (
                <p data-free-up-to className="text-accent mt-2 text-sm font-semibold">
                  {fill(labels.freeUpTo, { amount: format.number(plan.fees.freeUpTo, "moneyExact") })}
                </p>
              ) : null}
              {/* `.fee-rows` (globals.css): the rows' look, named once. */}
              <dl className="fee-rows">
                {rows.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {byVolume && byAmount ? (
                <>
                  <p data-break-even="volume" className="text-ink-muted mt-3 text-sm">
                    {rangesText(
                      byVolume[plan.id],
                      { min: 1, max: amountLimits.maxMonthlyVolume },
                      { best: labels.bestByVolume, any: labels.bestByVolumeAny, never: labels.neverByVolume },
                      labels,
                      format,
                    )}
                  </p>
                  <p data-break-even="amount" className="text-ink-muted mt-2 text-sm">
                    {rangesText(
                      byAmount[plan.id],
                      amountLimits,
                      { best: labels.bestByAmount, any: labels.bestByAmountAny, never: labels.neverByAmount },
                      labels,
                      format,
                    )}
                  </p>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
