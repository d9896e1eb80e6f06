import { Section } from "@/components/ui/section";
import { MethodList } from "@/components/sections/app/method-list";
import { pageTranslations } from "@/lib/page";

/** How to buy CC: the methods that apply to `credit-purchase` (Edahabia, CIB, Baridi Mob, banks). */
export async function BuyCredit() {
  const t = await pageTranslations("/app/reward", "buy");
  return (
    <Section title={t("title")} lead={t("lead")} titleId="buy-title">
      <MethodList use="credit-purchase" />
    </Section>
  );
}
