import { getLocale, getTranslations } from "next-intl/server";
import type { OperationModel } from "@/lib/openapi/types";
import { operationSamples } from "@/lib/openapi/samples";
import { Inline } from "../prose";
import { Code, SampleTabs } from "../code";
import { FieldList, parameterItems } from "./field-list";
import type { ApiId } from "@/config/apis";
import { TryItSection } from "../sandbox/try-it-section";

type Props = { api: ApiId; operation: OperationModel; baseUrl: string; event?: boolean };
const h2 = "mt-6 text-sm font-bold tracking-wide text-ink uppercase";

/**
 * The body of an endpoint's (or webhook event's) reference page, anchored at its operation id:
 * parameters, body, responses, generated samples and the example response. The page's hero
 * holds its summary (the `h1`), method and path, and description.
 */
export async function Operation({ api, operation, baseUrl, event = false }: Props) {
  const t = await getTranslations("developer.docs.reference");
  // The OpenAPI model carries its own three languages; the page's language picks one.
  const lang = await getLocale();
  const success = operation.responses.find((response) => response.status.startsWith("2"));
  const others = operation.responses.filter((response) => response !== success);
  return (
    <article id={operation.id} aria-labelledby="page-title" className="scroll-mt-24 pb-10">
      <div className="grid gap-x-8 xl:grid-cols-2">
        <div className="min-w-0">
          {operation.parameters.length ? (
            <>
              <h2 className={h2}>{t("parameters")}</h2>
              <FieldList items={parameterItems(operation.parameters)} />
            </>
          ) : null}
          {operation.body?.fields.length ? (
            <>
              <h2 className={h2}>{event ? t("payload") : t("requestBody")}</h2>
              <FieldList items={operation.body.fields} />
            </>
          ) : null}
          {!event ? (
            <>
              <h2 className={h2}>{t("responses")}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {[success, ...others]
                  .filter((response) => !!response)
                  .map((response) => (
                    <li key={response.status} className="flex gap-3">
                      <code className={response.status.startsWith("2") ? "text-accent font-mono font-bold" : "font-mono font-bold"}>
                        {response.status}
                      </code>
                      <span className="text-ink-muted">
                        <Inline text={response.description[lang]} />
                      </span>
                    </li>
                  ))}
              </ul>
              {success?.fields.length ? <FieldList items={success.fields} /> : null}
            </>
          ) : null}
        </div>
        <div className="min-w-0">
          {event ? null : (
            <>
              <h2 className={h2}>{t("samples")}</h2>
              <SampleTabs name={`sample-${operation.id}`} samples={operationSamples(operation, baseUrl)} />
            </>
          )}
          {(event ? operation.body?.example : success?.example) !== undefined ? (
            <>
              <h2 className={h2}>{t("example")}</h2>
              <Code
                code={JSON.stringify(event ? operation.body?.example : success?.example, null, 2)}
                grammar="json"
                title={event ? operation.path : success?.status}
              />
            </>
          ) : null}
        </div>
      </div>
      {event ? null : <TryItSection api={api} operation={operation} />}
    </article>
  );
}
