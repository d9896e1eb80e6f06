import { isLang, type Lang } from "@/config/languages";
import { checkoutPagePath, paymentLinkPagePath } from "@/config/routes";
import { isRegionId, regions, type RegionId } from "@/config/regions";

/*
 * Where the sandbox's hosted test checkout lives (SPEC 12, docs/developer-section.md, "Hosted test
 * checkout"). No database here: the proxy reads this module on every request.
 */

/** The region a checkout's `url` names: Algeria's site, whose currency the Pay API's amounts are. */
export const checkoutRegion: RegionId = "dz";

/** A checkout id as the page accepts it in its path: anything else is no checkout page (the site's 404). */
const idPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The request header through which the proxy tells the page the checkout's id (never a client's: the proxy sets it). */
export const checkoutHeader = "x-sandbox-checkout";

/**
 * Why a payment link's Pay form sent the visitor back to its page, which says so (red team 5,
 * RT5-1): `wait`, its client is past its Pays a minute; `held`, the link's key holds as many
 * checkouts from its links' pages as it may, all open; `busy`, the sandbox had no room in the
 * process (red team 6b, RT6B-1). The page's `?notice=`.
 */
export const linkNotices = ["wait", "held", "busy"] as const;
export type LinkNotice = (typeof linkNotices)[number];

/** A `?notice=` value the link's page knows, or null. */
export function linkNoticeOf(value: string | null): LinkNotice | null {
  return linkNotices.find((notice) => notice === value) ?? null;
}

/**
 * Why a test checkout's form sent the visitor back to its page, which says so: `wait`, its client
 * is past the sandbox's count per client address or its unknown ids (red team 7b, RT7B-3; review
 * pass 21, en 5.1); `busy`, the sandbox had no room in the process (RT6B-1). The page's `?notice=`.
 */
export const checkoutNotices = ["wait", "busy"] as const;
export type CheckoutNotice = (typeof checkoutNotices)[number];

/** A `?notice=` value a test checkout's page knows, or null. */
export function checkoutNoticeOf(value: string | null): CheckoutNotice | null {
  return checkoutNotices.find((notice) => notice === value) ?? null;
}

export type CheckoutRequest = { id: string; lang: Lang; region: RegionId; notice?: LinkNotice | null };

/**
 * What the proxy hands the page (`checkoutHeader`): the id, and the language and region it
 * resolved. The page's 404 (`not-found.tsx`) reads the last two from here, not from next-intl's
 * request locale: Next renders a segment's not-found element with the page, possibly before the
 * layouts set the request's language, and a next-intl call without a language there would fix
 * the whole request's messages to the default (English), as it did.
 */
export function encodeCheckoutRequest({ notice, ...request }: CheckoutRequest): string {
  return new URLSearchParams(notice ? { ...request, notice } : request).toString();
}

/** The proxy's header read back, or null when it is missing or names no valid id, language and region. */
export function decodeCheckoutRequest(value: string | null): CheckoutRequest | null {
  if (value === null) return null;
  const fields = new URLSearchParams(value);
  const [id, lang, region] = [fields.get("id"), fields.get("lang"), fields.get("region")];
  if (!(id !== null && isCheckoutId(id) && isLang(lang) && isRegionId(region))) return null;
  return { id, lang, region, notice: linkNoticeOf(fields.get("notice")) };
}

/** Whether a path segment can be a checkout's id (`chk_` and base64url, as `newId` makes them; the page says which exist). */
export function isCheckoutId(value: string): boolean {
  return idPattern.test(value);
}

function idUnder(pagePath: string, rest: string): string | null {
  const prefix = `${pagePath}/`;
  if (!rest.startsWith(prefix)) return null;
  const id = rest.slice(prefix.length);
  return isCheckoutId(id) ? id : null;
}

/** The sandbox's pages rendered per request from its database: a test checkout's, a payment link's. */
export type HostedPage = { kind: "checkout" | "link"; id: string };

/** The internal path of each hosted page (outside the registry: `src/config/routes.ts`). */
export const hostedPagePaths = { checkout: checkoutPagePath, link: paymentLinkPagePath } as const;

/** The hosted page a region-less public path names (`/developer/link/plink_x`), or null. */
export function hostedPageOf(rest: string): HostedPage | null {
  for (const kind of ["checkout", "link"] as const) {
    const id = idUnder(hostedPagePaths[kind], rest);
    if (id !== null) return { kind, id };
  }
  return null;
}

/** The page of a checkout in a region (`/dz/developer/checkout/chk_x`), without a query. */
export function checkoutPagePathOf(id: string, region: RegionId = checkoutRegion): string {
  return `${regions[region].prefix}${checkoutPagePath}/${id}`;
}

/**
 * A checkout's `url`: its page on the site's origin, in the language the checkout asks for
 * (`locale`, Arabic by default), by the site's own rule: `?lang=` (SPEC 2).
 */
export function checkoutPageUrl(origin: string, id: string, locale: Lang): string {
  return `${origin}${checkoutPagePathOf(id)}?lang=${locale}`;
}

/** The page of a payment link in a region (`/dz/developer/link/plink_x`), without a query. */
export function linkPagePathOf(id: string, region: RegionId = checkoutRegion): string {
  return `${regions[region].prefix}${paymentLinkPagePath}/${id}`;
}

/** A payment link's `url`: its page on the site's origin, in Algeria's region (the visitor's language: a link has no `locale`). */
export function linkPageUrl(origin: string, id: string): string {
  return `${origin}${linkPagePathOf(id)}`;
}

/** Where a payment link's page posts its Pay form: the sandbox's own route, as the checkout's. */
export function linkActionPath(id: string): string {
  return `/sandbox/link/${encodeURIComponent(id)}`;
}

/** Where the page's form posts the outcome: the sandbox's own route, never cached, without the locale proxy. */
export function checkoutActionPath(id: string): string {
  return `/sandbox/checkout/${encodeURIComponent(id)}`;
}

/** The region a form names, or the checkout's default one. */
export function regionOfForm(value: string | null): RegionId {
  return isRegionId(value) ? value : checkoutRegion;
}

/**
 * The page's Content-Security-Policy: the site's, with `form-action` open to any `http:` or
 * `https:` address. The page's form posts to the site itself ('self'), but browsers check
 * `form-action` on every redirect that follows a form's submission too (CSP 3, Chromium and
 * Firefox), and its 303 goes on to the merchant's `success_url` or `failure_url`, on the
 * merchant's origin, which the proxy cannot know without the database. The page renders no form
 * but its own, and nothing a merchant sent but through React's escaping.
 */
export function checkoutPolicy(policy: string): string {
  return policy.replace(/(^|;\s*)form-action 'self'(?=\s*(?:;|$))/, "$1form-action 'self' https: http:");
}
