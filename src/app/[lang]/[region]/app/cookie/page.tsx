import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/app/cookie");

/** /app/cookie: from `content/legal/app/cookie/<lang>.mdx`. */
export default async function AppCookiePage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="app" doc="cookie" />;
}
