import { Droplets, Phone, Zap } from "lucide-react";
import type { Lang } from "@/config/languages";
import { billers } from "@/data/catalogue";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

const icons = { telecom: Phone, electricity: Zap, water: Droplets } as const;

/** The billers whose bills can be scanned and paid, from `src/data/catalogue.ts`. */
export async function BillerDirectory({ lang }: { lang: Lang }) {
  const copy = (await appMessages(lang)).payment.bills;
  return (
    <Section title={copy.title} lead={copy.lead} titleId="billers-title" tone="muted">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {billers.map((biller) => {
          const Icon = icons[biller.kind];
          return (
            <li key={biller.id} className="border-line bg-surface rounded-2xl border p-5">
              <Icon aria-hidden className="text-accent size-6" />
              <p className="mt-3 text-lg font-bold">{biller.name}</p>
              <p className="text-ink-muted mt-1 text-sm">{copy.kinds[biller.kind]}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
