import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/app/term");

/** /app/term: from `content/legal/app/term/<lang>.mdx`. */
export default async function AppTermsPage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="app" doc="term" />;
}
