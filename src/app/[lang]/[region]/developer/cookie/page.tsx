import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/developer/cookie");

/** /developer/cookie: from `content/legal/developer/cookie/<lang>.mdx`. */
export default async function DeveloperCookiePage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="developer" doc="cookie" />;
}
