import { CreditCard, Landmark, Smartphone, Wallet } from "lucide-react";
import type { Lang } from "@/config/languages";
import { methodsFor, type PaymentMethodKind, type PaymentMethodUse } from "@/data/payment-methods";
import { appMessages } from "@/lib/app/page";
import { StatusBadge } from "./status-badge";

const icons = { card: CreditCard, wallet: Wallet, "mobile-banking": Smartphone, bank: Landmark } as const satisfies Record<
  PaymentMethodKind,
  unknown
>;

/** The payment methods of one use (`app-wallet`, `credit-purchase`), from data, with their status. */
export async function MethodList({ lang, use }: { lang: Lang; use: PaymentMethodUse }) {
  const { common } = await appMessages(lang);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {methodsFor(use).map((method) => {
        const Icon = icons[method.kind];
        const name = method.name ?? common.methods[method.id as keyof typeof common.methods];
        return (
          <li key={method.id} className="border-line bg-surface flex items-center justify-between gap-3 rounded-2xl border p-5">
            <span className="flex items-center gap-3 font-semibold">
              <Icon aria-hidden className="text-accent size-6" />
              <span dir="auto">{name}</span>
            </span>
            <StatusBadge status={method.status} labels={common.statuses} />
          </li>
        );
      })}
    </ul>
  );
}
