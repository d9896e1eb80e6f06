import { isLang, langs } from "@/config/languages";
import { searchIndexFile } from "@/lib/search/server";

/**
 * `/data/search/<lang>.json`: the site search's index of one language, written
 * at build from the sources the pages render (src/lib/search/documents.ts).
 * The header's search loads it when a visitor starts searching; no page
 * carries it.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return langs.map((lang) => ({ file: `${lang}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const lang = (await params).file.replace(/\.json$/, "");
  if (!isLang(lang)) return new Response("Not found", { status: 404 });
  return Response.json(await searchIndexFile(lang), { headers: { "Cache-Control": "public, max-age=3600" } });
}
