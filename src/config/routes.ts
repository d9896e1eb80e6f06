import type { ApiId } from "./apis";
import type { RegionId } from "./regions";
import type { Section } from "./sections";

/** Groups of the HTML site map, in the order it shows them. */
export const sitemapGroups = ["home", "app", "business", "developer", "company", "legal"] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

/** Content collections whose items are pages of their own (`content/<collection>/<slug>/`). */
export type Collection = "help" | "news" | "career";

export type RouteEntry = {
  /** Region-less path; a collection route ends in `/[slug]`. */
  path: `/${string}`;
  section: Section;
  /**
   * Message namespace of the page's own copy (`pageTranslations(path)`). Its
   * `meta.title` and `meta.description` are the page's title and description
   * (a unit test checks they exist in every language), except on collection
   * items, whose title is their content's. Absent where a page has no copy of
   * its own: legal documents and API reference pages.
   */
  namespace?: string;
  /** Another namespace on some regions (Morocco's home is a coming-soon landing). */
  namespaceByRegion?: Partial<Record<RegionId, string>>;
  group: SitemapGroup;
  /** One page per item of `content/<collection>/`. */
  collection?: Collection;
  /**
   * One page per operation of `content/openapi/<api>.yaml` and one per webhook
   * event: the API reference, split so that no page grows past the HTML budget
   * (docs/developer-section.md). Titles come from the document's translations.
   */
  reference?: ApiId;
};

/**
 * THE list of pages: every page folder under `src/app/[lang]/[region]/` has
 * exactly one entry (a test walks the folders). Navigation, `/sitemap.xml`,
 * the HTML site map, page metadata and the page-coverage tests read it.
 * Order is the site map's order.
 */
export const routes = [
  { path: "/", section: "home", namespace: "home", namespaceByRegion: { ma: "comingSoon" }, group: "home" },
  { path: "/app", section: "app", namespace: "app.overview", group: "app" },
  { path: "/app/wallet", section: "app", namespace: "app.wallet", group: "app" },
  { path: "/app/topup", section: "app", namespace: "app.topup", group: "app" },
  { path: "/app/voucher", section: "app", namespace: "app.voucher", group: "app" },
  { path: "/app/payment", section: "app", namespace: "app.payment", group: "app" },
  { path: "/app/reward", section: "app", namespace: "app.reward", group: "app" },
  { path: "/app/contact", section: "app", namespace: "app.contact", group: "app" },
  { path: "/app/profile", section: "app", namespace: "app.profile", group: "app" },
  { path: "/app/pricing", section: "app", namespace: "app.pricing", group: "app" },
  { path: "/app/download", section: "app", namespace: "app.download", group: "app" },
  { path: "/app/help", section: "app", namespace: "app.help", group: "app" },
  { path: "/app/help/[slug]", section: "app", namespace: "app.article", collection: "help", group: "app" },
  { path: "/business/pay", section: "business", namespace: "business.pay", group: "business" },
  { path: "/business/pay/method", section: "business", namespace: "business.payMethod", group: "business" },
  { path: "/business/pay/link", section: "business", namespace: "business.payLink", group: "business" },
  { path: "/business/pay/pricing", section: "business", namespace: "business.payPricing", group: "business" },
  { path: "/business/pay/help", section: "business", namespace: "business.payHelp", group: "business" },
  { path: "/business/pay/contact", section: "business", namespace: "business.payContact", group: "business" },
  { path: "/business/pro", section: "business", namespace: "business.pro", group: "business" },
  { path: "/business/pro/pricing", section: "business", namespace: "business.proPricing", group: "business" },
  { path: "/business/pro/help", section: "business", namespace: "business.proHelp", group: "business" },
  { path: "/business/pro/apply", section: "business", namespace: "business.proApply", group: "business" },
  { path: "/developer/pay", section: "developer", namespace: "developer.pay", group: "developer" },
  { path: "/developer/pay/reference/[slug]", section: "developer", reference: "pay", group: "developer" },
  { path: "/developer/pay/sdks", section: "developer", namespace: "developer.paySdks", group: "developer" },
  { path: "/developer/pay/webhooks", section: "developer", namespace: "developer.payWebhooks", group: "developer" },
  { path: "/developer/pro", section: "developer", namespace: "developer.pro", group: "developer" },
  { path: "/developer/pro/reference/[slug]", section: "developer", reference: "pro", group: "developer" },
  { path: "/developer/pro/sdks", section: "developer", namespace: "developer.proSdks", group: "developer" },
  { path: "/developer/pro/webhooks", section: "developer", namespace: "developer.proWebhooks", group: "developer" },
  { path: "/company", section: "company", namespace: "company.about", group: "company" },
  { path: "/company/news", section: "company", namespace: "company.news", group: "company" },
  { path: "/company/news/[slug]", section: "company", namespace: "company.article", collection: "news", group: "company" },
  { path: "/company/career", section: "company", namespace: "company.career", group: "company" },
  { path: "/company/career/[slug]", section: "company", namespace: "company.job", collection: "career", group: "company" },
  { path: "/company/partner", section: "company", namespace: "company.partner", group: "company" },
  { path: "/company/investor", section: "company", namespace: "company.investor", group: "company" },
  { path: "/company/contact", section: "company", namespace: "company.contact", group: "company" },
  { path: "/company/legal", section: "company", namespace: "company.legal", group: "company" },
  { path: "/company/accessibility", section: "company", namespace: "company.accessibility", group: "legal" },
  { path: "/app/term", section: "app", group: "legal" },
  { path: "/app/privacy", section: "app", group: "legal" },
  { path: "/app/cookie", section: "app", group: "legal" },
  { path: "/business/term", section: "business", group: "legal" },
  { path: "/business/privacy", section: "business", group: "legal" },
  { path: "/business/cookie", section: "business", group: "legal" },
  { path: "/developer/term", section: "developer", group: "legal" },
  { path: "/developer/privacy", section: "developer", group: "legal" },
  { path: "/developer/cookie", section: "developer", group: "legal" },
  { path: "/sitemap", section: "home", namespace: "company.sitemap", group: "home" },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof routes)[number];
/** A page's path as registered: `/app/wallet`, `/company/news/[slug]`. */
export type RoutePath = Route["path"];
/** A registered page without a collection segment: what menus may link to. */
export type StaticRoutePath = Exclude<RoutePath, `${string}[slug]`>;

/** The registry entry of a path (throws for an unregistered one: a programming error). */
export function routeOf(path: RoutePath): RouteEntry {
  const entry = routes.find((route) => route.path === path);
  if (!entry) throw new Error(`${path} is not in src/config/routes.ts`);
  return entry;
}

/** Feeds (not pages): `/sitemap.xml` lists each in every region and language (`?lang=`); the HTML site map links them. */
export const feeds = ["/company/news/feed.xml"] as const;

/**
 * Every route handler under `src/app/[lang]/[region]/` (a test walks the folders):
 * feeds, machine-readable documents and the news JSON pages, whose `[page]` is
 * any segment (the handler answers 404 past the end). With `routes`, the list of
 * what exists: the proxy sends any other path to the 404 page.
 */
export const files = [
  ...feeds,
  "/company/news/page/[page]",
  "/developer/pay.md",
  "/developer/pro.md",
  "/developer/pay/openapi.yaml",
  "/developer/pro/openapi.yaml",
  "/llms.txt",
  "/.well-known/security.txt",
] as const satisfies readonly `/${string}`[];

/**
 * The internal page (`src/app/[lang]/[region]/page-not-found/`) that answers,
 * with status 404, every path that is neither a page nor a file: pre-rendered
 * once per language and region, like the pages. Not a public address: asked
 * for directly, it is itself unknown and gets the same 404.
 */
export const notFoundPath = "/page-not-found";

/**
 * The search results page (`src/app/[lang]/[region]/(site)/search/`), in every
 * region: rendered per request from `?q=`, never indexed, not in the sitemap
 * and not itself a search result, so it is not in the registry either
 * (docs/search.md).
 */
export const searchPath = "/search";

/**
 * The sandbox's hosted test checkout (`src/app/[lang]/[region]/developer/checkout/`, SPEC 12): the
 * page a test checkout's `url` opens, `/dz/developer/checkout/<id>` in every region, rendered per
 * request from the sandbox's database, never indexed, never stored by a cache. This internal path
 * is not a public address (the proxy answers 404 to it, and rewrites `<path>/<id>` to it:
 * `src/lib/sandbox/checkout-path.ts`), so not in the registry either (docs/developer-section.md).
 */
export const checkoutPagePath = "/developer/checkout";

/**
 * The sandbox's payment link page (`src/app/[lang]/[region]/developer/link/`, SPEC 12): the page a
 * test payment link's `url` opens, `/dz/developer/link/<id>` in every region, built as the test
 * checkout's (above): rendered per request, never indexed, never stored, outside the registry.
 */
export const paymentLinkPagePath = "/developer/link";

/**
 * The internal page beside each lead form's page (`src/config/leads.ts`) that answers the form's
 * POST when it has errors, and its thank-you (`?sent`): `/business/pay/contact/reply`, `/reply`
 * for Morocco's home. Rendered per request, never indexed; not a public address (the proxy
 * answers 404 to it), so not in the registry either (docs/leads.md).
 */
export const replySegment = "/reply";

/** A registered path with its `[slug]` or `[page]` filled in: `/company/news/${string}` for `/company/news/[slug]`. */
type Filled<P extends string> = P extends `${infer Base}/[${string}]` ? `${Base}/${string}` : P;

/**
 * Every region-less path the site answers: a registered page, an item of a
 * collection, a file, the search page. Internal links take this type
 * (`regionHref`), so a link to a page that does not exist does not compile.
 */
export type SitePath = Filled<RoutePath> | Filled<(typeof files)[number]> | typeof searchPath;

/** The page of one item of a collection route (`/company/news/[slug]`, `launch` -> `/company/news/launch`). */
export function itemPath(path: RoutePath, slug: string): SitePath {
  return path.replace("[slug]", slug) as SitePath;
}

/** The registry entry that serves a concrete region-less path (`/company/news/x` -> `/company/news/[slug]`). */
export function matchRoute(path: string): Route | undefined {
  return (
    routes.find((route) => route.path === path) ??
    routes.find((route) => route.path.endsWith("/[slug]") && new RegExp(`^${route.path.replace("[slug]", "[a-z0-9-]+")}$`).test(path))
  );
}
