import { CreditCard, Lock, Wallet } from "lucide-react";
import type { Lang } from "@/config/languages";
import { payMethods, type PayMethodStatus } from "@/data/pay-methods";
import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { businessMessages, headingId } from "./messages";

const statusKey = { live: "live", "coming-soon": "comingSoon", "on-request": "onRequest" } as const satisfies Record<PayMethodStatus, string>;
const statusTone = { live: "brand", "coming-soon": "gold", "on-request": "neutral" } as const satisfies Record<PayMethodStatus, string>;

/** Payment methods from `src/data/pay-methods.ts`, with their status. */
export async function PayMethodsSection({ lang }: { lang: Lang }) {
  const { text } = await businessMessages(lang);
  const prefix = "payMethod.methods";
  return (
    <Section title={text(`${prefix}.title`)} lead={text(`${prefix}.lead`)} titleId={headingId(prefix)}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {payMethods.map((method) => {
          const Icon = method.kind === "card" ? CreditCard : Wallet;
          return (
            <li key={method.id} data-method={method.id} className="flex flex-col rounded-3xl border border-line bg-surface p-6">
              <div className="flex items-start justify-between gap-4">
                <div className="flex items-center gap-3">
                  <span aria-hidden className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-xl font-bold" dir="ltr">{method.name}</h3>
                    <p className="text-sm text-ink-muted">{text(`${prefix}.kind.${method.kind}`)}</p>
                  </div>
                </div>
                <Badge tone={statusTone[method.status]}>{text(`common.status.${statusKey[method.status]}`)}</Badge>
              </div>
              <p className="mt-4 flex-1 text-ink-muted">{text(`${prefix}.notes.${method.id}`)}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {method.secureCode ? (
                  <li className="flex gap-2"><Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />{text(`${prefix}.secureCode`)}</li>
                ) : null}
                <li className="flex gap-2">
                  <CreditCard aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                  {text(method.settlesInDzd ? `${prefix}.settlesInDzd` : `${prefix}.settlesOther`)}
                </li>
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
