import { Gamepad2, Smartphone } from "lucide-react";
import type { Lang } from "@/config/languages";
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
        <Smartphone aria-hidden className="text-accent size-5" />
        {copy.mobile}
      </h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {operators.map((operator) => (
          <li key={operator.id} id={operator.id} className="border-line bg-surface rounded-2xl border p-5">
            <p className="text-lg font-bold">{operator.name}</p>
            <p className="text-ink-muted mt-3 text-sm font-semibold">{copy.amounts}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {operator.amounts.map((amount) => (
                <li key={amount} className="bg-surface-muted rounded-full px-3 py-1 text-sm font-medium">
                  {money(amount)}
                </li>
              ))}
            </ul>
            {operator.plans ? <p className="text-ink-muted mt-3 text-sm">{copy.plans}</p> : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-12 flex items-center gap-2 text-xl font-bold">
        <Gamepad2 aria-hidden className="text-accent size-5" />
        {copy.games}
      </h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {games.map((game) => (
          <li key={game.id} className="border-line bg-surface rounded-2xl border p-5">
            <p className="text-lg font-bold">{game.name}</p>
            <p className="text-ink-muted mt-2">{copy.units[game.unit]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
