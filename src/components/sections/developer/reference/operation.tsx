import { getLocale, getTranslations } from "next-intl/server";
import { Link2 } from "lucide-react";
import type { OperationModel } from "@/lib/openapi/types";
import { operationSamples } from "@/lib/openapi/samples";
import { Inline } from "../prose";
import { Code, SampleTabs } from "../code";
import { Endpoint } from "./endpoint";
import { FieldList, parameterItems } from "./field-list";

type Props = { operation: OperationModel; baseUrl: string; event?: boolean };
const h4 = "mt-6 text-sm font-bold tracking-wide text-ink uppercase";

/**
 * One endpoint (or webhook event), anchored at its operation id: method and path,
 * description, parameters, body, responses, generated samples and the example response.
 */
export async function Operation({ operation, baseUrl, event = false }: Props) {
  const t = await getTranslations("developer.docs.reference");
  // The OpenAPI model carries its own three languages; the page's language picks one.
  const lang = await getLocale();
  const success = operation.responses.find((response) => response.status.startsWith("2"));
  const others = operation.responses.filter((response) => response !== success);
  return (
    <article id={operation.id} aria-labelledby={`${operation.id}-title`} className="border-line scroll-mt-24 border-t py-10">
      <h3 id={`${operation.id}-title`} className="flex items-center gap-2 text-xl font-bold">
        {operation.summary[lang]}
        <a href={`#${operation.id}`} className="text-ink-muted hover:text-accent" aria-label={`${t("link")}: ${operation.summary[lang]}`}>
          <Link2 aria-hidden className="size-4" />
        </a>
      </h3>
      <Endpoint method={event ? "POST" : operation.method.toUpperCase()} path={operation.path} />
      {operation.description ? (
        <p className="text-ink-muted mt-3 max-w-3xl">
          <Inline text={operation.description[lang]} />
        </p>
      ) : null}
      <div className="mt-2 grid gap-x-8 xl:grid-cols-2">
        <div className="min-w-0">
          {operation.parameters.length ? (
            <>
              <h4 className={h4}>{t("parameters")}</h4>
              <FieldList items={parameterItems(operation.parameters)} />
            </>
          ) : null}
          {operation.body?.fields.length ? (
            <>
              <h4 className={h4}>{event ? t("payload") : t("requestBody")}</h4>
              <FieldList items={operation.body.fields} />
            </>
          ) : null}
          {!event ? (
            <>
              <h4 className={h4}>{t("responses")}</h4>
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
              <h4 className={h4}>{t("samples")}</h4>
              <SampleTabs name={`sample-${operation.id}`} samples={operationSamples(operation, baseUrl)} />
            </>
          )}
          {(event ? operation.body?.example : success?.example) !== undefined ? (
            <>
              <h4 className={h4}>{t("example")}</h4>
              <Code
                code={JSON.stringify(event ? operation.body?.example : success?.example, null, 2)}
                grammar="json"
                title={event ? operation.path : success?.status}
              />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
