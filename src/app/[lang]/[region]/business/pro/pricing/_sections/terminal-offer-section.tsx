import { Printer } from "@/components/icons/lucide";
import { getTranslations } from "next-intl/server";
import { terminalOffer } from "@/data/reseller";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** The terminal offer (rent, waiver, deposit, purchase) from `src/data/reseller.ts`. */
export async function TerminalOfferSection() {
  const t = await pageTranslations("/business/pro/pricing", "terminal");
  const common = await getTranslations("business.common");
  const format = await getFormat();
  // In display order; a key added to the data without a label fails the type check.
  const labels = {
    monthlyRent: t("monthlyRent"),
    rentWaivedFrom: t("rentWaivedFrom"),
    deposit: t("deposit"),
    purchasePrice: t("purchasePrice"),
    accountFee: t("accountFee"),
    minFirstTopUp: t("minFirstTopUp"),
  } satisfies Record<keyof typeof terminalOffer, string>;
  const keys = Object.keys(labels) as (keyof typeof labels)[];
  return (
    <Section title={t("title")} lead={t("lead")} titleId="proPricing-terminal-title" tone="muted">
      <div className="grid items-start gap-8 md:grid-cols-[auto_1fr]">
        <Printer aria-hidden className="text-accent hidden size-24 md:block" strokeWidth={1.25} />
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {keys.map((key) => (
            <div key={key} data-offer={key} className="border-line bg-surface rounded-2xl border p-5">
              <dt className="text-ink-muted">{labels[key]}</dt>
              <dd className="mt-2 text-2xl font-extrabold">
                {terminalOffer[key] === 0 ? t("free") : format.number(terminalOffer[key], "moneyExact")}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="text-ink-muted mt-6 text-sm">{common("companySettings")}</p>
    </Section>
  );
}
