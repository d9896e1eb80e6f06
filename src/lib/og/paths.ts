import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { matchRoute, type RouteEntry } from "@/config/routes";

/** Size of the share images (the size Open Graph and X recommend for a large card). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The region whose image a page of `region` shows. */
export function imageRegion(route: RouteEntry | undefined, region: RegionId): RegionId {
  return route?.namespaceByRegion?.[region] ? region : "global";
}

/** Public path of the share image of a region-less page path: `/og/fr/global/business/pay/pricing.png`, the home `.../home.png`. */
export function ogImagePath(lang: Lang, region: RegionId, path: string): string {
  const segments = path === "/" ? "home" : path.slice(1);
  return `/og/${lang}/${imageRegion(matchRoute(path), region)}/${segments}.png`;
}

/** The region-less page path an image's segments name, or null. */
export function pagePathOf(segments: string[]): string | null {
  const last = segments.at(-1);
  if (!last?.endsWith(".png")) return null;
  const joined = [...segments.slice(0, -1), last.slice(0, -".png".length)].join("/");
  return joined === "home" ? "/" : `/${joined}`;
}

/**
 * The Open Graph and Twitter image entries of a page's metadata: og:image with its
 * width, height and alt; twitter:image with its alt (X reads the size from the file).
 * The type is left out: the URL ends in .png. Each tag is carried twice (head and React
 * payload), so only the useful ones are emitted.
 */
export function ogImageMetadata(lang: Lang, region: RegionId, path: string, alt: string) {
  const url = ogImagePath(lang, region, path);
  return {
    openGraph: [{ url, width: OG_SIZE.width, height: OG_SIZE.height, alt }],
    twitter: [{ url, alt }],
  };
}
