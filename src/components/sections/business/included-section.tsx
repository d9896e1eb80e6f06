import { BadgeCheck, Banknote, Receipt } from "lucide-react";
import type { Lang } from "@/config/languages";
import { lowestPayoutFee } from "@/data/fees";
import { moneyFormat } from "@/lib/pricing/format";
import { Section } from "@/components/ui/section";
import { businessMessages, headingId } from "./messages";

/** TTC with interbank fees, payouts "as low as" (from data), and the fees nobody pays. */
export async function IncludedSection({ lang, locale }: { lang: Lang; locale: string }) {
  const { text } = await businessMessages(lang);
  const p = "payPricing.included";
  const items = [
    { key: "ttc", Icon: Receipt, figure: null },
    { key: "payouts", Icon: Banknote, figure: moneyFormat(locale, "cents").one(lowestPayoutFee) },
    { key: "none", Icon: BadgeCheck, figure: null },
  ] as const;
  return (
    <Section title={text(`${p}.title`)} titleId={headingId(p)} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, Icon, figure }) => (
          <li key={key} className="rounded-3xl border border-line bg-surface p-6">
            <Icon aria-hidden className="size-7 text-accent" />
            <h3 className="mt-4 text-lg font-bold">
              {text(`${p}.${key}.title`)}
              {figure ? <span className="mt-1 block text-3xl font-extrabold">{figure}</span> : null}
            </h3>
            <p className="mt-2 text-ink-muted">{text(`${p}.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
