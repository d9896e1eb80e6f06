import { z } from "zod";
import type { Lang } from "@/config/languages";
import { withBrand } from "@/i18n/messages";
import { isSlug, listSlugs, loadCollection, loadEntry, type Entry } from "@/lib/content/collection";

/** Help articles live in `content/help/<slug>/{en,fr,ar}.mdx`. */
export const HELP_COLLECTION = "help";
export const helpTopics = ["account", "payments", "topup", "credit"] as const;
export type HelpTopic = (typeof helpTopics)[number];

/** Front matter of a help article; a file that does not match fails the build with its path. */
export const helpFrontMatter = z.object({
  title: z.string().min(5),
  description: z.string().min(20).max(200),
  topic: z.enum(helpTopics),
  /** Date of the last review, `YYYY-MM-DD`. */
  updated: z.coerce.date(),
  /** Slugs of other help articles shown as "related guides". */
  related: z.array(z.string().refine(isSlug, "related entries are slugs")).default([]),
});
export type HelpArticle = z.infer<typeof helpFrontMatter>;

/** Every help article slug. */
export function helpSlugs(): string[] {
  return listSlugs(HELP_COLLECTION);
}

/** Fills brand tokens (`{appName}`, `{creditShort}`...) in the text of an article, as messages do. */
function branded(entry: Entry<HelpArticle>): Entry<HelpArticle> {
  const { title, description } = entry.data;
  return { ...entry, body: withBrand(entry.body), data: { ...entry.data, title: withBrand(title), description: withBrand(description) } };
}

/** One article in one language (null for an unknown slug). */
export function helpArticle(slug: string, lang: Lang): Entry<HelpArticle> | null {
  const entry = loadEntry(HELP_COLLECTION, slug, lang, helpFrontMatter);
  return entry && branded(entry);
}

/** Every article in one language, in slug order. */
export function helpArticles(lang: Lang): Entry<HelpArticle>[] {
  return loadCollection(HELP_COLLECTION, lang, helpFrontMatter).map(branded);
}
