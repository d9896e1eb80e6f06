import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { DocsPage } from "@/components/sections/developer/docs-page";

export const generateMetadata = routeMetadata("/developer/pay");

/** The pay API docs, rendered on the server from content/openapi/pay.yaml: guides, reference, events, SDKs. */
export default async function PayDocsPage(props: PageProps) {
  // Sets the language and region once; the docs read both from context.
  await pageContext(props);
  return <DocsPage api="pay" />;
}
