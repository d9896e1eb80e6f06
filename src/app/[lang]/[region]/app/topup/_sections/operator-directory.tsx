import { Gamepad2, Smartphone } from "@/components/icons/lucide";
import { games, operators, type Game } from "@/data/catalogue";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** Mobile operators with their preset amounts, and games, from `src/data/catalogue.ts`. */
export async function OperatorDirectory() {
  const t = await pageTranslations("/app/topup", "operators");
  const format = await getFormat();
  const units = { diamonds: t("units.diamonds"), uc: t("units.uc") } satisfies Record<Game["unit"], string>;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="operators-title" tone="muted">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Smartphone aria-hidden className="text-accent size-5" />
        {t("mobile")}
      </h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {operators.map((operator) => (
          <li key={operator.id} id={operator.id} className="border-line bg-surface rounded-2xl border p-5">
            <p className="text-lg font-bold">{operator.name}</p>
            <p className="text-ink-muted mt-3 text-sm font-semibold">{t("amounts")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {operator.amounts.map((amount) => (
                <li key={amount} className="bg-surface-muted rounded-full px-3 py-1 text-sm font-medium">
                  {format.number(amount, "money")}
                </li>
              ))}
            </ul>
            {operator.plans ? <p className="text-ink-muted mt-3 text-sm">{t("plans")}</p> : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-12 flex items-center gap-2 text-xl font-bold">
        <Gamepad2 aria-hidden className="text-accent size-5" />
        {t("games")}
      </h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {games.map((game) => (
          <li key={game.id} className="border-line bg-surface rounded-2xl border p-5">
            <p className="text-lg font-bold">{game.name}</p>
            <p className="text-ink-muted mt-2">{units[game.unit]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
