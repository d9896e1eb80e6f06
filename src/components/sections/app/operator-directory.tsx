import { Gamepad2, Smartphone } from "lucide-react";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { games, operators } from "@/data/catalogue";
import { appMessages } from "@/lib/app/page";
import { dinars } from "@/lib/app/money";
import { Section } from "@/components/ui/section";

/** Mobile operators with their preset amounts, and games, from `src/data/catalogue.ts`. */
export async function OperatorDirectory({ lang, region }: { lang: Lang; region: RegionId }) {
  const copy = (await appMessages(lang)).topup.operators;
  const money = dinars(lang, region);
  return (
    <Section title={copy.title} lead={copy.lead} titleId="operators-title" tone="muted">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Smartphone aria-hidden className="size-5 text-accent" />
        {copy.mobile}
      </h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {operators.map((operator) => (
          <li key={operator.id} id={operator.id} className="rounded-2xl border border-line bg-surface p-5">
            <p className="text-lg font-bold">{operator.name}</p>
            <p className="mt-3 text-sm font-semibold text-ink-muted">{copy.amounts}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {operator.amounts.map((amount) => (
                <li key={amount} className="rounded-full bg-surface-muted px-3 py-1 text-sm font-medium">
                  {money(amount)}
                </li>
              ))}
            </ul>
            {operator.plans ? <p className="mt-3 text-sm text-ink-muted">{copy.plans}</p> : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-12 flex items-center gap-2 text-xl font-bold">
        <Gamepad2 aria-hidden className="size-5 text-accent" />
        {copy.games}
      </h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {games.map((game) => (
          <li key={game.id} className="rounded-2xl border border-line bg-surface p-5">
            <p className="text-lg font-bold">{game.name}</p>
            <p className="mt-2 text-ink-muted">{copy.units[game.unit]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
