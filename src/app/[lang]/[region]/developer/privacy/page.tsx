import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/developer/privacy");

/** /developer/privacy: from `content/legal/developer/privacy/<lang>.mdx`. */
export default async function DeveloperPrivacyPage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="developer" doc="privacy" />;
}
