import { sitemapXml } from "@/lib/sitemap";

/** Made at build, like the pages it lists. */
export const dynamic = "force-static";

/** `/sitemap.xml`: every page of every region with its alternates (src/lib/sitemap.ts). */
export function GET() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
