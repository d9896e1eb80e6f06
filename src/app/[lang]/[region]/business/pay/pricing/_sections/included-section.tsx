import { BadgeCheck, Banknote, Receipt } from "@/components/icons/lucide";
import { amountLimits, feeSchedule } from "@/data/fees";
import { noFees, plans } from "@/data/plans";
import { getFormat } from "@/i18n/format-server";
import { lowestFee } from "@/lib/pricing/fees";
import { freePayoutsOnEveryPlan } from "@/lib/pricing/copy-values";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/**
 * TTC with interbank fees; payouts: “Free payouts included in every plan” while every plan has free payouts (a
 * number, or supreme's number agreed on request), otherwise "as low as" the lowest payout fee of the schedule
 * (review pass 1: not “as low as 0.00 DA”); and the fees no plan charges (`noFees`).
 */
export async function IncludedSection() {
  const t = await pageTranslations("/business/pay/pricing", "included");
  const format = await getFormat();
  const free = freePayoutsOnEveryPlan(plans);
  const payout = lowestFee(
    plans.map((plan) => feeSchedule[plan.id].transfer),
    amountLimits.min,
  );
  const none = {
    subscription: t("none.items.subscription"),
    activation: t("none.items.activation"),
    integration: t("none.items.integration"),
  } satisfies Record<(typeof noFees)[number], string>;
  const items = [
    { key: "ttc", Icon: Receipt, title: t("ttc.title"), body: t("ttc.body"), figure: null },
    {
      key: "payouts",
      Icon: Banknote,
      title: t("payouts.title", { lowest: free ? "free" : "other" }),
      body: t("payouts.body"),
      figure: free ? null : format.number(payout, "money"),
    },
    {
      key: "none",
      Icon: BadgeCheck,
      title: t("none.title"),
      body: (
        <ul className="marker:text-accent list-disc space-y-1 ps-5">
          {noFees.map((fee) => (
            <li key={fee}>{none[fee]}</li>
          ))}
        </ul>
      ),
      figure: null,
    },
  ];
  return (
    <Section title={t("title")} titleId="payPricing-included-title" tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, Icon, title, body, figure }) => (
          <li key={key} className="border-line bg-surface rounded-3xl border p-6">
            <Icon aria-hidden className="text-accent size-7" />
            <h3 className="mt-4 text-lg font-bold">
              {title}
              {figure ? <span className="mt-1 block text-3xl font-extrabold">{figure}</span> : null}
            </h3>
            <div className="text-ink-muted mt-2">{typeof body === "string" ? <p>{body}</p> : body}</div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
