import { regions, type RegionId } from "@/config/regions";

/**
 * The public URL of a region-less path on a region's site: `/dz/app/wallet`
 * for ("dz", "/app/wallet"), `/app/wallet` for the global site. Never adds
 * the language. External and hash/query-only hrefs pass through.
 */
export function localHref(region: RegionId, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//") || path.startsWith("#")) return path;
  const prefix = regions[region].prefix;
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (clean === "/" || clean.startsWith("/?") || clean.startsWith("/#")) {
    return prefix ? `${prefix}${clean.slice(1)}` : clean;
  }
  return `${prefix}${clean}`;
}

/** A region's home page URL. */
export function regionHome(region: RegionId): string {
  return regions[region].prefix || "/";
}
