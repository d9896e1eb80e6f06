import type { Lang } from "@/config/languages";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";
import { MethodList } from "./method-list";

/** The cards a user can link to the wallet (from `src/data/payment-methods.ts`). */
export async function LinkedCards({ lang }: { lang: Lang }) {
  const { cards } = (await appMessages(lang)).wallet;
  return (
    <Section title={cards.title} lead={cards.lead} titleId="cards-title">
      <MethodList lang={lang} use="app-wallet" />
    </Section>
  );
}
