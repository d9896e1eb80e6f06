import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { CareerMeta } from "@/lib/content/schemas";

/** Team, place and contract of a position, as a description list. */
export async function JobFacts({ lang, job }: { lang: Lang; job: CareerMeta }) {
  const t = await getTranslations({ locale: lang, namespace: "company.career" });
  const facts = [
    { label: t("positions.team"), value: job.team },
    { label: t("positions.location"), value: job.location },
    { label: t("positions.type"), value: t(`types.${job.type}`) },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1.5">
          <dt className="text-ink-muted">{fact.label}:</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
