import { milestones } from "@/data/company";
import { Section } from "@/components/ui/section";
import { pageMessages, pageTranslations } from "@/lib/page";

/** The company's timeline, oldest first. */
export async function MilestonesSection() {
  const t = await pageTranslations("/company", "milestones");
  const events = (await pageMessages("/company")).milestones;
  return (
    <Section title={t("title")} titleId="milestones-title">
      <ol className="border-line relative space-y-8 border-s-2 ps-8">
        {milestones.map(({ year, key }) => (
          <li key={key} className="relative">
            <span aria-hidden className="border-surface bg-brand-500 absolute -start-[2.55rem] top-1 size-4 rounded-full border-4" />
            <p className="text-accent text-sm font-bold">{year}</p>
            <p className="mt-1 text-lg">{events[key]}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
