import { Droplets, Phone, Zap } from "@/components/icons/lucide";
import { billers, type BillerKind } from "@/data/catalogue";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

const icons = { telecom: Phone, electricity: Zap, water: Droplets } as const satisfies Record<BillerKind, unknown>;

/** The billers whose bills can be scanned and paid, from `src/data/catalogue.ts`. */
export async function BillerDirectory() {
  const t = await pageTranslations("/app/payment", "bills");
  const kinds = {
    telecom: t("kinds.telecom"),
    electricity: t("kinds.electricity"),
    water: t("kinds.water"),
  } satisfies Record<BillerKind, string>;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="billers-title" tone="muted">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {billers.map((biller) => {
          const Icon = icons[biller.kind];
          return (
            <li key={biller.id} className="border-line bg-surface rounded-2xl border p-5">
              <Icon aria-hidden className="text-accent size-6" />
              <p className="mt-3 text-lg font-bold">{biller.name}</p>
              <p className="text-ink-muted mt-1 text-sm">{kinds[biller.kind]}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
