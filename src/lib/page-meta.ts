import "server-only";
import { createTranslator } from "next-intl";
import type { Metadata } from "next";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { matchRoute, type RouteEntry, type SitePath } from "@/config/routes";
import { loadMessages, messagesAt } from "@/i18n/messages";
import { helpArticle } from "@/lib/content/help";
import { careerPost } from "@/lib/content/career";
import { legalDocOf, legalDocument } from "@/lib/content/legal";
import { newsArticle } from "@/lib/content/news";
import { referencePage } from "@/lib/openapi/reference";

/** A page's title and description, and what else its kind of page says about itself in the head. */
export type PageMeta = { title: string; description: string; extra?: Metadata };

/** Copy from an API document (backticks mark code) as plain text, for titles and descriptions. */
const plain = (text: string) => text.replace(/`([^`]+)`/g, "$1");

/**
 * The title and description of any page of the site, in a language and region: THE source
 * that page metadata (`routeMetadata`), share images and the search index read, so they can
 * never disagree. Read from the page's kind in the registry: a namespace's `meta` (by region
 * where the registry says so), a collection item's front matter, a legal document's, or an
 * API reference page's operation. Needs no request context (share images are route handlers).
 * Throws for a path that is not a page: a programming error, since the proxy answers those.
 */
export async function pageMeta(lang: Lang, region: RegionId, path: SitePath): Promise<PageMeta> {
  const route = matchRoute(path);
  if (!route) throw new Error(`No page at ${path}`);
  const slug = path.split("/").at(-1) ?? "";
  const missing = () => new Error(`No title for ${path} (${lang})`);
  if ("collection" in route) {
    if (route.collection === "help") {
      const { title, description } = helpArticle(slug, lang)?.data ?? {};
      if (!title || description === undefined) throw missing();
      return { title, description };
    }
    if (route.collection === "news") {
      const { title, summary, date } = newsArticle(slug, lang)?.data ?? {};
      if (!title || summary === undefined) throw missing();
      return { title, description: summary, extra: { openGraph: { type: "article", publishedTime: date } } };
    }
    const { title, summary } = careerPost(slug, lang)?.data ?? {};
    if (!title || summary === undefined) throw missing();
    return { title, description: summary };
  }
  const messages = await loadMessages(lang);
  if ("reference" in route) {
    const { page } = await referencePage(route.reference, slug);
    const t = createTranslator({ locale: lang, messages, namespace: "developer.docs.referencePage" });
    const { operation } = page;
    const values = {
      operation: operation.summary[lang],
      api: messages.developer[route.reference].title,
      description: plain(operation.description?.[lang] ?? ""),
    };
    return {
      title: t("metaTitle", values),
      description: page.tag ? t("metaDescription", values) : t("eventMetaDescription", { ...values, event: operation.path }),
    };
  }
  const legal = legalDocOf(path);
  if (legal) {
    const { title, summary } = legalDocument(legal[0], legal[1], lang).data;
    return { title, description: summary };
  }
  const entry: RouteEntry = route;
  const namespace = entry.namespaceByRegion?.[region] ?? entry.namespace;
  if (!namespace) throw missing();
  const meta = messagesAt(messages, `${namespace}.meta`) as Partial<PageMeta> | undefined;
  if (typeof meta?.title !== "string" || typeof meta.description !== "string") throw missing();
  return { title: meta.title, description: meta.description };
}
