import { isIP } from "node:net";

/**
 * Whether a wildcard host name (`*.example.com`) stays within the site's own domain: the host of
 * the public site (`NEXT_PUBLIC_SITE_URL`) without a leading `www.`, or a name under it
 * (`*.example.com`, `*.preview.example.com` for `www.example.com`; `*.site.com.dz` for
 * `site.com.dz`), never a wider one (`*.com.dz`, `*.github.io`: every other site under a public
 * suffix would be answered by the edge and could post leads as the site, red teams R1 and G1 of
 * the wildcard origin). No list of public suffixes is needed: the site's own name is the bound. A
 * site on an address has no wildcard. Used by the edge's configuration (src/edge/nginx.ts) and by
 * the lead forms' cross-site check (src/lib/leads/proxy.ts), so that both read
 * `EDGE_SERVER_NAMES` alike.
 */
export function wildcardOfSite(name: string, siteHost: string): boolean {
  if (!name.startsWith("*.")) return false;
  const suffix = name.slice(2).toLowerCase();
  const host = siteHost.toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) !== 0) return false;
  const base = host.replace(/^www\./, "");
  return base.includes(".") && (suffix === base || suffix.endsWith(`.${base}`));
}
