import { Gamepad2, Tv, Wifi } from "lucide-react";
import type { Lang } from "@/config/languages";
import { voucherCategories, vouchers } from "@/data/catalogue";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

const icons = { internet: Wifi, streaming: Tv, gaming: Gamepad2 } as const;

/** Vouchers and prepaid cards by category, from `src/data/catalogue.ts`. */
export async function VoucherDirectory({ lang }: { lang: Lang }) {
  const copy = (await appMessages(lang)).voucher.directory;
  return (
    <Section title={copy.title} lead={copy.lead} titleId="vouchers-title" tone="muted">
      <div className="grid gap-10 lg:grid-cols-3">
        {voucherCategories.map((category) => {
          const Icon = icons[category];
          return (
            <div key={category}>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <Icon aria-hidden className="text-accent size-5" />
                {copy.categories[category]}
              </h3>
              <ul className="mt-4 flex flex-col gap-3">
                {vouchers
                  .filter((voucher) => voucher.category === category)
                  .map((voucher) => (
                    <li key={voucher.id} className="border-line bg-surface rounded-2xl border p-4">
                      <p className="font-bold">
                        {voucher.name}
                        {"period" in voucher ? <span className="text-ink-muted font-medium"> · {copy.periods[voucher.period]}</span> : null}
                      </p>
                      <p className="text-ink-muted mt-1 text-sm">{copy.notes[voucher.id]}</p>
                    </li>
                  ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
