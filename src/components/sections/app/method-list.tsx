import { CreditCard, Landmark, Smartphone, Wallet } from "@/components/icons/lucide";
import { getTranslations } from "next-intl/server";
import {
  methodsFor,
  type PaymentMethodKind,
  type PaymentMethodStatus,
  type PaymentMethodUse,
  type paymentMethods,
} from "@/data/payment-methods";
import { StatusBadge } from "./status-badge";

const icons = { card: CreditCard, wallet: Wallet, "mobile-banking": Smartphone, bank: Landmark } as const satisfies Record<
  PaymentMethodKind,
  unknown
>;

/** Methods without a public brand name: their label is translated. */
type GenericMethodId = Extract<(typeof paymentMethods)[number], { name: null }>["id"];

/** The payment methods of one use (`app-wallet`, `credit-purchase`), from data, with their status. */
export async function MethodList({ use }: { use: PaymentMethodUse }) {
  const t = await getTranslations("app.common");
  const generic = { "partner-banks": t("methods.partner-banks") } satisfies Record<GenericMethodId, string>;
  const statuses = {
    live: t("statuses.live"),
    "coming-soon": t("statuses.coming-soon"),
    "on-request": t("statuses.on-request"),
  } satisfies Record<PaymentMethodStatus, string>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {methodsFor(use).map((method) => {
        const Icon = icons[method.kind];
        return (
          <li key={method.id} className="border-line bg-surface flex items-center justify-between gap-3 rounded-2xl border p-5">
            <span className="flex items-center gap-3 font-semibold">
              <Icon aria-hidden className="text-accent size-6" />
              <span dir="auto">{method.name === null ? generic[method.id] : method.name}</span>
            </span>
            <StatusBadge status={method.status} labels={statuses} />
          </li>
        );
      })}
    </ul>
  );
}
