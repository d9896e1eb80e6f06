import { getLocale, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";
import { sandboxLimits } from "@/config/sandbox";
import { Hero } from "@/components/sections/shared/hero";
import { getRegion, regionHref } from "@/i18n/region";
import { loadApi } from "@/lib/openapi/load";
import { pageMessages } from "@/lib/page";
import { BackToDocs } from "./back-to-docs";
import { DocsShell } from "./docs-shell";
import { guideIds } from "./guide-ids";
import { Inline } from "./prose";
import { WebhooksConsole, type WebhooksConsoleLabels } from "./sandbox/webhooks-console";

const labelKeys = [
  "noKey",
  "getKey",
  "keyIs",
  "endpointsTitle",
  "endpointsEmpty",
  "url",
  "urlHint",
  "events",
  "register",
  "registering",
  "registered",
  "secretOnce",
  "secret",
  "copySecret",
  "copied",
  "copyFailed",
  "deleteEndpoint",
  "deleted",
  "testTitle",
  "endpoint",
  "eventType",
  "sendTest",
  "testSent",
  "deliveriesTitle",
  "older",
  "olderShown",
  "refresh",
  "refreshed",
  "loading",
  "resend",
  "resent",
  "eventId",
  "response",
  "time",
  "duration",
  "noAnswer",
  "notSent",
  "pending",
  "retrying",
  "delivered",
  "failed",
  "expired",
  "urlNotHttps",
  "urlNotUrl",
  "urlCredentials",
  "urlUnresolved",
  "urlLoopback",
  "urlNotPublic",
  "urlPort",
  "limit",
  "tooMany",
  "offline",
  "other",
] as const satisfies readonly Exclude<keyof WebhooksConsoleLabels, "deliveriesEmpty">[];
/** Templates the island fills: next-intl's raw message. */
const templates = new Set<string>(["keyIs", "testSent", "other", "urlUnresolved"]);

/**
 * An API's webhooks page for the developer's test key (issue 42, point 4): pre-rendered like the
 * other docs pages, the key's endpoints, test events and deliveries in a client island that reads
 * the key this browser keeps (docs/developer-section.md, "Sandbox", "The webhooks page").
 */
export async function WebhooksPage({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.sandbox.webhooks");
  const apiName = (await pageMessages(`/developer/${api}`)).title;
  const model = await loadApi(api);
  const labels = {
    ...Object.fromEntries(labelKeys.map((key) => [key, templates.has(key) ? (t.raw(key) as string) : t(key)])),
    // Pro has no checkouts: each API's list says what makes a delivery there (pass 16).
    deliveriesEmpty: t(api === "pay" ? "deliveriesEmptyPay" : "deliveriesEmptyPro"),
  } as WebhooksConsoleLabels;
  const hero = <Hero eyebrow={apiName} title={t("title")} lead={t("lead")} actions={<BackToDocs api={api} />} />;
  return (
    <DocsShell api={api} hero={hero} current="webhooks">
      <p className="text-ink-muted max-w-3xl">
        <Inline text={t("how")} />{" "}
        <a href={`${regionHref(`/developer/${api}`)}#${guideIds.webhooks}`} className="text-accent font-semibold underline underline-offset-4">
          {t("guide")}
        </a>
      </p>
      {/* Without JavaScript nothing here can be sent: the note says so, the island replaces it. */}
      <WebhooksConsole
        api={api}
        lang={(await getLocale()) as Lang}
        region={getRegion()}
        events={model.webhooks.map((event) => event.path)}
        keyHref={`${regionHref(`/developer/${api}`)}#${guideIds.start}`}
        urlLength={sandboxLimits.webhookUrlLength}
        labels={labels}
      />
    </DocsShell>
  );
}
