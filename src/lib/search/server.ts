import "server-only";
import type { Lang } from "@/config/languages";
import { regions, type RegionId } from "@/config/regions";
import { searchDocuments } from "./documents";
import { buildIndex, searcher, type SearchIndexFile, type Searcher } from "./engine";
import { loadStemmer } from "./stemmers";

const files = new Map<Lang, Promise<SearchIndexFile>>();

/** The index file of a language: built once per process (at build for the served file, at the first /search on a server). */
export function searchIndexFile(lang: Lang): Promise<SearchIndexFile> {
  let file = files.get(lang);
  if (!file) {
    file = (async () => {
      const docs = await searchDocuments(lang);
      const index = buildIndex(docs, await loadStemmer(lang));
      return { version: 1, index: index.toJSON(), docs } satisfies SearchIndexFile;
    })();
    files.set(lang, file);
  }
  return file;
}

const searchers = new Map<string, Promise<Searcher>>();

/** The searcher of a language whose links stay within a region. */
export function serverSearcher(lang: Lang, region: RegionId): Promise<Searcher> {
  const key = `${lang}:${region}`;
  let found = searchers.get(key);
  if (!found) {
    found = (async () => searcher(await searchIndexFile(lang), await loadStemmer(lang), regions[region].prefix))();
    searchers.set(key, found);
  }
  return found;
}
