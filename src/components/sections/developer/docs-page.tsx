import type { ApiId } from "@/config/apis";
import { Hero } from "@/components/sections/shared/hero";
import { DocsShell } from "./docs-shell";
import { DocsLinks } from "./docs-links";
import { DocsFacts } from "./docs-facts";
import { OverviewGuide } from "./guides/overview-guide";
import { GettingStarted } from "./guides/getting-started";
import { AuthGuide } from "./guides/auth-guide";
import { ErrorsGuide } from "./guides/errors-guide";
import { PaginationGuide } from "./guides/pagination-guide";
import { RateLimitsGuide } from "./guides/rate-limits-guide";
import { WebhooksGuide } from "./guides/webhooks-guide";
import { SdkTeaser } from "./guides/sdk-directory";
import { ReferenceIndex } from "./reference/reference-index";
import { loadApi } from "@/lib/openapi/load";
import { hasPagedList } from "@/lib/openapi/model";
import { pageMessages } from "@/lib/page";

/**
 * One API's documentation page: guides, the index of the reference pages (which follows old
 * `#operationId` links to them), a pointer to the SDK page. Both APIs share it so a new guide
 * is added once.
 */
export async function DocsPage({ api }: { api: ApiId }) {
  // The API id picks the hero copy: the typed message tree keeps those keys checked.
  const copy = await pageMessages(`/developer/${api}`);
  const hero = (
    <Hero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} actions={<DocsLinks api={api} />}>
      <DocsFacts api={api} />
    </Hero>
  );
  return (
    <DocsShell api={api} hero={hero} current={null}>
      <OverviewGuide api={api} />
      <GettingStarted api={api} />
      <AuthGuide api={api} />
      <ErrorsGuide api={api} />
      {/* {proName} returns whole lists: a guide to `limit` and `starting_after` would send a developer looking for them. */}
      {hasPagedList(await loadApi(api)) ? <PaginationGuide /> : null}
      <RateLimitsGuide />
      <WebhooksGuide api={api} />
      <ReferenceIndex api={api} />
      <SdkTeaser api={api} />
    </DocsShell>
  );
}
