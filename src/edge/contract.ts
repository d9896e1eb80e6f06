/**
 * The contract between the site and the shared cache in front of it (SPEC 9, docs/deployment.md):
 * which request headers carry the cache's one decision of the language, which headers no client
 * may send through it, which paths the proxy never sees, and how long the cache may keep what the
 * origin answers. `src/proxy.ts` applies it; `src/edge/nginx.ts` writes the same rules into
 * nginx's configuration. Plain data and pure functions: no Next.js import, so the nginx generator
 * and the tests read it as it is.
 */

/**
 * Request headers that the cache layer sets and the proxy trusts, only when `secret` carries the
 * edge's shared secret (`EDGE_SECRET` in the origin's environment, written into nginx's
 * configuration when the edge starts). nginx always overwrites them, so a client cannot send them.
 */
export const edgeHeaders = {
  /** The shared secret: proves the request came through the edge. */
  secret: "x-edge-secret",
  /** The language the edge decided, the one in its cache key. */
  lang: "x-edge-lang",
  /** Where that language came from: `query` (the proxy then sets the cookie), `cookie` or `default`. */
  source: "x-edge-lang-source",
  /**
   * The client's address as the edge knows it: the connection's, or, when the connection comes
   * from a hop the operator declared (`EDGE_TRUSTED_PROXIES`), the address that hop reports
   * (nginx's `real_ip`). The site reads a client's address from this header only (docs/leads.md).
   */
  client: "x-edge-client",
} as const;

/** The environment variable that holds the edge's shared secret in each origin process. */
export const edgeSecretEnv = "EDGE_SECRET";

/**
 * Headers that the framework or the proxy would trust and that no client may send through the
 * edge: stripped at nginx (CVE-2025-29927 class), whatever their case. The edge's own headers are
 * overwritten there too, and `x-forwarded-for` and `x-forwarded-proto` set from the connection.
 */
export const strippedRequestHeaders = [
  "x-middleware-subrequest",
  "x-middleware-prefetch",
  "x-middleware-invoke",
  "x-middleware-rewrite",
  "x-middleware-next",
  "x-middleware-set-cookie",
  "x-middleware-override-headers",
  "x-nextjs-data",
  "x-nextjs-rewrite",
  "x-nextjs-redirect",
  "x-invoke-path",
  "x-invoke-query",
  "x-invoke-output",
  "x-invoke-status",
  "x-invoke-error",
  "x-matched-path",
  "x-now-route-matches",
  "x-prerender-revalidate",
  "x-prerender-revalidate-if-generated",
  "x-next-revalidate-tag-token",
  "x-next-revalidated-tags",
  "x-forwarded-host",
  "x-forwarded-port",
  "forwarded",
  // The proxy's hand-offs to a lead form's reply page and to the test checkout (it overwrites them),
  // the one it once made to a lead route (gone: docs/leads.md), and addresses some frameworks read:
  // never from a client.
  "x-lead-submit",
  "x-lead-reply",
  "x-sandbox-checkout",
  "x-real-ip",
  "x-original-url",
  "x-rewrite-url",
] as const;

/**
 * Headers of the origins' answers that are the framework's alone: nginx never passes them on to a
 * client. `x-middleware-rewrite` names the internal route an answer came from (a lead form's reply
 * page on a POST answered without JavaScript, 422 and the like; `/lead-submit` on every lead POST
 * until that route went: red team 1 I10, red team 3 F7); the others carry what
 * the proxy hands Next (headers it overrode, cookies it set, a redirect or a refresh). The browser
 * needs none of them: the router reads `x-nextjs-rewritten-path` and `-query`, never these.
 */
export const hiddenResponseHeaders = [
  "x-middleware-rewrite",
  "x-middleware-next",
  "x-middleware-redirect",
  "x-middleware-refresh",
  "x-middleware-set-cookie",
  "x-middleware-override-headers",
] as const;

/**
 * React Server Component requests: any of these request headers (or the `_rsc` query parameter)
 * makes a request one the edge neither answers from its cache nor stores, so a document request
 * never gets a flight payload, nor the reverse.
 */
export const rscRequestHeaders = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
] as const;

/**
 * What the proxy (`src/proxy.ts`) never runs for: the framework's files, the site's static
 * files and its language-independent documents. Their language, if any, is in the path, so the
 * edge keys them by path alone. The proxy's `config.matcher` must be a literal (Next reads it at
 * build); a unit test checks it is `proxyMatcher()`.
 */
export const proxySkips = {
  /** Path prefixes. */
  prefixes: ["/_next/", "/fonts/", "/og/", "/data/"],
  /** Path prefixes of APIs answered for each request (the sandbox, SPEC 12): never kept, the edge gives them a location of their own. */
  apis: ["/sandbox/"],
  /** Exact paths. */
  files: ["/favicon.ico", "/icon.svg", "/apple-icon", "/manifest.webmanifest", "/robots.txt", "/sitemap.xml"],
} as const;

/** The matcher the proxy's `config` must hold, built from `proxySkips`. */
export function proxyMatcher(): string {
  const escape = (text: string) => text.replace(/[.]/g, "\\.");
  const skipped = [
    ...proxySkips.prefixes.map((prefix) => escape(prefix.slice(1))),
    // An API path with a `%` does reach the proxy: one that does not decode gets the API's JSON 404 there (red team 2, S2-4).
    ...proxySkips.apis.map((prefix) => `${escape(prefix.slice(1))}(?!.*%)`),
    ...proxySkips.files.map((file) => `${escape(file.slice(1))}$`),
  ];
  return `/((?!${skipped.join("|")}).*)`;
}

/** How long a shared cache may keep one answer of the origin, in seconds. */
export type EdgeCachePolicy = {
  /** Fresh for this long (`s-maxage`). */
  sMaxAge: number;
  /** Then served stale for at most this long while one request renews it (`stale-while-revalidate`). */
  staleWhileRevalidate: number;
  /** Served stale for at most this long when the origin fails (`stale-if-error`). */
  staleIfError: number;
};

/**
 * The most a page that follows the calendar (a promotion starts or ends) may be served late:
 * the SPEC's hour. The origin's part (Next's `expireTime`) and the edge's part add up to it.
 */
export const calendarMaxDelaySeconds = 3600;

/**
 * What the edge may keep: pages and files change only with a deploy, and the build id is part of
 * the edge's key, so they are kept a day and renewed in the background; pages that follow the
 * calendar (`calendarPages`) only a minute, so that with the origin's own delay
 * (`originExpireSeconds`) a promotion is never shown more than `calendarMaxDelaySeconds` late.
 */
export const edgeCachePolicies = {
  static: { sMaxAge: 86_400, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  calendar: { sMaxAge: 60, staleWhileRevalidate: 60, staleIfError: 60 },
} as const satisfies Record<string, EdgeCachePolicy>;

/**
 * Region-less paths of the pages whose content follows the calendar: rendered again by the
 * origin every 15 minutes (`export const revalidate`; a unit test checks the two lists agree).
 */
export const calendarPages = ["/business/pay/pricing"] as const;

/**
 * Next's `expireTime` (next.config.ts): the oldest copy of a calendar page the origin serves.
 * With the edge's freshness and its stale window on top, the whole stays within the SPEC's hour.
 */
export const originExpireSeconds =
  calendarMaxDelaySeconds -
  edgeCachePolicies.calendar.sMaxAge -
  Math.max(edgeCachePolicies.calendar.staleWhileRevalidate, edgeCachePolicies.calendar.staleIfError);

/** The `Cache-Control` the origin sends the edge for an answer the edge may keep. */
export function edgeCacheControl(policy: EdgeCachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;
}

/**
 * What browsers get on every page, through the edge or not: the same URL is English for one
 * visitor and Arabic for another, and a browser does not know the edge's key, so it keeps pages
 * for itself only and revalidates them (ETag).
 */
export const browserPageCacheControl = "private, no-cache";
