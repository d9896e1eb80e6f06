import { routeParams, type PageProps } from "@/lib/page";
import { newsPageCount } from "@/lib/content/news";
import { newsPageView } from "@/lib/company/news-cards";

/**
 * Rendered per request (not pre-rendered): the same public URL answers in the
 * visitor's language, so the response must stay private to the browser. The
 * client caches it for 15 minutes through TanStack Query.
 */
export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** One page of the news list as JSON, in the language the proxy resolved (what "load more" fetches). */
export async function GET(_request: Request, context: PageProps<{ page: string }>) {
  const { lang, region, page } = await routeParams(context);
  const number = /^[1-9][0-9]{0,3}$/.test(page) ? Number(page) : 0;
  if (number < 1 || number > newsPageCount(lang)) {
    return Response.json({ error: "not found" }, { status: 404, headers: PRIVATE });
  }
  return Response.json(await newsPageView(lang, region, number), { headers: { ...PRIVATE, "Content-Language": lang } });
}
