import { isLang } from "@/config/languages";
import { isRegionId } from "@/config/regions";
import { ogImageParams, ogTextOf } from "@/lib/og/pages";
import { pagePathOf } from "@/lib/og/paths";
import { renderOgImage } from "@/lib/og/render";
import { isPagePath } from "@/lib/content/pages";
import { listedParams } from "@/lib/test-prerender";

/**
 * Drawn once per page and language at build (`next build` lists them as static); any other path is
 * a 404. A test build may draw only some (src/lib/test-prerender.ts).
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return listedParams({}, ogImageParams());
}

/** The share image of a page: `/og/<lang>/<region>/<page path>.png` (see src/lib/og). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; region: string; path: string[] }> }) {
  const { lang, region, path } = await params;
  const page = pagePathOf(path);
  if (!isLang(lang) || !isRegionId(region) || !page || !isPagePath(page)) return new Response("Not found", { status: 404 });
  const png = renderOgImage({ lang, ...(await ogTextOf(lang, region, page)) });
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
