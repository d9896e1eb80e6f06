import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/business/term");

/** /business/term: from `content/legal/business/term/<lang>.mdx`. */
export default async function BusinessTermsPage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="business" doc="term" />;
}
