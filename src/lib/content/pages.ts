import { files, itemPath, routes, searchPath, type Route, type SitePath } from "@/config/routes";
import { listSlugs } from "./collection";
import { referenceSlugs } from "./openapi";

/** A registered page with its concrete path (collection routes expanded to one page per slug). */
export type PageEntry = { path: SitePath; route: Route };

/**
 * Every page of the site, as region-less paths, in registry order: the
 * registry's routes with each collection route expanded to one page per
 * item of `content/<collection>/`, and each API reference route to one page
 * per operation and per webhook event of its OpenAPI document. `/sitemap.xml`, the HTML
 * site map and the page-coverage tests read this.
 */
export function sitePages(): PageEntry[] {
  const expand = (route: Route, slugs: string[]) => slugs.map((slug) => ({ path: itemPath(route.path, slug), route }));
  return routes.flatMap((route): PageEntry[] =>
    "collection" in route
      ? expand(route, listSlugs(route.collection))
      : "reference" in route
        ? expand(route, referenceSlugs(route.reference))
        : [{ path: route.path, route }],
  );
}

/** Every page's region-less path (see `sitePages`). */
export function allPages(): SitePath[] {
  return sitePages().map((page) => page.path);
}

let pageSet: Set<string> | undefined;

/** Whether a region-less path is a page of `sitePages()` (collection and reference items included). */
export function isPagePath(path: string): path is SitePath {
  pageSet ??= new Set(allPages());
  return pageSet.has(path);
}

let known: { pages: Set<string>; patterns: RegExp[] } | undefined;

/**
 * Whether a region-less public path is a page or a file of the site: the search page, a page of
 * `sitePages()` (collection and reference items included) or a route handler of
 * `files` (a `[param]` there matches any one segment). Read once per server; the
 * proxy answers every other path with the pre-rendered 404 page.
 */
export function isSitePath(path: string): boolean {
  known ??= {
    pages: new Set(allPages()),
    patterns: files.map((file) => new RegExp(`^${file.replace(/[.]/g, "\\.").replace(/\[[a-z]+\]/g, "[^/]+")}$`)),
  };
  return path === searchPath || known.pages.has(path) || known.patterns.some((pattern) => pattern.test(path));
}
