import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";
import { Steps } from "@/components/ui/steps";
import { GuideLink } from "./guide-link";

/** The Ooredoo top-up block (SPEC 3 marketing topic), linking to its help article. */
export async function OoredooBlock({ lang, region }: { lang: Lang; region: RegionId }) {
  const copy = (await appMessages(lang)).topup.ooredoo;
  return (
    <Section title={copy.title} lead={copy.lead} titleId="ooredoo-title">
      <Steps items={copy.items.map((title) => ({ title }))} className="md:grid-cols-2 lg:grid-cols-4" />
      <GuideLink region={region} slug="ooredoo-top-up" label={copy.guide} />
    </Section>
  );
}
