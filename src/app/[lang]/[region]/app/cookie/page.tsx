import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { LegalDocument, legalMetadata } from "@/components/sections/shared/legal-document";

export const generateMetadata = routeMetadata("/app/cookie", legalMetadata("app", "cookie"));

/** /app/cookie: from `content/legal/app/cookie/<lang>.mdx`. */
export default async function AppCookiePage(props: PageProps) {
  await pageContext(props);
  return <LegalDocument section="app" doc="cookie" />;
}
