import "server-only";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { absoluteUrl } from "@/lib/seo";
import { loadApi, rawDocument } from "./load";
import { toMarkdown } from "./markdown";
import type { ApiId } from "./types";

type Params = { params: Promise<{ lang: string; region: string }> };

/** Route handler serving an OpenAPI document as written in the repository. */
export function openapiRoute(api: ApiId) {
  return async function GET() {
    // Validate before serving: a broken document fails the build (these responses are generated at build).
    await loadApi(api);
    return new Response(await rawDocument(api), {
      headers: { "Content-Type": "application/yaml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  };
}

/** Route handler serving the Markdown version of an API's docs page, in the request's language. */
export function markdownRoute(api: ApiId) {
  return async function GET(_request: Request, { params }: Params) {
    const { lang, region } = (await params) as { lang: Lang; region: RegionId };
    const t = await getTranslations({ locale: lang, namespace: "developer" });
    const guide = (title: string, paragraphs: unknown) => ({ title, paragraphs: paragraphs as string[] });
    const markdown = toMarkdown(
      await loadApi(api),
      lang,
      {
        title: t(`${api}.title`),
        lead: t(`${api}.lead`),
        guides: [
          guide(t(`${api}.overview.title`), t.raw(`${api}.overview.paragraphs`)),
          guide(t(`${api}.start.title`), [
            t(`${api}.start.lead`),
            ...(["keys", "create", "pay", "webhook", "live"] as const).map(
              (step, index) => `${index + 1}. **${t(`${api}.start.steps.${step}.title`)}**: ${t(`${api}.start.steps.${step}.body`)}`,
            ),
          ]),
          guide(t("docs.auth.title"), t.raw("docs.auth.paragraphs")),
          guide(t("docs.errors.title"), t.raw("docs.errors.paragraphs")),
          guide(t("docs.pagination.title"), t.raw("docs.pagination.paragraphs")),
          guide(t("docs.rateLimits.title"), t.raw("docs.rateLimits.paragraphs")),
          guide(t("docs.webhooks.title"), t.raw("docs.webhooks.paragraphs")),
        ],
        labels: {
          servers: t("docs.hero.servers"),
          parameters: t("docs.reference.parameters"),
          requestBody: t("docs.reference.requestBody"),
          responses: t("docs.reference.responses"),
          example: t("docs.reference.example"),
          events: t("docs.nav.events"),
          payload: t("docs.reference.payload"),
          required: t("docs.reference.required"),
          optional: t("docs.reference.optional"),
          openapi: t("docs.hero.openapi"),
        },
      },
      absoluteUrl(region, `/developer/${api}/openapi.yaml`),
    );
    return new Response(markdown, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
  };
}
