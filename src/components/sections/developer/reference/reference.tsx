import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { sampleServer } from "@/lib/openapi/model";
import { Inline } from "../docs-parts";
import { Operation } from "./operation";
import { guideIds } from "../guide-ids";

/** The API reference: one band per tag, one anchored article per operation. */
export async function Reference({ api, lang }: { api: ApiId; lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs.reference" });
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
            <Operation key={operation.id} operation={operation} lang={lang} baseUrl={baseUrl} />
          ))}
        </section>
      ))}
    </>
  );
}

/** Webhook events of the API, with their payload and an example. */
export async function WebhookEvents({ api, lang }: { api: ApiId; lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs" });
  const model = await loadApi(api);
  return (
    <section id={guideIds.events} aria-labelledby={`${guideIds.events}-title`} className="scroll-mt-24 pt-12">
      <h2 id={`${guideIds.events}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {t("nav.events")}
      </h2>
      <p className="text-ink-muted mt-3 max-w-3xl">{t("reference.eventsLead")}</p>
      {model.webhooks.map((event) => (
        <Operation key={event.id} operation={event} lang={lang} baseUrl="" event />
      ))}
    </section>
  );
}
