import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import type { OperationModel } from "@/lib/openapi/types";
import { regionHref } from "@/i18n/region";
import { guideIds } from "../guide-ids";
import { tryItBody } from "@/lib/openapi/try-it-example";
import { site } from "@/config/site";
import type { TryItPanelProps, TryItParameter } from "./try-it-panel";

/**
 * An operation's "Try it" (docs/developer-section.md, "Sandbox", "Try it"): a disclosure written
 * here, as HTML, with the panel's props (the document's example, the copy in the page's language)
 * as JSON on the element the panel goes into. The docs' island (`ActiveSection`) loads the panel's
 * code the first time it is opened (`tryItPortal`), so the page carries no code of it before.
 * Hidden without JavaScript (nothing to send with, no dead button).
 */
export async function TryItSection({ api, operation }: { api: ApiId; operation: OperationModel }) {
  const t = await getTranslations("developer.docs.sandbox.tryIt");
  const parameters: TryItParameter[] = operation.parameters
    .filter((parameter): parameter is typeof parameter & { in: TryItParameter["in"] } => parameter.in !== "cookie")
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      example: parameter.example === undefined ? "" : String(parameter.example),
    }));
  const props: TryItPanelProps = {
    api,
    method: operation.method,
    path: operation.path,
    parameters,
    body: tryItBody(operation),
    siteUrl: site.url,
    keyHref: `${regionHref(`/developer/${api}`)}#${guideIds.start}`,
    labels: {
      lead: t("lead"),
      noKey: t("noKey"),
      getKey: t("getKey"),
      path: t("path"),
      query: t("query"),
      headers: t("headerParams"),
      body: t("body"),
      send: t("send"),
      sending: t("sending"),
      badJson: t("badJson"),
      offline: t("offline"),
      status: t("status"),
      responseHeaders: t("headers"),
      response: t("response"),
      openUrl: t("openUrl"),
      openLink: t("openLink"),
      answered: t.raw("answered") as string,
    },
  };
  return (
    <details data-testid="try-it" data-try-it="" className="group border-line mt-8 rounded-xl border [html:not([data-js])_&]:hidden">
      <summary className="hover:bg-surface-muted flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold">{t("open")}</summary>
      <div className="border-line border-t p-4">
        <p data-try-it-loading="" className="text-ink-muted text-sm">
          {t("loading")}
        </p>
        <div data-try-it-panel={JSON.stringify(props)} />
      </div>
    </details>
  );
}
