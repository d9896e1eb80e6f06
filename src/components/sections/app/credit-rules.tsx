import { BadgeCheck, Infinity as Forever, Lock } from "lucide-react";
import type { Lang } from "@/config/languages";
import { creditRules } from "@/data/credit";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

/** CC's three rules (SPEC 6), each shown only if the data still says so. */
export async function CreditRules({ lang }: { lang: Lang }) {
  const copy = (await appMessages(lang)).reward.rules;
  const rules = [
    { key: "noExpiry", Icon: Forever, applies: !creditRules.expires },
    { key: "autoCredit", Icon: BadgeCheck, applies: creditRules.credited === "automatically-on-confirmation" },
    { key: "notTransferable", Icon: Lock, applies: !creditRules.transferable },
  ] as const;
  return (
    <Section title={copy.title} titleId="rules-title">
      <ul className="grid gap-6 md:grid-cols-3">
        {rules
          .filter((rule) => rule.applies)
          .map(({ key, Icon }) => (
            <li key={key} className="border-line bg-surface rounded-3xl border p-6">
              <Icon aria-hidden className="text-accent size-8" />
              <h3 className="mt-4 text-lg font-bold">{copy[key].title}</h3>
              <p className="text-ink-muted mt-2">{copy[key].body}</p>
            </li>
          ))}
      </ul>
    </Section>
  );
}
