import { Section } from "@/components/ui/section";
import { MethodList } from "@/components/sections/app/method-list";
import { pageTranslations } from "@/lib/page";

/** The cards a user can link to the wallet (from `src/data/payment-methods.ts`). */
export async function LinkedCards() {
  const t = await pageTranslations("/app/wallet", "cards");
  return (
    <Section title={t("title")} lead={t("lead")} titleId="cards-title">
      <MethodList use="app-wallet" />
    </Section>
  );
}
