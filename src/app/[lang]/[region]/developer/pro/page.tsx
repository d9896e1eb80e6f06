import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { DocsPage } from "@/components/sections/developer/docs-page";

export const generateMetadata = routeMetadata("/developer/pro");

/** The pro API docs, rendered on the server from content/openapi/pro.yaml: guides, reference, events, SDKs. */
export default async function ProDocsPage(props: PageProps) {
  // Sets the language and region once; the docs read both from context.
  await pageContext(props);
  return <DocsPage api="pro" />;
}
