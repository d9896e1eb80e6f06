import type { Lang } from "@/config/languages";
import { regions, type RegionId } from "@/config/regions";
import { searcher, type SearchIndexFile, type Searcher } from "./engine";
import { loadStemmer } from "./stemmers";

/**
 * The browser's searcher: the index of the page's language (`/data/search/<lang>.json`,
 * written at build) and its stemmer, loaded on first use by the search field.
 */
export async function browserSearcher(lang: Lang, region: RegionId): Promise<Searcher> {
  const [file, stem] = await Promise.all([
    fetch(`/data/search/${lang}.json`).then((response) => {
      if (!response.ok) throw new Error(`search index: ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
    loadStemmer(lang),
  ]);
  return searcher(file, stem, regions[region].prefix);
}
