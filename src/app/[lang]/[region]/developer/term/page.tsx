import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/developer/term");

/** /developer/term: from `content/legal/developer/term/<lang>.mdx`. */
export default async function DeveloperTermsPage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="developer" doc="term" />;
}
