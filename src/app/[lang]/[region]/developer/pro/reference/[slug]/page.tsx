import { referenceSlugs } from "@/lib/content/reference";
import { referenceMetadata } from "@/lib/openapi/reference";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { ReferencePage } from "@/components/sections/developer/reference/reference-page";

/** Pre-rendered for every operation and webhook event of content/openapi/pro.yaml; any other slug is the 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return referenceSlugs("pro").map((slug) => ({ slug }));
}

export const generateMetadata = routeMetadata<{ slug: string }>("/developer/pro/reference/[slug]", ({ slug }) => referenceMetadata("pro", slug));

/** One page of the pro API reference: one endpoint or webhook event in full. */
export default async function ProReferencePage(props: PageProps<{ slug: string }>) {
  const { slug } = await pageContext(props);
  return <ReferencePage api="pro" slug={slug} />;
}
