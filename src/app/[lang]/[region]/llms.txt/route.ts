import { getMessages } from "next-intl/server";
import { absoluteUrl } from "@/lib/seo";
import { apiIds } from "@/config/apis";
import { routeParams } from "@/lib/page";
import { allLangRegions } from "@/lib/openapi/static-params";
import { loadApi } from "@/lib/openapi/load";
import { referencePages } from "@/lib/openapi/model";
import { referencePath } from "@/lib/openapi/slug";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = allLangRegions;

/** `/llms.txt` (llmstxt.org): what the site is and where the developer docs live (Markdown, OpenAPI, web pages), as Markdown. */
export async function GET(_request: Request, context: { params: Promise<{ lang: string; region: string }> }) {
  const { lang, region } = await routeParams(context);
  // The typed message tree (brand names filled in), indexed by the API id, so every key stays checked.
  const { developer } = await getMessages({ locale: lang });
  const { llms } = developer;
  const lines = [`# ${llms.title}`, "", `> ${llms.summary}`, "", `## ${llms.docs}`, ""];
  for (const api of apiIds) {
    lines.push(`- [${developer[api].title}](${absoluteUrl(region, `/developer/${api}.md`)}): ${developer[api].meta.description}`);
  }
  lines.push("", `## ${llms.specs}`, "");
  for (const api of apiIds)
    lines.push(`- [${developer[api].title} (OpenAPI 3.1)](${absoluteUrl(region, `/developer/${api}/openapi.yaml`)})`);
  lines.push("", `## ${llms.pages}`, "");
  for (const api of apiIds) {
    lines.push(`- [${developer[api].meta.title}](${absoluteUrl(region, `/developer/${api}`)})`);
    // The reference, one page per endpoint and per event, named by the OpenAPI document in this language.
    for (const page of referencePages(await loadApi(api)))
      lines.push(`  - [${page.operation.summary[lang]}](${absoluteUrl(region, referencePath(api, page.slug))})`);
    lines.push(`  - [${developer[api === "pay" ? "paySdks" : "proSdks"].meta.title}](${absoluteUrl(region, `/developer/${api}/sdks`)})`);
    // The webhooks page of a test key (issue 42): its endpoints, test events and deliveries.
    lines.push(`  - [${developer[api === "pay" ? "payWebhooks" : "proWebhooks"].meta.title}](${absoluteUrl(region, `/developer/${api}/webhooks`)})`);
  }
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
