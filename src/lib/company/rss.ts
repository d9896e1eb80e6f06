import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { site } from "@/config/site";
import { absoluteUrl } from "@/lib/seo";
import type { NewsCard } from "@/lib/content/news";
import { escapeXml } from "@/lib/xml";

/** The URL of a region's news feed in one language. */
export function feedUrl(region: RegionId, lang: Lang): string {
  return absoluteUrl(region, "/company/news/feed.xml", lang);
}

type FeedInput = { lang: Lang; region: RegionId; title: string; description: string; items: (NewsCard & { categoryLabel: string })[] };

/** An RSS 2.0 document of the news in one language, newest first, with absolute links in that language. */
export function rssFeed({ lang, region, title, description, items }: FeedInput): string {
  const entries = items
    .map((item) => {
      const link = absoluteUrl(region, `/company/news/${item.slug}`, lang);
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(`${item.date}T08:00:00Z`).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(item.categoryLabel)}</category>`,
        `      <description>${escapeXml(item.summary)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const newest = items[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(absoluteUrl(region, "/company/news", lang))}</link>
    <description>${escapeXml(description)}</description>
    <language>${lang}</language>
    <copyright>${escapeXml(site.legalName)}</copyright>
${newest ? `    <lastBuildDate>${new Date(`${newest}T08:00:00Z`).toUTCString()}</lastBuildDate>\n` : ""}    <atom:link href="${escapeXml(feedUrl(region, lang))}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
