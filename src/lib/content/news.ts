import { cache } from "react";
import type { Lang } from "@/config/languages";
import { withBrand } from "@/i18n/messages";
import { NEWS_PAGE_SIZE } from "@/data/company";
import { listSlugs, loadCollection, loadEntry, type Entry } from "./collection";
import { newsSchema, type NewsMeta } from "./schemas";

export const NEWS = "news";
export type NewsEntry = Entry<NewsMeta>;
/** What the list, the JSON endpoint and the feed need of an article (no body). */
export type NewsCard = NewsMeta & { slug: string; readingMinutes: number };

/** Words per minute used for reading time (a common average for news text). */
const WORDS_PER_MINUTE = 200;

/** Minutes to read an MDX body, at least 1. */
export function readingMinutes(body: string): number {
  const words = body.replace(/[#*_>`|[\]()-]/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Newest first; equal dates fall back to the slug so the order is stable. */
export function sortByDate<T extends { date: string; slug: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Every article in one language, newest first. */
export const newsList = cache((lang: Lang): NewsCard[] =>
  sortByDate(withBrand(loadCollection(NEWS, lang, newsSchema)).map((entry) => ({ ...entry.data, slug: entry.slug, readingMinutes: readingMinutes(entry.body) }))),
);

export function newsSlugs(): string[] {
  return listSlugs(NEWS);
}

export function newsArticle(slug: string, lang: Lang): NewsEntry | null {
  return withBrand(loadEntry(NEWS, slug, lang, newsSchema));
}

export type NewsPage = { lang: Lang; page: number; pageCount: number; total: number; items: NewsCard[]; nextPage: number | null };

/** Number of pages of the news list. */
export function newsPageCount(lang: Lang): number {
  return Math.max(1, Math.ceil(newsList(lang).length / NEWS_PAGE_SIZE));
}

/** One page (1-based) of the news list; pages past the end are empty. */
export function newsPage(lang: Lang, page: number): NewsPage {
  const all = newsList(lang);
  const pageCount = newsPageCount(lang);
  const items = all.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
  return { lang, page, pageCount, total: all.length, items, nextPage: page < pageCount ? page + 1 : null };
}
