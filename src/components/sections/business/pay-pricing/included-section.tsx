import { BadgeCheck, Banknote, Receipt } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { lowestPayoutFee } from "@/data/fees";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";

/** TTC with interbank fees, payouts "as low as" (from data), and the fees nobody pays. */
export async function IncludedSection() {
  const t = await getTranslations("business.payPricing.included");
  const format = await getFormat();
  const items = [
    { key: "ttc", Icon: Receipt, title: t("ttc.title"), body: t("ttc.body"), figure: null },
    { key: "payouts", Icon: Banknote, title: t("payouts.title"), body: t("payouts.body"), figure: format.number(lowestPayoutFee, "moneyCents") },
    { key: "none", Icon: BadgeCheck, title: t("none.title"), body: t("none.body"), figure: null },
  ];
  return (
    <Section title={t("title")} titleId="payPricing-included-title" tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, Icon, title, body, figure }) => (
          <li key={key} className="rounded-3xl border border-line bg-surface p-6">
            <Icon aria-hidden className="size-7 text-accent" />
            <h3 className="mt-4 text-lg font-bold">
              {title}
              {figure ? <span className="mt-1 block text-3xl font-extrabold">{figure}</span> : null}
            </h3>
            <p className="mt-2 text-ink-muted">{body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
