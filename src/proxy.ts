import { NextResponse, type NextRequest } from "next/server";
import {
  internalPath,
  isLangSource,
  langOfCookieHeader,
  langOfQuery,
  localeFormTarget,
  resolveLang,
  resolveRequest,
  type LangSource,
  type Resolution,
} from "@/i18n/resolve";
import { LANG_COOKIE, langCookieOptions } from "@/i18n/cookie";
import { isLang, type Lang } from "@/config/languages";
import { notFoundPath, searchPath } from "@/config/routes";
import { isSitePath } from "@/lib/content/pages";
import { leadFormAt } from "@/config/leads";
import { handleLeadPost, replyPageRewrite } from "@/lib/leads/proxy";
import { replyOfQuery, replyParam } from "@/lib/leads/reply";
import { browserPageCacheControl, calendarPages, edgeCacheControl, edgeCachePolicies, edgeHeaders, proxySkips } from "@/edge/contract";
import { fromEdge } from "@/edge/trust";
import { servedPagePolicies, withPolicy } from "@/lib/csp/pages";
import { malformedPath, sandboxRoot } from "@/lib/sandbox/respond";
import {
  checkoutHeader,
  checkoutPolicy,
  encodeCheckoutRequest,
  hostedPageOf,
  hostedPagePaths,
  linkNoticeOf,
  checkoutNoticeOf,
} from "@/lib/sandbox/checkout-path";
import { hostedKnown } from "@/lib/sandbox/checkout-known";
import { contentSecurityPolicy } from "@/config/security";
import { site } from "@/config/site";

const production = process.env.NODE_ENV === "production";

function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The language the edge decided for this request, the one in its cache key, when the request
 * came through the edge: the page is then rendered in exactly that language, so what the edge
 * stores under a key is always what the key says (docs/deployment.md). Null otherwise.
 */
function edgeDecision(request: NextRequest): { lang: Lang; source: LangSource } | null {
  if (!fromEdge(request.headers)) return null;
  const lang = request.headers.get(edgeHeaders.lang);
  const source = request.headers.get(edgeHeaders.source);
  return isLang(lang) && isLangSource(source) ? { lang, source } : null;
}

/**
 * What a shared cache may do with a page or file the proxy answers: through the edge, a page
 * that sets no cookie and does not depend on the query is kept for as long as its policy says
 * (the edge tells browsers `private, no-cache` all the same); anything else, and every answer
 * outside the edge, is for the browser alone.
 */
function cacheControlOf(resolved: Resolution, edge: boolean): string {
  if (!edge || resolved.setCookie || resolved.rest === searchPath) return browserPageCacheControl;
  const calendar = (calendarPages as readonly string[]).includes(resolved.rest);
  return edgeCacheControl(calendar ? edgeCachePolicies.calendar : edgeCachePolicies.static);
}

/**
 * Applies the language and region resolution of `src/i18n/resolve.ts`: sets
 * the `lang` cookie for a valid `?lang`, and rewrites the public URL to the
 * internal, pre-rendered `/{lang}/{region}/...` route. Never reads or trusts
 * the Host or forwarded headers: redirects are relative to our own paths.
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // The sandbox is the route's, not the proxy's: the matcher sends the proxy only its paths with a
  // `%`, so that one that does not decode gets the documents' JSON 404 here, and not Next's
  // plain-text 500 when it fails to decode the route's parameters (red team 2, S2-4); and
  // `/sandbox` itself, where Next redirects `/sandbox/`, gets that JSON 404 too, not the site's
  // HTML page (S2-5).
  const api = proxySkips.apis.find((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
  if (api !== undefined) {
    if (pathname === api.slice(0, -1)) return asNext(sandboxRoot());
    return isWellEncoded(pathname) ? NextResponse.next() : asNext(malformedPath());
  }
  // The one rule of SPEC 2 on the raw query and Cookie header (src/i18n/resolve.ts), the rule the
  // edge applies too; through the edge, its decision stands.
  const query = langOfQuery(request.nextUrl.search.slice(1));
  const cookie = langOfCookieHeader(request.headers.get("cookie"));
  const edge = edgeDecision(request);
  const own = resolveRequest({ pathname, query, cookie });
  const resolved: Resolution = edge ? { ...own, ...edge, setCookie: edge.source === "query" ? edge.lang : null } : own;

  // A page is read (GET, HEAD); only a lead form's page takes a POST. Any other method gets a
  // 405 that names what is allowed (a 404 where there is no page), never a page rendered for it.
  const wellEncoded = isWellEncoded(pathname);
  const form = wellEncoded ? leadFormAt(resolved.rest, resolved.region) : null;
  // The sandbox's hosted pages, a test checkout's (`/dz/developer/checkout/<id>`) and a payment
  // link's (`/dz/developer/link/<id>`): pages rendered per request.
  const hosted = wellEncoded ? hostedPageOf(resolved.rest) : null;
  if (request.method !== "GET" && request.method !== "HEAD" && !(form && request.method === "POST")) {
    if (!(wellEncoded && (isSitePath(resolved.rest) || hosted !== null)))
      return new NextResponse(null, { status: 404, headers: { "Cache-Control": browserPageCacheControl } });
    const allow = form ? "GET, HEAD, POST" : "GET, HEAD";
    return new NextResponse(null, { status: 405, headers: { Allow: allow, "Cache-Control": browserPageCacheControl } });
  }

  // The locale form without JavaScript: GET ?region=..&lang=.. answers with a redirect (no
  // `region`, or values that are not listed: no target, the page as usual).
  const before = edge && edge.source !== "query" ? edge : resolveLang({ region: resolved.region, query: null, cookie });
  const target = localeFormTarget({
    currentRegion: resolved.region,
    currentPath: resolved.rest,
    currentLang: before.lang,
    region: searchParams.get("region"),
    lang: query,
  });
  if (target) {
    // Next needs an absolute Location; on the request's own host it sends it
    // back relative, so a forged Host or X-Forwarded-Host cannot lead elsewhere.
    return withLangCookie(NextResponse.redirect(new URL(target, request.nextUrl), 303), resolved);
  }

  // A page with a lead form (docs/leads.md): its POST, and its answer after the 303 (`?reply=`),
  // are for this visitor only; the edge neither keeps nor answers them from its cache.
  if (form) {
    if (request.method === "POST") return handleLeadPost(request, form, resolved).then((response) => withLangCookie(response, resolved));
    const reply = replyOfQuery(searchParams.get(replyParam));
    if (reply) return withLangCookie(replyPageRewrite(request, form, resolved, reply), resolved);
  }

  const url = request.nextUrl.clone();
  // A page or a file of the site is served from its pre-rendered route; anything else
  // (a path that cannot even be decoded included) from the pre-rendered 404 page of the
  // language and region, with status 404: no 404 is rendered per request.
  const known = wellEncoded && (isSitePath(resolved.rest) || hosted !== null);
  url.pathname = internalPath(
    known ? (hosted ? { ...resolved, rest: hostedPagePaths[hosted.kind] } : resolved) : { ...resolved, rest: notFoundPath },
  );
  // The page's own CSP (src/lib/csp/pages.ts): the search page and a test checkout are rendered for
  // this request, with a nonce Next reads from the request; every other page is pre-rendered, with its hashes.
  const policies = servedPagePolicies();
  const perRequest = known && (resolved.rest === searchPath || hosted !== null) ? policies?.perRequest(resolved) : undefined;
  let policy = perRequest?.policy ?? policies?.prerendered(url.pathname) ?? null;
  // A test checkout's form leads on to the merchant's site (a redirect form-action checks too); a
  // payment link's leads to a checkout's page, on this site.
  if (hosted?.kind === "checkout") policy = checkoutPolicy(policy ?? contentSecurityPolicy({ gaEnabled: Boolean(site.gaId), dev: !production }));
  let forwarded = perRequest && policy ? withPolicy(request.headers, policy) : undefined;
  if (hosted !== null) {
    // The page reads the checkout's or link's id from the proxy alone, whatever a client sent.
    forwarded ??= new Headers(request.headers);
    // A link's page says why its Pay sent the visitor back, a checkout's that its form found the sandbox busy (`?notice=`, known words only).
    const notice = hosted.kind === "link" ? linkNoticeOf(searchParams.get("notice")) : checkoutNoticeOf(searchParams.get("notice"));
    forwarded.set(checkoutHeader, encodeCheckoutRequest({ id: hosted.id, lang: resolved.lang, region: resolved.region, notice }));
  }
  const answer = (status: number | undefined) => {
    const response = withLangCookie(
      NextResponse.rewrite(url, { status, request: forwarded ? { headers: forwarded } : undefined }),
      resolved,
    );
    if (policy) response.headers.set("Content-Security-Policy", policy);
    // The same URL renders in another language for another visitor, so no cache that does not
    // know the language may keep it: browsers revalidate (ETag), and only the edge, which keys
    // on the language it decided, keeps pages. Next replaces any Vary we set, but keeps a
    // Cache-Control that is already there. Tests check both ways.
    // A hosted page is read from the database for this visitor: never stored, by anyone.
    response.headers.set("Cache-Control", hosted !== null ? checkoutCacheControl : cacheControlOf(resolved, edge !== null));
    return response;
  };
  // A test checkout or payment link no unexpired key holds is a 404, its page saying so: the proxy
  // asks the database, since a page rendered per request cannot answer its own 404 (notFound()
  // there renders an empty document, vercel/next.js#62228).
  if (hosted !== null) return hostedKnown(hosted).then((found) => answer(found ? undefined : 404));
  return answer(known ? undefined : 404);
}

function asNext(answer: Response): NextResponse {
  return new NextResponse(answer.body, { status: answer.status, headers: answer.headers });
}

/** What a hosted page (a test checkout's, a payment link's) is told: no cache keeps it (the edge leaves it alone, src/edge/nginx.ts). */
const checkoutCacheControl = "private, no-store";

function withLangCookie(response: NextResponse, resolved: Resolution): NextResponse {
  if (resolved.setCookie) response.cookies.set(LANG_COOKIE, resolved.setCookie, langCookieOptions(production));
  return response;
}

export const config = {
  matcher: ["/((?!_next/|fonts/|og/|data/|sandbox/(?!.*%)|favicon\\.ico$|icon\\.svg$|apple-icon$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$).*)"],
};
