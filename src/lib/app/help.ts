import { z } from "zod";
import type { Lang } from "@/i18n/languages";
import { isSlug, listSlugs, loadCollection, loadEntry } from "@/lib/content/collection";

/** Help articles live in `content/help/<slug>/{en,fr,ar}.mdx`. */
export const HELP_COLLECTION = "help";
export const helpTopics = ["account", "payments", "topup", "credit"] as const;

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

/** One article in one language (null for an unknown slug). */
export function helpArticle(slug: string, lang: Lang) {
  return loadEntry(HELP_COLLECTION, slug, lang, helpFrontMatter);
}

/** Every article in one language, in slug order. */
export function helpArticles(lang: Lang) {
  return loadCollection(HELP_COLLECTION, lang, helpFrontMatter);
}
