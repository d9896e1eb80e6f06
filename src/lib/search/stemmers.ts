import type { Lang } from "@/config/languages";
import type { Stemmer } from "./engine";

/**
 * The Snowball stemmer of a language (@orama/stemmers, used on its own with
 * MiniSearch). Imported on demand, so the browser loads only its language's,
 * and only once the visitor starts searching.
 */
export function loadStemmer(lang: Lang): Promise<Stemmer> {
  switch (lang) {
    case "ar":
      return import("@orama/stemmers/arabic").then((module) => module.stemmer);
    case "fr":
      return import("@orama/stemmers/french").then((module) => module.stemmer);
    default:
      return import("@orama/stemmers/english").then((module) => module.stemmer);
  }
}
