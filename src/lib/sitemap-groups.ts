import type { ApiId } from "@/config/apis";
import type en from "@messages/en.json";
import type companyEn from "@messages/sections/company/en.json";
import { navigation } from "@/config/navigation";
import { matchRoute, sitemapGroups, type SitemapGroup, type SitePath } from "@/config/routes";
import { legalDocs, legalSections, type LegalDoc, type LegalSection } from "@/lib/content/legal";

export { sitemapGroups, type SitemapGroup };

/** A menu entry's label: `navigation.items.<key>.label`. */
export type NavLabelKey = keyof (typeof en)["navigation"]["items"];
/** A label of the site map's own: `company.sitemap.pages.<key>`. */
export type SitemapPageKey = keyof (typeof companyEn)["sitemap"]["pages"];

/** How the site map names a page, resolved to a message by the page (keys typed, so a missing message fails `tsc`). */
export type PageLabel =
  | { kind: "nav"; key: NavLabelKey }
  | { kind: "page"; key: SitemapPageKey }
  | { kind: "news" | "career" | "help"; slug: string }
  /** A page of an API reference, named by the OpenAPI document (its tag, in the page's language). */
  | { kind: "reference"; api: ApiId; slug: string };

export type SitemapEntry = { path: SitePath; depth: number; label: PageLabel };

const navKeys = new Map<string, NavLabelKey>(navigation.flatMap((menu) => menu.items.map((item) => [item.path, item.key] as const)));
const capitalized = { term: "Term", privacy: "Privacy", cookie: "Cookie" } as const satisfies { [Doc in LegalDoc]: Capitalize<Doc> };
/** Pages without a menu entry: the home, the site map, the accessibility statement, the SDK directories, the webhooks pages and the nine legal documents (`/app/term` -> `appTerm`). */
const pageKeys = new Map<string, SitemapPageKey>([
  ["/", "home"],
  ["/sitemap", "sitemap"],
  ["/company/accessibility", "accessibility"],
  ["/developer/pay/sdks", "paySdks"],
  ["/developer/pro/sdks", "proSdks"],
  ["/developer/pay/webhooks", "payWebhooks"],
  ["/developer/pro/webhooks", "proWebhooks"],
  ...legalSections.flatMap((section: LegalSection) =>
    legalDocs.map((doc) => [`/${section}/${doc}`, `${section}${capitalized[doc]}`] as const satisfies readonly [string, SitemapPageKey]),
  ),
]);

/** The site-map group of a page, from its registry entry (`src/config/routes.ts`). */
export function groupOf(path: string): SitemapGroup {
  return matchRoute(path)?.group ?? "home";
}

/**
 * How the site map names a page. A page with no name of its own in every
 * language is an error (the site map is rendered at build, so the build fails),
 * never a name made from its URL, which would be English on every page.
 */
export function labelOf(path: string): PageLabel {
  const nav = navKeys.get(path);
  if (nav) return { kind: "nav", key: nav };
  const page = pageKeys.get(path);
  if (page) return { kind: "page", key: page };
  const item = /^\/company\/(news|career)\/([a-z0-9-]+)$/.exec(path);
  if (item) return { kind: item[1] as "news" | "career", slug: item[2] ?? "" };
  const help = /^\/app\/help\/([a-z0-9-]+)$/.exec(path);
  if (help) return { kind: "help", slug: help[1] ?? "" };
  const reference = /^\/developer\/(pay|pro)\/reference\/([a-z0-9-]+)$/.exec(path);
  if (reference) return { kind: "reference", api: reference[1] as ApiId, slug: reference[2] ?? "" };
  throw new Error(`The site map has no name for ${path}: give it a menu entry, a key under company.sitemap.pages or a collection title.`);
}

/**
 * Every page grouped for the HTML site map, in registry order; a page whose
 * parent path is also listed is nested one level under it.
 */
export function sitemapEntries(paths: readonly SitePath[]): Record<SitemapGroup, SitemapEntry[]> {
  const listed = new Set<string>(paths);
  const groups = Object.fromEntries(sitemapGroups.map((group) => [group, [] as SitemapEntry[]])) as Record<SitemapGroup, SitemapEntry[]>;
  for (const path of new Set(paths)) {
    const parts = path.split("/").filter(Boolean);
    let depth = 0;
    for (let i = parts.length - 1; i > 1; i--) if (listed.has(`/${parts.slice(0, i).join("/")}`)) depth = 1;
    groups[groupOf(path)].push({ path, depth, label: labelOf(path) });
  }
  return groups;
}
