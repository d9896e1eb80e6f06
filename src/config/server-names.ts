/**
 * Whether a wildcard host name (`*.cirta.example`) stays within the site's own domain: it covers
 * the public site's host (`*.www.cirta.example`) or its parent domain when that has two labels or
 * more (`*.cirta.example`), never a wider one (`*.com.dz`, `*.github.io`: every other site under a
 * public suffix would be answered by the edge and could post leads as the site, red team R1 of the
 * wildcard origin). Used by the edge's configuration (src/edge/nginx.ts) and by the lead forms'
 * cross-site check (src/lib/leads/proxy.ts), so that both read `EDGE_SERVER_NAMES` alike.
 */
export function wildcardOfSite(name: string, siteHost: string): boolean {
  if (!name.startsWith("*.")) return false;
  const suffix = name.slice(2).toLowerCase();
  const host = siteHost.toLowerCase().replace(/\.$/, "");
  const parent = host.split(".").slice(1).join(".");
  return suffix === host || (suffix === parent && parent.includes("."));
}
