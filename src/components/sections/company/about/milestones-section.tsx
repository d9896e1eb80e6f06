import { getMessages, getTranslations } from "next-intl/server";
import { milestones } from "@/data/company";
import { Section } from "@/components/ui/section";

/** The company's timeline, oldest first. */
export async function MilestonesSection() {
  const t = await getTranslations("company.about.milestones");
  const events = (await getMessages()).company.about.milestones;
  return (
    <Section title={t("title")} titleId="milestones-title">
      <ol className="relative space-y-8 border-s-2 border-line ps-8">
        {milestones.map(({ year, key }) => (
          <li key={key} className="relative">
            <span aria-hidden className="absolute -start-[2.55rem] top-1 size-4 rounded-full border-4 border-surface bg-brand-500" />
            <p className="text-sm font-bold text-accent">{year}</p>
            <p className="mt-1 text-lg">{events[key]}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
