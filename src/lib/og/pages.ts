import "server-only";
import { createTranslator } from "next-intl";
import { langs, type Lang } from "@/config/languages";
import { activeMenuKey } from "@/config/navigation";
import { regionIds, type RegionId } from "@/config/regions";
import { matchRoute, type RouteEntry } from "@/config/routes";
import { loadMessages } from "@/i18n/messages";
import { helpArticle } from "@/lib/app/help";
import { careerPost } from "@/lib/content/career";
import { legalDocOf, legalDocument } from "@/lib/content/legal";
import { newsArticle } from "@/lib/content/news";
import { sitePages } from "@/lib/content/pages";
import { referencePage } from "@/lib/openapi/reference";
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
 * The title of a page as its metadata gives it (the page's `<title>` without
 * the brand suffix, and its `og:title`), and the name of the menu it belongs
 * to, in a language. An end-to-end test compares it with every page's og:title.
 */
export async function ogTextOf(lang: Lang, region: RegionId, path: string): Promise<{ title: string; eyebrow?: string }> {
  const route: RouteEntry | undefined = matchRoute(path);
  if (!route) throw new Error(`No page at ${path}`);
  const messages = await loadMessages(lang);
  const menu = activeMenuKey(path);
  const eyebrow = menu ? messages.navigation.menus[menu] : undefined;
  const slug = path.split("/").at(-1) ?? "";
  const legal = legalDocOf(path);
  let title: string | undefined;
  if (route.collection === "help") title = helpArticle(slug, lang)?.data.title;
  else if (route.collection === "news") title = newsArticle(slug, lang)?.data.title;
  else if (route.collection === "career") title = careerPost(slug, lang)?.data.title;
  else if (route.reference) {
    const { page } = await referencePage(route.reference, slug);
    const t = createTranslator({ locale: lang, messages, namespace: "developer.docs.referencePage" });
    title = t("metaTitle", { operation: page.operation.summary[lang], api: messages.developer[route.reference].title });
  } else if (legal) title = legalDocument(legal[0], legal[1], lang).data.title;
  else if (route.namespace) {
    const namespace = route.namespaceByRegion?.[region] ?? route.namespace;
    let node: unknown = messages;
    for (const part of `${namespace}.meta.title`.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === "string") title = node;
  }
  if (!title) throw new Error(`No title for the share image of ${path} (${lang})`);
  return { title, eyebrow };
}
