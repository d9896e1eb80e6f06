import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/app/privacy");

/** /app/privacy: from `content/legal/app/privacy/<lang>.mdx`. */
export default async function AppPrivacyPage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="app" doc="privacy" />;
}
