import { CreditCard, Lock, Wallet } from "@/components/icons/lucide";
import { getTranslations } from "next-intl/server";
import { isGatewayMethod, methodsFor, type PaymentMethodStatus } from "@/data/payment-methods";
import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { pageMessages, pageTranslations } from "@/lib/page";

const statusTone = { live: "brand", "coming-soon": "gold", "on-request": "neutral" } as const satisfies Record<PaymentMethodStatus, string>;

/** The methods the gateway takes, from `src/data/payment-methods.ts` (`methodsFor("gateway")`), with their status. */
export async function PayMethodsSection() {
  const t = await pageTranslations("/business/pay/method", "methods");
  const common = await getTranslations("business.common");
  const { kind, notes } = (await pageMessages("/business/pay/method")).methods;
  const status = {
    live: common("status.live"),
    "coming-soon": common("status.comingSoon"),
    "on-request": common("status.onRequest"),
  } satisfies Record<PaymentMethodStatus, string>;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="payMethod-methods-title">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {methodsFor("gateway")
          .filter(isGatewayMethod)
          .map((method) => {
            const Icon = method.kind === "card" ? CreditCard : Wallet;
            return (
              <li key={method.id} data-method={method.id} className="border-line bg-surface flex flex-col rounded-3xl border p-6">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
                  <div className="flex items-center gap-3">
                    <span aria-hidden className="icon-tile size-11">
                      <Icon className="size-5" />
                    </span>
                    <div>
                      <h3 className="text-xl font-bold" dir="ltr">
                        {method.name}
                      </h3>
                      <p className="text-ink-muted text-sm">{kind[method.kind]}</p>
                    </div>
                  </div>
                  <Badge tone={statusTone[method.status]}>{status[method.status]}</Badge>
                </div>
                <p className="text-ink-muted mt-4 flex-1">{notes[method.id]}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {method.gateway.secureCode ? (
                    <li className="flex gap-2">
                      <Lock aria-hidden className="text-accent mt-0.5 size-4 shrink-0" />
                      {t("secureCode")}
                    </li>
                  ) : null}
                  <li className="flex gap-2">
                    <CreditCard aria-hidden className="text-accent mt-0.5 size-4 shrink-0" />
                    {method.gateway.settlesInDzd ? t("settlesInDzd") : t("settlesOther")}
                  </li>
                </ul>
              </li>
            );
          })}
      </ul>
    </Section>
  );
}
