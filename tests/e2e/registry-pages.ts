import { sitePages, type PageEntry } from "../../src/lib/content/pages";

/**
 * The pages a spec covers, read from the route registry (src/config/routes.ts, each collection
 * expanded to its items, as the site builds them), never listed by hand: a page added to the
 * registry is tested by the specs of its group the same day.
 */
export function registryPages(keep: (entry: PageEntry) => boolean): string[] {
  return sitePages()
    .filter(keep)
    .map((entry) => entry.path);
}

/** The message namespace's last part (`business.payMethod` -> `payMethod`), or undefined. */
export function namespaceKey(entry: PageEntry): string | undefined {
  return "namespace" in entry.route ? entry.route.namespace.split(".").at(-1) : undefined;
}

/** The registry entries of a group (`app`, `business`, `company`, `legal`...). */
export function groupEntries(group: string): PageEntry[] {
  return sitePages().filter((entry) => entry.route.group === group);
}
