/**
 * Every page that exists, as a region-less path. The XML sitemap lists each
 * of them for every region, with its language alternates. Add a page's path
 * here when you add the page (a test checks that each path answers 200).
 */
export const pages = ["/"] as const;
