import { careerPost, careerSlugs } from "@/lib/content/career";
import { collectionPage, type PageProps } from "@/lib/page";
import { JobView } from "./_sections/job-view";

const page = collectionPage("/company/career/[slug]", { slugs: careerSlugs, item: careerPost });

/** Pre-rendered for every position of content/career/; any other slug is the 404 page. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** A job post. */
export default async function JobPage(props: PageProps<{ slug: string }>) {
  const { item } = await page.context(props);
  return <JobView job={item} />;
}
