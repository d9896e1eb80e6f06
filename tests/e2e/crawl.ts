import { langs, type Lang } from "../../src/config/languages";
import type { APIRequestContext } from "@playwright/test";

export type CrawledPage = {
  /** Public path without query, e.g. `/dz/app/wallet`. */
  path: string;
  lang: Lang;
  status: number;
  html: string;
  /** Internal links found on the page (paths without query or hash). */
  links: string[];
};

const SEEDS = ["/", "/dz", "/ma"];
const LANGS = langs;

/** Internal page links of an HTML document (no assets, no hashes, no queries). */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, "&");
    if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/_next/")) continue;
    const path = href.split(/[?#]/)[0]!;
    if (path) links.add(path.length > 1 ? path.replace(/\/$/, "") : path);
  }
  return [...links].sort();
}

/**
 * One page as a visitor in `lang` gets it: the language in the `lang` cookie, no redirect followed.
 */
export async function fetchPage(request: APIRequestContext, path: string, lang: Lang): Promise<CrawledPage> {
  const response = await request.get(path, { headers: { cookie: `lang=${lang}` }, maxRedirects: 0 });
  const html = response.headers()["content-type"]?.includes("text/html") ? await response.text() : "";
  return { path, lang, status: response.status(), html, links: internalLinks(html) };
}

/**
 * Crawls the site over HTTP from the three region homes, once per language
 * (the language travels in the `lang` cookie, as for a visitor), following
 * every internal link. Every request is bounded: at most `limit` pages per language.
 */
export async function crawl(request: APIRequestContext, limit = 2000): Promise<CrawledPage[]> {
  const pages: CrawledPage[] = [];
  for (const lang of LANGS) {
    const seen = new Set<string>(SEEDS);
    const queue = [...SEEDS];
    while (queue.length && seen.size <= limit) {
      const page = await fetchPage(request, queue.shift()!, lang);
      pages.push(page);
      if (page.status !== 200) continue;
      for (const link of page.links) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
  }
  return pages;
}

/** The region of a public path. */
export function regionOf(path: string): "global" | "dz" | "ma" {
  const first = path.split("/")[1];
  return first === "dz" || first === "ma" ? first : "global";
}
