import type { Lang } from "@/config/languages";
import { amountLimits } from "@/data/fees";
import { planIds, type PlanId } from "@/data/plans";
import { payers } from "@/lib/pricing/fees";
import { moneyFormat } from "@/lib/pricing/format";
import { Section } from "@/components/ui/section";
import { businessMessages, headingId } from "./messages";
import { FeeCalculator, type CalculatorLabels } from "./fee-calculator";

const resultKeys = ["resultsTitle", "fee", "customerPays", "merchantReceives", "monthlyFees", "cheapestFrom", "cheapestFromStart", "neverCheapest", "notAvailable", "recommended", "amountLabel", "volumeLabel", "payerLabel", "submit"] as const;

/** Server wrapper of the fee calculator: passes it every string, already translated. */
export async function FeeCalculatorSection({ lang, locale }: { lang: Lang; locale: string }) {
  const { text } = await businessMessages(lang);
  const p = "payPricing.calculator";
  const money = moneyFormat(locale);
  const range = text(`${p}.range`);
  const labels: CalculatorLabels = {
    ...(Object.fromEntries(resultKeys.map((key) => [key, text(`${p}.${key}`)])) as Record<(typeof resultKeys)[number], string>),
    amountHint: `${range} ${money.range(amountLimits.min, amountLimits.max)}`,
    volumeHint: `${range} ${money.range(1, amountLimits.maxMonthlyVolume)}`,
    payers: Object.fromEntries(payers.map((payer) => [payer, text(`${p}.payers.${payer}`)])) as CalculatorLabels["payers"],
    errors: {
      empty: text(`${p}.errors.empty`),
      notNumber: text(`${p}.errors.notNumber`),
      tooSmall: text(`${p}.errors.tooSmall`),
      tooLarge: text(`${p}.errors.tooLarge`),
    },
  };
  const planNames = Object.fromEntries(planIds.map((id) => [id, text(`payPricing.plans.items.${id}.name`)])) as Record<PlanId, string>;
  return (
    <Section id="calculator" title={text(`${p}.title`)} lead={text(`${p}.lead`)} titleId={headingId(p)} tone="muted">
      <FeeCalculator labels={labels} locale={locale} planNames={planNames} initial={{ amount: 5_000, volume: 300_000 }} />
      <noscript>
        <p className="mt-6 font-semibold">{text(`${p}.noJs`)}</p>
      </noscript>
    </Section>
  );
}
