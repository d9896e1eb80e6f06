import { getLocale, getTranslations } from "next-intl/server";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { sampleServer } from "@/lib/openapi/model";
import { Inline } from "../prose";
import { Operation } from "./operation";

/** The API reference: one band per tag, one anchored article per operation. */
export async function Reference({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.reference");
  // Tag names come from the OpenAPI model, which carries its own three languages.
  const lang = await getLocale();
  const model = await loadApi(api);
  const baseUrl = sampleServer(model);
  return (
    <>
      {model.tags.map((tag, index) => (
        <section key={tag.id} id={tag.id} aria-labelledby={`${tag.id}-title`} className="scroll-mt-24 pt-12">
          <h2 id={`${tag.id}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
            {tag.name[lang]}
          </h2>
          {index === 0 ? <p className="text-ink-muted mt-2 max-w-3xl text-sm">{t("lead")}</p> : null}
          {tag.description ? (
            <p className="text-ink-muted mt-3 max-w-3xl">
              <Inline text={tag.description[lang]} />
            </p>
          ) : null}
          {tag.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} baseUrl={baseUrl} />
          ))}
        </section>
      ))}
    </>
  );
}
