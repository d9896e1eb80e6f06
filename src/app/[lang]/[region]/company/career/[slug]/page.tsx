import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { pageMetadata } from "@/lib/seo";
import { careerPost, careerSlugs } from "@/lib/content/career";
import { JobView } from "@/components/sections/company/career/job-view";

type Props = { params: Promise<{ lang: string; region: string; slug: string }> };

/**
 * Unknown slugs are unmatched routes: the localized 404 without header and footer.
 * `force-static` keeps this route pre-rendered (with the slugs of `generateStaticParams`)
 * even though the root 404 reads request headers, which otherwise makes every page dynamic
 * and lets Next call the page with any slug.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return careerSlugs().map((slug) => ({ slug }));
}

async function load(params: Props["params"]) {
  const { lang, region, slug } = (await params) as { lang: Lang; region: RegionId; slug: string };
  const job = careerPost(slug, lang);
  // `dynamicParams = false` makes unknown slugs unmatched routes when the page is pre-rendered; while
  // the site renders on demand (see the build output), Next still calls the page, so answer the 404 here.
  if (!job) notFound();
  return { lang, region, job };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, region, job } = await load(params);
  return pageMetadata({ lang, region, path: `/company/career/${job.slug}`, title: job.data.title, description: job.data.summary });
}

/** A job post. */
export default async function JobPage({ params }: Props) {
  const { lang, region, job } = await load(params);
  setRequestLocale(lang);
  return <JobView lang={lang} region={region} job={job} />;
}
