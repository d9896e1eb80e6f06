import { Printer } from "lucide-react";
import type { Lang } from "@/config/languages";
import { terminalOffer } from "@/data/reseller";
import { moneyFormat } from "@/lib/pricing/format";
import { Section } from "@/components/ui/section";
import { businessMessages, headingId } from "./messages";

const keys = ["monthlyRent", "rentWaivedFrom", "deposit", "purchasePrice", "accountFee", "minFirstTopUp"] as const;

/** The terminal offer (rent, waiver, deposit, purchase) from `src/data/reseller.ts`. */
export async function TerminalOfferSection({ lang, locale }: { lang: Lang; locale: string }) {
  const { text } = await businessMessages(lang);
  const p = "proPricing.terminal";
  const money = moneyFormat(locale).one;
  return (
    <Section title={text(`${p}.title`)} lead={text(`${p}.lead`)} titleId={headingId(p)} tone="muted">
      <div className="grid items-start gap-8 md:grid-cols-[auto_1fr]">
        <Printer aria-hidden className="hidden size-24 text-accent md:block" strokeWidth={1.25} />
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {keys.map((key) => (
            <div key={key} data-offer={key} className="rounded-2xl border border-line bg-surface p-5">
              <dt className="text-ink-muted">{text(`${p}.${key}`)}</dt>
              <dd className="mt-2 text-2xl font-extrabold">{terminalOffer[key] === 0 ? text(`${p}.free`) : money(terminalOffer[key])}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-6 text-sm text-ink-muted">{text("common.companySettings")}</p>
    </Section>
  );
}
