import { referenceSlugs } from "@/lib/content/openapi";
import { collectionPage, type PageProps } from "@/lib/page";
import { ReferencePage } from "@/components/sections/developer/reference/reference-page";

const page = collectionPage("/developer/pay/reference/[slug]", { slugs: () => referenceSlugs("pay"), item: (slug) => slug });

/** Pre-rendered for every operation and webhook event of content/openapi/pay.yaml; any other slug is the 404 page. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** One page of the pay API reference: one endpoint or webhook event in full. */
export default async function PayReferencePage(props: PageProps<{ slug: string }>) {
  const { slug } = await page.context(props);
  return <ReferencePage api="pay" slug={slug} />;
}
