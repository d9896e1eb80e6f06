import { getLocale } from "next-intl/server";
import { withColon } from "@/i18n/typography";
import type { CareerMeta } from "@/lib/content/schemas";
import { pageMessages, pageTranslations } from "@/lib/page";

/** Team, place and contract of a position, as a description list; each label keeps its language's colon (`Équipe :` with a narrow no-break space in French). */
export async function JobFacts({ job }: { job: CareerMeta }) {
  const t = await pageTranslations("/company/career", "positions");
  const types = (await pageMessages("/company/career")).types;
  const lang = await getLocale();
  const facts = [
    { label: t("team"), value: job.team },
    { label: t("location"), value: job.location },
    { label: t("type"), value: types[job.type] },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1.5">
          <dt className="text-ink-muted">{withColon(fact.label, lang)}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
