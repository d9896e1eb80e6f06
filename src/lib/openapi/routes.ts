import "server-only";
import { getMessages } from "next-intl/server";
import { routeParams } from "@/lib/page";
import { absoluteUrl } from "@/lib/seo";
import { formatterFor } from "@/i18n/format";
import { rawDocument } from "@/lib/content/openapi";
import { loadApi } from "./load";
import { markdownCopy, toMarkdown } from "./markdown";
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

/** Route handler serving the Markdown version of an API's docs page, in the request's language. */
export function markdownRoute(api: ApiId) {
  return async function GET(_request: Request, context: Params) {
    const { lang, region } = await routeParams(context);
    // The typed message tree (brand names filled in, typeset), the same the docs page's guides read.
    const { developer } = await getMessages({ locale: lang });
    const markdown = toMarkdown(await loadApi(api), lang, markdownCopy(developer, api), {
      openapiUrl: absoluteUrl(region, `/developer/${api}/openapi.yaml`),
      pageUrl: (slug) => absoluteUrl(region, referencePath(api, slug)),
      webhooksUrl: absoluteUrl(region, `/developer/${api}/webhooks`),
      format: formatterFor(lang, region),
    });
    return new Response(markdown, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
  };
}
