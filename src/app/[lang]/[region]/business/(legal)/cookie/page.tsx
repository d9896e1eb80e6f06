import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/business/cookie");

/** /business/cookie: from `content/legal/business/cookie/<lang>.mdx`. */
export default async function BusinessCookiePage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="business" doc="cookie" />;
}
