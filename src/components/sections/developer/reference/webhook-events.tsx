import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { guideIds } from "../guide-ids";
import { Operation } from "./operation";

/** Webhook events of the API, with their payload and an example. */
export async function WebhookEvents({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs");
  const model = await loadApi(api);
  return (
    <section id={guideIds.events} aria-labelledby={`${guideIds.events}-title`} className="scroll-mt-24 pt-12">
      <h2 id={`${guideIds.events}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {t("nav.events")}
      </h2>
      <p className="text-ink-muted mt-3 max-w-3xl">{t("reference.eventsLead")}</p>
      {model.webhooks.map((event) => (
        <Operation key={event.id} operation={event} baseUrl="" event />
      ))}
    </section>
  );
}
