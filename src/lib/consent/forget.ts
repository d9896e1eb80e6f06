/**
 * Deleting Google Analytics' cookies after a no (SPEC 11, docs/consent-and-vitals.md): loaded by
 * the prompt only when the page has one of them to delete, so that a first visit does not carry it
 * (issue 41's 6 KB).
 */

/** Google Analytics' own cookies: `_ga`, and `_ga_<container>` (and the older `_gid`, `_gat`). */
const analyticsCookie = /^_(?:ga(?:_[A-Za-z0-9]+)?|gid|gat(?:_[A-Za-z0-9_]+)?)$/;

/**
 * The `document.cookie` strings that delete every analytics cookie a page can see: each on the
 * page's host and on every parent domain (gtag.js writes `_ga` on the widest domain it may, such
 * as `.example.dz`), without a domain too. A cookie the page cannot see (`HttpOnly`, another
 * path) it cannot remove either; Google's own are neither.
 */
export function analyticsCookieRemovals(cookies: string, hostname: string): string[] {
  const names = cookies
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => analyticsCookie.test(name));
  const labels = hostname.split(".");
  // "www.shop.example" -> www.shop.example, shop.example, example (a browser refuses the last).
  const domains = /^[\d.]+$|:/.test(hostname) ? [] : labels.map((_, index) => labels.slice(index).join("."));
  const expired = ";path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT";
  return [...new Set(names)].flatMap((name) => [
    `${name}=${expired}`,
    ...domains.map((domain) => `${name}=${expired};domain=${domain}`),
  ]);
}

/** Deletes every analytics cookie this page can see. */
export function removeAnalyticsCookies(): void {
  for (const removal of analyticsCookieRemovals(document.cookie, location.hostname)) document.cookie = removal;
}
