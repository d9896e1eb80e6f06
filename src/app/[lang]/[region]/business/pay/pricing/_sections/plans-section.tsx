import Link from "next/link";
import { Check } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { firstMonthFeePercent, plans } from "@/data/plans";
import { feeSchedule } from "@/data/fees";
import { getFormat } from "@/i18n/format-server";
import { regionHref } from "@/i18n/region";
import { fillTemplate, withFigure } from "@/i18n/typography";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { cn } from "@/lib/cn";
import { pageMessages, pageTranslations } from "@/lib/page";

/** The three Pay plans (SPEC 6 table) from `src/data/plans.ts`. */
export async function PlansSection() {
  const t = await pageTranslations("/business/pay/pricing", "plans");
  const format = await getFormat();
  // Name and audience per plan id: the type of the messages fails the build when a plan has none.
  const copy = (await pageMessages("/business/pay/pricing")).plans.items;
  const money = (value: number) => format.number(value, "moneyExact");
  const count = (value: number) => format.number(value, "count");
  const firstMonth = format.number(firstMonthFeePercent / 100, "percent");
  return (
    <Section title={t("title")} lead={t("lead", { firstMonth })} titleId="payPricing-plans-title">
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const band = feeSchedule[plan.id].payment.tiers[1];
          const lower = feeSchedule[plan.id].payment.tiers[0]?.upTo ?? 0;
          const rows = [
            [t("monthlyVolume"), plan.maxMonthlyVolume === null ? t("unlimited") : withFigure(t("upTo"), money(plan.maxMonthlyVolume))],
            [t("transactions"), plan.maxTransactions === null ? t("unlimited") : count(plan.maxTransactions)],
            [t("payouts"), plan.freePayouts === "on-request" ? t("onRequest") : count(plan.freePayouts)],
            ...(plan.minMonthlyVolume > 0 ? [[t("availableFrom"), money(plan.minMonthlyVolume)]] : []),
          ];
          return (
            <li
              key={plan.id}
              data-plan={plan.id}
              className={cn(
                "bg-surface flex flex-col rounded-3xl border p-6 md:p-8",
                plan.featured ? "border-accent ring-accent ring-2" : "border-line",
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-2xl font-bold">{copy[plan.id].name}</h3>
                {plan.featured ? <Badge tone="gold">{t("featured")}</Badge> : null}
              </div>
              <p className="text-ink-muted mt-2">{copy[plan.id].audience}</p>
              {/* The rate of one band, named with its limits: below and above it a fixed part, a minimum or a flat fee apply (review pass 5, 1.1). */}
              <p className="mt-6">
                <span className="text-ink-muted block text-sm">
                  {fillTemplate(t.raw("paymentFee") as string, { from: money(lower), to: band?.upTo ? money(band.upTo) : "" }, ["from", "to"])}
                </span>
                <span className="text-4xl font-extrabold tracking-tight">{band ? format.number(band.percent / 100, "percent") : null}</span>
                <a href="#fee-schedule" className="text-accent mt-1 block text-sm font-semibold underline underline-offset-4">
                  {t("scheduleLink")}
                </a>
              </p>
              <p className="text-accent mt-3 inline-flex items-center gap-2 font-semibold">
                <Check aria-hidden className="size-5" />
                {t("firstMonth", { firstMonth })}
              </p>
              <dl className="divide-line border-line mt-6 flex-1 divide-y border-t">
                {rows.map(([term, value]) => (
                  <div key={term} className="flex justify-between gap-4 py-3">
                    <dt className="text-ink-muted">{term}</dt>
                    <dd className="text-end font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <Button asChild variant={plan.featured ? "gold" : "outline"} className="mt-6">
                {/* A plan offered from a monthly volume is agreed with sales (the FAQ says so), not chosen at sign-up. */}
                {plan.minMonthlyVolume > 0 ? (
                  <Link href={regionHref("/business/pay/contact")} prefetch={false}>
                    {t("ctaSales")}
                  </Link>
                ) : (
                  <a href={site.links.merchantDashboard}>{t("cta")}</a>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
