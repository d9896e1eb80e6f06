import "server-only";
import { getMessages } from "next-intl/server";
import { routeParams } from "@/lib/page";
import { absoluteUrl } from "@/lib/seo";
import { withColon } from "@/i18n/typography";
import { rawDocument } from "@/lib/content/openapi";
import { loadApi } from "./load";
import { toMarkdown } from "./markdown";
import { referencePath } from "./slug";
import type { ApiId } from "@/config/apis";

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

const steps = ["keys", "create", "pay", "webhook", "live"] as const;

/** Route handler serving the Markdown version of an API's docs page, in the request's language. */
export function markdownRoute(api: ApiId) {
  return async function GET(_request: Request, context: Params) {
    const { lang, region } = await routeParams(context);
    // The typed message tree (brand names filled in), indexed by the API id: keys stay checked, arrays need no cast.
    const { developer } = await getMessages({ locale: lang });
    const { docs } = developer;
    const copy = developer[api];
    const markdown = toMarkdown(
      await loadApi(api),
      lang,
      {
        title: copy.title,
        lead: copy.lead,
        guides: [
          copy.overview,
          {
            title: copy.start.title,
            paragraphs: [
              copy.start.lead,
              ...steps.map(
                (step, index) => `${withColon(`${index + 1}. **${copy.start.steps[step].title}**`, lang)} ${copy.start.steps[step].body}`,
              ),
            ],
          },
          docs.auth,
          docs.errors,
          docs.pagination,
          docs.rateLimits,
          docs.webhooks,
        ].map(({ title, paragraphs }) => ({ title, paragraphs })),
        labels: {
          servers: docs.hero.servers,
          parameters: docs.reference.parameters,
          requestBody: docs.reference.requestBody,
          responses: docs.reference.responses,
          example: docs.reference.example,
          events: docs.nav.events,
          payload: docs.reference.payload,
          required: docs.reference.required,
          optional: docs.reference.optional,
          openapi: docs.hero.openapi,
        },
      },
      absoluteUrl(region, `/developer/${api}/openapi.yaml`),
      (slug) => absoluteUrl(region, referencePath(api, slug)),
    );
    return new Response(markdown, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
  };
}
