import { getLocale } from "next-intl/server";
import { amountLimits, type Operation } from "@/data/fees";
import { activePromotions, lastInstant, promotions } from "@/data/promotions";
import type { CalculatorOffer } from "./fee-results";
import type { PlanId } from "@/data/plans";
import { getRegion } from "@/i18n/region";
import { withColon } from "@/i18n/typography";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { FeeCalculatorView, type CalculatorLabels } from "./fee-calculator-view";
import { FeeCalculatorIsland } from "./fee-calculator-island";
import { pageMessages, pageTranslations } from "@/lib/page";

/**
 * The amounts the calculator opens with: a small shop (1,000 DZD baskets, 100
 * a month), for which startup is the best plan with the company's defaults;
 * the cards then show from which volume and amount comfort and supreme take
 * over (a unit test keeps startup the best for such a shop).
 */
const initial = { amount: 1_000, volume: 100_000 };

/**
 * Server wrapper of the fee calculator: renders it with the opening amounts
 * and passes the island every string, already translated, and the page's
 * language and region, which it needs to format amounts as they change (the
 * site ships no client-side messages).
 */
export async function FeeCalculatorSection({ now = new Date() }: { now?: Date } = {}) {
  const t = await pageTranslations("/business/pay/pricing", "calculator");
  const schedule = await pageTranslations("/business/pay/pricing", "schedule");
  const plansT = await pageTranslations("/business/pay/pricing", "plans");
  const { items } = (await pageMessages("/business/pay/pricing")).plans;
  const format = await getFormat();
  const lang = await getLocale();
  const range = withColon(t("range"), lang);
  const labels: CalculatorLabels = {
    resultsTitle: t("resultsTitle"),
    fee: t("fee"),
    customerPays: t("customerPays"),
    merchantReceives: t("merchantReceives"),
    refundReceived: t("refundReceived"),
    payoutReceived: t("payoutReceived"),
    debited: t("debited"),
    monthlyFees: t("monthlyFees"),
    payouts: plansT("payouts"),
    onRequest: plansT("onRequest"),
    notAvailable: t("notAvailable"),
    recommended: t("recommended"),
    colon: withColon("", lang),
    // Templates, filled by FeeResults with amounts formatted for the page.
    freeUpTo: t.raw("freeUpTo") as string,
    bestByVolume: t.raw("bestByVolume") as string,
    bestByVolumeAny: t("bestByVolumeAny"),
    neverByVolume: t("neverByVolume"),
    bestByAmount: t.raw("bestByAmount") as string,
    bestByAmountAny: t("bestByAmountAny"),
    neverByAmount: t("neverByAmount"),
    rangeUpTo: t.raw("rangeUpTo") as string,
    rangeFrom: t.raw("rangeFrom") as string,
    rangeBetween: t.raw("rangeBetween") as string,
    operationLabel: t("operationLabel"),
    operations: {
      payment: schedule("operations.payment"),
      refund: schedule("operations.refund"),
      transfer: schedule("operations.transfer"),
    } satisfies Record<Operation, string>,
    amountLabel: t("amountLabel"),
    volumeLabel: t("volumeLabel"),
    payerLabel: t("payerLabel"),
    submit: t("submit"),
    amountHint: `${range} ${format.numberRange(amountLimits.min, amountLimits.max, "moneyExact")}`,
    volumeHint: `${range} ${format.numberRange(1, amountLimits.maxMonthlyVolume, "moneyExact")}`,
    payers: { merchant: t("payers.merchant"), customer: t("payers.customer"), split: t("payers.split") },
    errors: { empty: t("errors.empty"), notNumber: t("errors.notNumber"), tooSmall: t("errors.tooSmall"), tooLarge: t("errors.tooLarge") },
  };
  const planNames = { startup: items.startup.name, comfort: items.comfort.name, supreme: items.supreme.name } satisfies Record<
    PlanId,
    string
  >;
  // Promotions that make an operation free, decided when the page is rendered (as the offers above it).
  const promotionCopy = (await pageMessages("/business/pay/pricing")).promotions.items;
  const offers: CalculatorOffer[] = activePromotions(now, promotions).flatMap((promotion) =>
    "waives" in promotion
      ? [
          {
            operation: promotion.waives,
            end: promotion.end,
            note: t("offer", { title: promotionCopy[promotion.id].title, date: format.dateTime(lastInstant(promotion), "dayAlgiers") }),
          },
        ]
      : [],
  );
  return (
    <Section id="calculator" title={t("title")} lead={t("lead")} titleId="payPricing-calculator-title" tone="muted">
      <FeeCalculatorIsland labels={labels} lang={lang} region={getRegion()} planNames={planNames} initial={initial} offers={offers}>
        <FeeCalculatorView
          labels={labels}
          format={format}
          planNames={planNames}
          offers={offers}
          state={{
            operation: "payment",
            amountText: String(initial.amount),
            volumeText: String(initial.volume),
            payer: "merchant",
            values: initial,
          }}
        />
      </FeeCalculatorIsland>
      <noscript>
        <p className="mt-6 font-semibold">{t("noJs")}</p>
      </noscript>
    </Section>
  );
}
