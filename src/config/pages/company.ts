import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Slugs of a content collection (folder names), read with `fs` only so this registry stays light. */
function slugs(collection: string): string[] {
  const dir = path.join(process.cwd(), "content", collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The nine legal documents the company section owns, under each audience's section. */
export const legalDocumentPaths = ["app", "business", "developer"].flatMap((section) =>
  ["term", "privacy", "cookie"].map((doc) => `/${section}/${doc}`),
);

/**
 * The company section's pages, as region-less paths (`/company/...`), including
 * collection items (one path per slug), plus the pages this section owns
 * elsewhere: the nine legal documents and the HTML site map. `/sitemap.xml`
 * lists each of them in every region with its language alternates.
 */
export function companyPages(): string[] {
  return [
    "/company",
    "/company/news",
    ...slugs("news").map((slug) => `/company/news/${slug}`),
    "/company/career",
    ...slugs("career").map((slug) => `/company/career/${slug}`),
    "/company/partner",
    "/company/investor",
    "/company/legal",
    "/company/accessibility",
    ...legalDocumentPaths,
    "/sitemap",
  ];
}

/**
 * Feeds (not pages: no HTML, no header): `/sitemap.xml` lists each in every
 * region and language (`?lang=`), and the HTML site map links them.
 */
export function companyFeeds(): string[] {
  return ["/company/news/feed.xml"];
}
