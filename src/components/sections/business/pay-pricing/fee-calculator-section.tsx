import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { amountLimits } from "@/data/fees";
import type { PlanId } from "@/data/plans";
import { getRegion } from "@/i18n/region";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { FeeCalculatorView, type CalculatorLabels } from "./fee-calculator-view";
import { FeeCalculatorIsland } from "./fee-calculator-island";

/** The amounts the calculator opens with. */
const initial = { amount: 5_000, volume: 300_000 };

/**
 * Server wrapper of the fee calculator: renders it with the opening amounts
 * and passes the island every string, already translated, and the page's
 * language and region, which it needs to format amounts as they change (the
 * site ships no client-side messages).
 */
export async function FeeCalculatorSection() {
  const t = await getTranslations("business.payPricing.calculator");
  const { items } = (await getMessages()).business.payPricing.plans;
  const format = await getFormat();
  const range = t("range");
  const labels: CalculatorLabels = {
    resultsTitle: t("resultsTitle"),
    fee: t("fee"),
    customerPays: t("customerPays"),
    merchantReceives: t("merchantReceives"),
    monthlyFees: t("monthlyFees"),
    cheapestFrom: t("cheapestFrom"),
    cheapestFromStart: t("cheapestFromStart"),
    neverCheapest: t("neverCheapest"),
    notAvailable: t("notAvailable"),
    recommended: t("recommended"),
    amountLabel: t("amountLabel"),
    volumeLabel: t("volumeLabel"),
    payerLabel: t("payerLabel"),
    submit: t("submit"),
    amountHint: `${range} ${format.numberRange(amountLimits.min, amountLimits.max, "moneyExact")}`,
    volumeHint: `${range} ${format.numberRange(1, amountLimits.maxMonthlyVolume, "moneyExact")}`,
    payers: { merchant: t("payers.merchant"), customer: t("payers.customer"), split: t("payers.split") },
    errors: { empty: t("errors.empty"), notNumber: t("errors.notNumber"), tooSmall: t("errors.tooSmall"), tooLarge: t("errors.tooLarge") },
  };
  const planNames = { startup: items.startup.name, comfort: items.comfort.name, supreme: items.supreme.name } satisfies Record<PlanId, string>;
  return (
    <Section id="calculator" title={t("title")} lead={t("lead")} titleId="payPricing-calculator-title" tone="muted">
      <FeeCalculatorIsland labels={labels} lang={await getLocale()} region={getRegion()} planNames={planNames} initial={initial}>
        <FeeCalculatorView
          labels={labels}
          format={format}
          planNames={planNames}
          state={{ amountText: String(initial.amount), volumeText: String(initial.volume), payer: "merchant", values: initial }}
        />
      </FeeCalculatorIsland>
      <noscript>
        <p className="mt-6 font-semibold">{t("noJs")}</p>
      </noscript>
    </Section>
  );
}
