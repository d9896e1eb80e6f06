import { Section } from "@/components/ui/section";
import { Steps } from "@/components/ui/steps";
import { GuideLink } from "@/components/sections/app/guide-link";
import { pageMessages, pageTranslations } from "@/lib/page";

/**
 * The Ooredoo top-up block (SPEC 3 marketing topic), linking to its help
 * article. Its one-line steps sit two then four to a row, a layout that
 * `StepsSection` does not offer, hence the plain `Steps`.
 */
export async function OoredooBlock() {
  const t = await pageTranslations("/app/topup", "ooredoo");
  const { ooredoo } = await pageMessages("/app/topup");
  return (
    <Section title={t("title")} lead={t("lead")} titleId="ooredoo-title">
      <Steps items={ooredoo.items.map((title) => ({ title }))} className="md:grid-cols-2 lg:grid-cols-4" />
      <GuideLink slug="ooredoo-top-up" label={t("guide")} />
    </Section>
  );
}
