import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { DocsPage } from "@/components/sections/developer/docs-page";

export const generateMetadata = routeMetadata("/developer/pay");

/** The pay API docs, rendered on the server from content/openapi/pay.yaml: guides, reference, events, SDKs. */
export default async function PayDocsPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return <DocsPage api="pay" lang={lang} region={region} />;
}
