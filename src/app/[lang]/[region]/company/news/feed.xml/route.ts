import { getMessages } from "next-intl/server";
import { routeParams, type PageProps } from "@/lib/page";
import { newsList } from "@/lib/content/news";
import { rssFeed } from "@/lib/company/rss";

/**
 * The RSS feed of the news in one language: `/company/news/feed.xml?lang=fr`
 * (the proxy resolves the language like for any page and passes it as `[lang]`).
 */
export async function GET(_request: Request, context: PageProps) {
  const { lang, region } = await routeParams(context);
  // A route handler has no request locale: the language comes from the params.
  const { news } = (await getMessages({ locale: lang })).company;
  const items = newsList(lang).map((item) => ({ ...item, categoryLabel: news.categories[item.category] }));
  const xml = rssFeed({ lang, region, title: news.feedTitle, description: news.meta.description, items });
  return new Response(xml, {
    // The same URL answers in another language for another visitor (cookie): keep it out of shared caches.
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Content-Language": lang, "Cache-Control": "private, max-age=3600" },
  });
}
