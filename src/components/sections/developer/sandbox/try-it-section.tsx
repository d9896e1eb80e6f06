import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import type { OperationModel } from "@/lib/openapi/types";
import { regionHref } from "@/i18n/region";
import { guideIds } from "../guide-ids";
import { tryItBody } from "@/lib/openapi/try-it-example";
import { site } from "@/config/site";
import { TryIt } from "./try-it";
import type { TryItParameter } from "./try-it-panel";

/** An operation's "Try it" (TryIt): the document's example and the copy, in the page's language. */
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
  const body = tryItBody(operation);
  return (
    <TryIt
      summary={t("open")}
      loading={t("loading")}
      api={api}
      method={operation.method}
      path={operation.path}
      parameters={parameters}
      body={body}
      siteUrl={site.url}
      keyHref={`${regionHref(`/developer/${api}`)}#${guideIds.start}`}
      labels={{
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
        answered: t.raw("answered") as string,
      }}
    />
  );
}
