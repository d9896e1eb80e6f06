import { getMessages, getTranslations } from "next-intl/server";
import type { CareerMeta } from "@/lib/content/schemas";

/** Team, place and contract of a position, as a description list. */
export async function JobFacts({ job }: { job: CareerMeta }) {
  const t = await getTranslations("company.career.positions");
  const types = (await getMessages()).company.career.types;
  const facts = [
    { label: t("team"), value: job.team },
    { label: t("location"), value: job.location },
    { label: t("type"), value: types[job.type] },
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
