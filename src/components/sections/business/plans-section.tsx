import { Check } from "lucide-react";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { plans } from "@/data/plans";
import { feeSchedule } from "@/data/fees";
import { countFormat, moneyFormat, percentFormat } from "@/lib/pricing/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { cn } from "@/lib/cn";
import { businessMessages, headingId } from "./messages";

/** The three Pay plans (SPEC 6 table) from `src/data/plans.ts`. */
export async function PlansSection({ lang, locale }: { lang: Lang; locale: string }) {
  const { text } = await businessMessages(lang);
  const p = "payPricing.plans";
  const money = moneyFormat(locale);
  const count = countFormat(locale);
  const percent = percentFormat(locale);
  return (
    <Section title={text(`${p}.title`)} lead={text(`${p}.lead`)} titleId={headingId(p)}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const band = feeSchedule[plan.id].payment.tiers[1];
          const rows = [
            [text(`${p}.monthlyVolume`), plan.maxMonthlyVolume === null ? text(`${p}.unlimited`) : `${text(`${p}.upTo`)} ${money.one(plan.maxMonthlyVolume)}`],
            [text(`${p}.transactions`), plan.maxTransactions === null ? text(`${p}.unlimited`) : count(plan.maxTransactions)],
            [text(`${p}.payouts`), plan.freePayouts === "on-request" ? text(`${p}.onRequest`) : count(plan.freePayouts)],
            ...(plan.minMonthlyVolume > 0 ? [[text(`${p}.availableFrom`), money.one(plan.minMonthlyVolume)]] : []),
          ];
          return (
            <li key={plan.id} data-plan={plan.id} className={cn("flex flex-col rounded-3xl border bg-surface p-6 md:p-8", plan.featured ? "border-accent ring-2 ring-accent" : "border-line")}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-2xl font-bold">{text(`${p}.items.${plan.id}.name`)}</h3>
                {plan.featured ? <Badge tone="gold">{text(`${p}.featured`)}</Badge> : null}
              </div>
              <p className="mt-2 text-ink-muted">{text(`${p}.items.${plan.id}.audience`)}</p>
              <p className="mt-6">
                <span className="block text-sm text-ink-muted">{text(`${p}.paymentFee`)}</span>
                <span className="text-4xl font-extrabold tracking-tight">{band ? percent(band.percent) : null}</span>
              </p>
              <p className="mt-3 inline-flex items-center gap-2 font-semibold text-accent">
                <Check aria-hidden className="size-5" />
                {text(`${p}.firstMonth`)}
              </p>
              <dl className="mt-6 flex-1 divide-y divide-line border-t border-line">
                {rows.map(([term, value]) => (
                  <div key={term} className="flex justify-between gap-4 py-3">
                    <dt className="text-ink-muted">{term}</dt>
                    <dd className="text-end font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <Button asChild variant={plan.featured ? "gold" : "outline"} className="mt-6">
                <a href={site.links.merchantDashboard}>{text(`${p}.cta`)}</a>
              </Button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
