import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { docsMetadata, type DocsPageProps } from "@/components/sections/developer/docs-metadata";
import { DocsPage } from "@/components/sections/developer/docs-page";

const api = "pay";

export const generateMetadata = docsMetadata(api);

/** The payment gateway API docs, rendered on the server from content/openapi/pay.yaml: guides, reference, events, SDKs. */
export default async function PayDocsPage({ params }: DocsPageProps) {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  setRequestLocale(lang);
  return <DocsPage api={api} lang={lang} region={region} />;
}
