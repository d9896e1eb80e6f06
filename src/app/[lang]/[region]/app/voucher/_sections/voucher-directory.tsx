import { Gamepad2, Tv, Wifi } from "@/components/icons/lucide";
import { voucherCategories, vouchers, type Voucher, type VoucherCategory } from "@/data/catalogue";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

const icons = { internet: Wifi, streaming: Tv, gaming: Gamepad2 } as const satisfies Record<VoucherCategory, unknown>;

/** Vouchers and prepaid cards by category, from `src/data/catalogue.ts`. */
export async function VoucherDirectory() {
  const t = await pageTranslations("/app/voucher", "directory");
  const categories = {
    internet: t("categories.internet"),
    streaming: t("categories.streaming"),
    gaming: t("categories.gaming"),
  } satisfies Record<VoucherCategory, string>;
  const periods = { monthly: t("periods.monthly"), annual: t("periods.annual") } satisfies Record<NonNullable<Voucher["period"]>, string>;
  const notes = {
    "idoom-adsl": t("notes.idoom-adsl"),
    "idoom-4g": t("notes.idoom-4g"),
    "netflix-monthly": t("notes.netflix-monthly"),
    "netflix-annual": t("notes.netflix-annual"),
    razer: t("notes.razer"),
    xbox: t("notes.xbox"),
    playstation: t("notes.playstation"),
  } satisfies Record<(typeof vouchers)[number]["id"], string>;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="vouchers-title" tone="muted">
      <div className="grid gap-10 lg:grid-cols-3">
        {voucherCategories.map((category) => {
          const Icon = icons[category];
          return (
            <div key={category}>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <Icon aria-hidden className="text-accent size-5" />
                {categories[category]}
              </h3>
              <ul className="mt-4 flex flex-col gap-3">
                {vouchers
                  .filter((voucher) => voucher.category === category)
                  .map((voucher) => (
                    <li key={voucher.id} className="border-line bg-surface rounded-2xl border p-4">
                      <p className="font-bold">
                        {voucher.name}
                        {"period" in voucher ? <span className="text-ink-muted font-medium"> · {periods[voucher.period]}</span> : null}
                      </p>
                      <p className="text-ink-muted mt-1 text-sm">{notes[voucher.id]}</p>
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
