import Link from "next/link";
import type { JobPosting, WithContext } from "schema-dts";
import { ArrowLeft, Mail } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { companyContacts, legalIdentity } from "@/data/company";
import { getFormat } from "@/i18n/format-server";
import { getRegion, regionHref } from "@/i18n/region";
import { renderMdx } from "@/lib/content/collection";
import type { CareerEntry } from "@/lib/content/career";
import { mdxComponents } from "@/components/content/mdx-components";
import { Container } from "@/components/ui/container";
import { Button } from "@/components/ui/button";
import { JsonLd } from "@/components/sections/company/json-ld";
import { Prose } from "@/components/sections/company/prose";
import { JobFacts } from "@/components/sections/company/job-facts";
import { pageTranslations } from "@/lib/page";

/** A job post with its JobPosting structured data and a mailto to apply. */
export async function JobView({ job }: { job: CareerEntry }) {
  const t = await pageTranslations("/company/career/[slug]");
  const format = await getFormat();
  const day = (isoDay: string) => format.dateTime(new Date(`${isoDay}T00:00:00Z`), "day");
  const { title, summary, city, type, datePosted, validThrough } = job.data;
  const subject = encodeURIComponent(title);
  // Typed with schema-dts: a property JobPosting does not have is a type error.
  const structured: WithContext<JobPosting> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    description: summary,
    datePosted,
    validThrough: `${validThrough}T23:59:59+01:00`,
    employmentType: type,
    hiringOrganization: { "@type": "Organization", name: legalIdentity.companyName, sameAs: site.url },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: city, addressCountry: "DZ" } },
    // `remote` is “partly remote” (two remote days a week): the post is still at its place, so no
    // jobLocationType TELECOMMUTE, which declares a fully remote job (review pass 1).
    directApply: true,
  };
  return (
    <article aria-labelledby="page-title">
      <JsonLd data={structured} />
      <header className="from-brand-50 to-surface dark:from-brand-950 dark:to-surface bg-linear-to-b">
        <Container className="py-12 md:py-16">
          <Link
            href={regionHref("/company/career")}
            prefetch={false}
            className="text-accent inline-flex items-center gap-2 text-sm font-semibold hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("back")}
          </Link>
          <h1 id="page-title" className="mt-6 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="text-ink-muted mt-5 max-w-3xl text-lg">{summary}</p>
          <div className="mt-6">
            <JobFacts job={job.data} />
          </div>
          <p className="text-ink-muted mt-3 text-sm">
            {t("posted")} <time dateTime={datePosted}>{day(datePosted)}</time> · {t("closes")}{" "}
            <time dateTime={validThrough}>{day(validThrough)}</time>
          </p>
        </Container>
      </header>
      <Container className="py-10 md:py-14">
        <Prose>{await renderMdx(job.body, mdxComponents(getRegion()))}</Prose>
        <section aria-labelledby="job-apply-title" className="border-line bg-surface-muted mt-12 max-w-3xl rounded-3xl border p-6 md:p-8">
          <h2 id="job-apply-title" className="text-2xl font-bold">
            {t("applyTitle")}
          </h2>
          <p className="text-ink-muted mt-3">{t("applyBody")}</p>
          <Button asChild variant="gold" size="lg" className="mt-6">
            <a href={`mailto:${companyContacts.careers}?subject=${subject}`}>
              <Mail aria-hidden className="size-5" />
              {t("applyCta")}
            </a>
          </Button>
        </section>
      </Container>
    </article>
  );
}
