import type { Lang } from "@/config/languages";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";
import { MethodList } from "./method-list";

/** How to buy CC: the methods that apply to `credit-purchase` (Edahabia, CIB, Baridi Mob, banks). */
export async function BuyCredit({ lang }: { lang: Lang }) {
  const copy = (await appMessages(lang)).reward.buy;
  return (
    <Section title={copy.title} lead={copy.lead} titleId="buy-title">
      <MethodList lang={lang} use="credit-purchase" />
    </Section>
  );
}
