import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { legalSectionOf, type Section } from "@/config/sections";

/** The footer's legal links of SPEC 4, prefixed by the page's section and region. */
export function footerLegalLinks(region: RegionId, section: Section) {
  const legal = legalSectionOf(section);
  return [
    { key: "term", href: localHref(region, `/${legal}/term`) },
    { key: "privacy", href: localHref(region, `/${legal}/privacy`) },
    { key: "cookie", href: localHref(region, `/${legal}/cookie`) },
    { key: "sitemap", href: localHref(region, "/sitemap") },
    { key: "legalNotice", href: localHref(region, "/company/legal") },
  ] as const;
}
