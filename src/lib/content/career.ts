import type { Lang } from "@/config/languages";
import { withBrand } from "@/i18n/messages";
import { listSlugs, loadCollection, loadEntry, type Entry } from "./collection";
import { careerSchema, type CareerMeta } from "./schemas";

export const CAREER = "career";
export type CareerEntry = Entry<CareerMeta>;

/** Open positions in one language, newest first. Closed ones (past `validThrough`) are kept: the page decides. */
export function careerList(lang: Lang): CareerEntry[] {
  return withBrand(loadCollection(CAREER, lang, careerSchema)).sort(
    (a, b) => b.data.datePosted.localeCompare(a.data.datePosted) || a.slug.localeCompare(b.slug),
  );
}

export function careerSlugs(): string[] {
  return listSlugs(CAREER);
}

export function careerPost(slug: string, lang: Lang): CareerEntry | null {
  return withBrand(loadEntry(CAREER, slug, lang, careerSchema));
}
