import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowRight } from "lucide-react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { careerList } from "@/lib/content/career";
import { Section } from "@/components/ui/section";
import { JobFacts } from "./job-facts";

/** Open positions from `content/career/`, or an empty state. */
export async function PositionsSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.career.positions" });
  const jobs = careerList(lang);
  return (
    <Section title={t("title")} lead={t("lead")} titleId="positions-title">
      {jobs.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line p-8 text-center text-ink-muted">{t("empty")}</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.slug} className="flex flex-col rounded-3xl border border-line bg-surface p-6 shadow-sm">
              <h3 className="text-xl font-bold text-balance">{job.data.title}</h3>
              <p className="mt-3 flex-1 text-ink-muted">{job.data.summary}</p>
              <div className="mt-5">
                <JobFacts lang={lang} job={job.data} />
              </div>
              <Link
                href={localHref(region, `/company/career/${job.slug}`)}
                prefetch={false}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-accent hover:underline"
              >
                {t("view")}
                <span className="sr-only">: {job.data.title}</span>
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
