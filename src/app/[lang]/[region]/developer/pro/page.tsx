import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { docsMetadata, type DocsPageProps } from "@/components/sections/developer/docs-metadata";
import { DocsPage } from "@/components/sections/developer/docs-page";

const api = "pro";

export const generateMetadata = docsMetadata(api);

/** The reseller API docs, rendered on the server from content/openapi/pro.yaml: guides, reference, events, SDKs. */
export default async function ProDocsPage({ params }: DocsPageProps) {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  setRequestLocale(lang);
  return <DocsPage api={api} lang={lang} region={region} />;
}
