import Link from "next/link";
import { getLocale } from "next-intl/server";
import type { Lang } from "@/config/languages";
import { ArrowRight } from "@/components/icons/lucide";
import { regionHref } from "@/i18n/region";
import { careerList } from "@/lib/content/career";
import { Section } from "@/components/ui/section";
import { JobFacts } from "@/components/sections/company/job-facts";
import { pageTranslations } from "@/lib/page";
import { withColon } from "@/i18n/typography";

/** Open positions from `content/career/`, or an empty state. */
export async function PositionsSection() {
  const t = await pageTranslations("/company/career", "positions");
  const lang = (await getLocale()) as Lang;
  const jobs = careerList(lang);
  return (
    <Section title={t("title")} lead={t("lead")} titleId="positions-title">
      {jobs.length === 0 ? (
        <p className="border-line text-ink-muted rounded-3xl border border-dashed p-8 text-center">{t("empty")}</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.slug} className="border-line bg-surface flex flex-col rounded-3xl border p-6 shadow-sm">
              <h3 className="text-xl font-bold text-balance">{job.data.title}</h3>
              <p className="text-ink-muted mt-3 flex-1">{job.data.summary}</p>
              <div className="mt-5">
                <JobFacts job={job.data} />
              </div>
              <Link
                href={regionHref(`/company/career/${job.slug}`)}
                prefetch={false}
                className="text-accent mt-6 inline-flex items-center gap-2 font-semibold hover:underline"
              >
                {t("view")}
                <span className="sr-only">{withColon("", lang)} {job.data.title}</span>
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
