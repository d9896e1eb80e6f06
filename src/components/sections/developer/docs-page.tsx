import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import type { ApiId } from "@/lib/openapi/types";
import { DocsShell } from "./docs-shell";
import { DocsHero } from "./docs-hero";
import { AuthGuide, ErrorsGuide, OverviewGuide, PaginationGuide, RateLimitsGuide } from "./guides/guides";
import { GettingStarted } from "./guides/getting-started";
import { WebhooksGuide } from "./guides/webhooks-guide";
import { Reference, WebhookEvents } from "./reference/reference";
import { SdkDirectory } from "./guides/sdk-directory";

/** One API's documentation page (guides, reference, events, SDKs); both APIs share it so a new guide is added once. */
export function DocsPage({ api, lang, region }: { api: ApiId; lang: Lang; region: RegionId }) {
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
