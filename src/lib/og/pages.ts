import "server-only";
import { langs, type Lang } from "@/config/languages";
import { activeMenuKey } from "@/config/navigation";
import { regionIds, type RegionId } from "@/config/regions";
import type { RouteEntry, SitePath } from "@/config/routes";
import { loadMessages } from "@/i18n/messages";
import { sitePages } from "@/lib/content/pages";
import { pageMeta } from "@/lib/page-meta";
import { imageRegion } from "./paths";

/**
 * Which share image a page uses, and what it says. One image per page and
 * language; the few pages whose title changes with the region (a registry
 * entry with `namespaceByRegion`: Morocco's home) get one per region too.
 */

/** Every image to draw at build: `[lang, region, ...path segments]` as the route's params. */
export function ogImageParams(): { lang: Lang; region: RegionId; path: string[] }[] {
  return sitePages().flatMap(({ path, route }: { path: string; route: RouteEntry }) =>
    langs.flatMap((lang) =>
      regionIds
        .filter((region) => imageRegion(route, region) === region)
        .map((region) => ({ lang, region, path: (path === "/" ? "home.png" : `${path.slice(1)}.png`).split("/") })),
    ),
  );
}

/**
 * The title of a page as its metadata gives it (`pageMeta`, the one source of
 * titles: the page's `<title>` without the brand suffix, and its `og:title`),
 * and the name of the menu it belongs to, in a language.
 */
export async function ogTextOf(lang: Lang, region: RegionId, path: SitePath): Promise<{ title: string; eyebrow?: string }> {
  const messages = await loadMessages(lang);
  const menu = activeMenuKey(path);
  const eyebrow = menu ? messages.navigation.menus[menu] : undefined;
  const { title } = await pageMeta(lang, region, path);
  return { title, eyebrow };
}
