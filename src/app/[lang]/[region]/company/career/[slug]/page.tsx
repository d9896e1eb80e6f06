import { notFound } from "next/navigation";
import type { Lang } from "@/config/languages";
import { careerPost, careerSlugs } from "@/lib/content/career";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { JobView } from "./_sections/job-view";

type Props = PageProps<{ slug: string }>;

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

function load(slug: string, lang: Lang) {
  const job = careerPost(slug, lang);
  // `dynamicParams = false` makes unknown slugs unmatched routes when the page is pre-rendered; while
  // the site renders on demand (see the build output), Next still calls the page, so answer the 404 here.
  if (!job) notFound();
  return job;
}

export const generateMetadata = routeMetadata<{ slug: string }>("/company/career/[slug]", ({ slug, lang }) => {
  const { title, summary } = load(slug, lang).data;
  return { title, description: summary };
});

/** A job post. */
export default async function JobPage(props: Props) {
  const { lang, slug } = await pageContext(props);
  return <JobView job={load(slug, lang)} />;
}
