import { allPages } from "@/lib/content/pages";
import { regionIds, regions } from "@/config/regions";
import { absoluteUrl, alternateLinks } from "@/lib/seo";
import { feeds as feedPaths } from "@/config/routes";
import { langs } from "@/config/languages";
import { careerPost } from "@/lib/content/career";
import { legalDocOf, legalDocument } from "@/lib/content/legal";
import { newsArticle, newsList } from "@/lib/content/news";
import { escapeXml } from "@/lib/xml";

type SitemapUrl = { loc: string; lastmod?: string; changefreq: "daily" | "weekly"; priority: number; alternates?: Record<string, string> };

/**
 * The day a page's content last changed, where the content says it (YYYY-MM-DD): an article's
 * date, the newest article for the news list, a job's posting date, a legal document's "updated".
 * Other pages carry no lastmod rather than a made-up one (search engines stop trusting a lastmod
 * that changes with every build).
 */
export function lastModified(path: string): string | undefined {
  const legal = legalDocOf(path);
  if (legal) return legalDocument(legal[0], legal[1], "en").data.updated;
  if (path === "/company/news") return newsList("en")[0]?.date;
  const news = /^\/company\/news\/([^/]+)$/.exec(path)?.[1];
  if (news) return newsArticle(news, "en")?.data.date;
  const job = /^\/company\/career\/([^/]+)$/.exec(path)?.[1];
  if (job) return careerPost(job, "en")?.data.datePosted;
  return undefined;
}

/** Every page in every region, each with its hreflang alternates; then the news feed of each region and language. */
export function sitemapUrls(): SitemapUrl[] {
  const pages = regionIds.flatMap((region) =>
    allPages().map((path): SitemapUrl => {
      const { canonical, languages } = alternateLinks(region, path, regions[region].defaultLang);
      return { loc: canonical, lastmod: lastModified(path), changefreq: "weekly", priority: path === "/" ? 1 : 0.7, alternates: languages };
    }),
  );
  const newest = newsList("en")[0]?.date;
  const feeds = regionIds.flatMap((region) =>
    feedPaths.flatMap((path) =>
      langs.map((lang): SitemapUrl => ({ loc: absoluteUrl(region, path, lang), lastmod: newest, changefreq: "daily", priority: 0.3 })),
    ),
  );
  return [...pages, ...feeds];
}

/**
 * sitemap.xml, in the order the sitemaps.org schema requires: loc, lastmod, changefreq, priority,
 * then the `xhtml:link` alternates (elements of another namespace come last in a `<url>`).
 * Checked against that schema in src/lib/sitemap.test.ts.
 */
export function sitemapXml(urls: SitemapUrl[] = sitemapUrls()): string {
  const entries = urls.map((url) =>
    [
      "<url>",
      `<loc>${escapeXml(url.loc)}</loc>`,
      url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : "",
      `<changefreq>${url.changefreq}</changefreq>`,
      `<priority>${url.priority}</priority>`,
      ...Object.entries(url.alternates ?? {}).map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      ),
      "</url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
