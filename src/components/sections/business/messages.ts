import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";

/**
 * The business namespace for components shared by several pages, which
 * read a page's group of keys by its prefix (`pay.features`, `payLink.steps`).
 * Lists (features, steps, FAQs) are JSON arrays read with `raw`, so an
 * editor adds an item by adding an entry in the three message files.
 */
export async function businessMessages(lang: Lang) {
  const t = await getTranslations({ locale: lang, namespace: "business" });
  return {
    text: (key: string): string => t(key as never),
    list: <T,>(key: string): T[] => t.raw(key as never) as T[],
  };
}

export type Titled = { title: string; body: string };
export type Question = { q: string; a: string };

/** A heading id from a key prefix: `pay.features` -> `pay-features-title`. */
export const headingId = (prefix: string) => `${prefix.replace(/\./g, "-")}-title`;
