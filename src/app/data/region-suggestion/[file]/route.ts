import { isLang, langs } from "@/config/languages";
import { loadMessages } from "@/i18n/messages";

/**
 * `/data/region-suggestion/<lang>.json`: the regional suggestion's copy in one
 * language, written at build. The suggestion fetches it only for a visitor it
 * applies to, so no page carries this copy in its HTML.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return langs.map((lang) => ({ file: `${lang}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const lang = (await params).file.replace(/\.json$/, "");
  if (!isLang(lang)) return new Response("Not found", { status: 404 });
  // Loaded as next-intl loads messages: brand names filled, French spacing applied.
  return Response.json((await loadMessages(lang)).regionSuggestion, { headers: { "Cache-Control": "public, max-age=3600" } });
}
