import type { Lang } from "./languages";

/**
 * Regions of the site. `prefix` is the only thing ever added to a link;
 * the global site has none. `showMenus: false` leaves Home alone in the header.
 */
export const regions = {
  global: {
    id: "global",
    prefix: "",
    defaultLang: "en",
    currency: "DZD",
    country: null,
    status: "live",
    showMenus: true,
  },
  dz: {
    id: "dz",
    prefix: "/dz",
    defaultLang: "ar",
    currency: "DZD",
    country: "DZ",
    status: "live",
    showMenus: true,
  },
  ma: {
    id: "ma",
    prefix: "/ma",
    defaultLang: "ar",
    currency: "MAD",
    country: "MA",
    status: "coming-soon",
    showMenus: false,
  },
} as const satisfies Record<
  string,
  {
    id: string;
    prefix: "" | `/${string}`;
    defaultLang: Lang;
    currency: string;
    country: string | null;
    status: "live" | "coming-soon";
    showMenus: boolean;
  }
>;

export type RegionId = keyof typeof regions;
export type Region = (typeof regions)[RegionId];
export const regionIds = Object.keys(regions) as RegionId[];

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === "string" && Object.hasOwn(regions, value);
}

/** The regions that appear as a URL prefix (`dz`, `ma`). */
export const prefixedRegionIds = regionIds.filter((id) => regions[id].prefix !== "");
