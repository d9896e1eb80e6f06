import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { docsMetadata, type DocsPageProps } from "@/components/sections/developer/docs-metadata";
import { DocsShell } from "@/components/sections/developer/docs-shell";
import { DocsHero } from "@/components/sections/developer/docs-hero";
import { AuthGuide, ErrorsGuide, OverviewGuide, PaginationGuide, RateLimitsGuide } from "@/components/sections/developer/guides";
import { GettingStarted } from "@/components/sections/developer/getting-started";
import { WebhooksGuide } from "@/components/sections/developer/webhooks-guide";
import { Reference, WebhookEvents } from "@/components/sections/developer/reference";
import { SdkDirectory } from "@/components/sections/developer/sdk-directory";

const api = "pay";

export const generateMetadata = docsMetadata(api);

/** The payment gateway API docs, rendered on the server from content/openapi/pay.yaml: guides, reference, events, SDKs. */
export default async function PayDocsPage({ params }: DocsPageProps) {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  setRequestLocale(lang);
  return (
    <DocsShell api={api} lang={lang} hero={<DocsHero api={api} lang={lang} region={region} />}>
      <OverviewGuide api={api} lang={lang} />
      <GettingStarted api={api} lang={lang} />
      <AuthGuide api={api} lang={lang} />
      <ErrorsGuide api={api} lang={lang} />
      <PaginationGuide api={api} lang={lang} />
      <RateLimitsGuide api={api} lang={lang} />
      <WebhooksGuide api={api} lang={lang} region={region} />
      <Reference api={api} lang={lang} />
      <WebhookEvents api={api} lang={lang} />
      <SdkDirectory api={api} lang={lang} region={region} />
    </DocsShell>
  );
}
