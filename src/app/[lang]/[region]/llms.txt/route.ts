import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { absoluteUrl } from "@/lib/seo";
import { apiIds } from "@/lib/openapi/types";
import { allLangRegions } from "@/lib/openapi/static-params";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = allLangRegions;

/** `/llms.txt` (llmstxt.org): what the site is and where the developer docs live, as Markdown. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; region: string }> }) {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  const t = await getTranslations({ locale: lang, namespace: "developer" });
  const lines = [`# ${t("llms.title")}`, "", `> ${t("llms.summary")}`, "", `## ${t("llms.docs")}`, ""];
  for (const api of apiIds) {
    lines.push(`- [${t(`${api}.title`)}](${absoluteUrl(region, `/developer/${api}.md`)}): ${t(`${api}.meta.description`)}`);
  }
  lines.push("", `## ${t("llms.specs")}`, "");
  for (const api of apiIds) lines.push(`- [${t(`${api}.title`)} (OpenAPI 3.1)](${absoluteUrl(region, `/developer/${api}/openapi.yaml`)})`);
  lines.push("", `## ${t("llms.pages")}`, "");
  for (const api of apiIds) lines.push(`- [${t(`${api}.meta.title`)}](${absoluteUrl(region, `/developer/${api}`)})`);
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
