import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/business/privacy");

/** /business/privacy: from `content/legal/business/privacy/<lang>.mdx`. */
export default async function BusinessPrivacyPage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="business" doc="privacy" />;
}
