import { cache } from "react";
import type { RegionId } from "@/config/regions";
import type { SitePath } from "@/config/routes";
import { localHref } from "./links";

/** One store per server render, like next-intl's request locale. */
const store = cache((): { region: RegionId | null } => ({ region: null }));

/** Records the region of the page being rendered; called once by `pageContext` (src/lib/page.ts). */
export function setRequestRegion(region: RegionId): void {
  store().region = region;
}

/**
 * The region of the page being rendered, for server components: the
 * counterpart of next-intl's `getLocale()`, so no component needs a
 * `region` prop. Throws when used outside a page or layout that called
 * `pageContext`, which is a programming error.
 */
export function getRegion(): RegionId {
  const { region } = store();
  if (!region) throw new Error("getRegion() needs pageContext(props) first in the page or layout being rendered");
  return region;
}

/**
 * The public URL of a region-less path on the region of the page being rendered
 * (`/dz/app/wallet` on an Algerian page). Only a path the site answers compiles.
 */
export function regionHref(path: SitePath): string {
  return localHref(getRegion(), path);
}
