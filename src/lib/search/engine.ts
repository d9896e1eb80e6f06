import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { SearchDoc, SearchHit } from "./types";
import { fold, words } from "./normalize";
import { MAX_QUERY_LENGTH, MAX_RESULTS } from "./limits";

/**
 * The site search, the same code on the server (/search) and in the browser
 * (the header's combobox): MiniSearch over the documents of one language,
 * words folded by `fold` (Arabic letter forms, tashkeel, accents) and cut to
 * their stem by the language's Snowball stemmer (@orama/stemmers), prefix
 * matching while a word is being typed and one typo allowed in longer words.
 * Why MiniSearch: docs/search.md, "Why MiniSearch".
 */

export { MAX_QUERY_LENGTH, MAX_RESULTS, SUGGESTIONS } from "./limits";

export type Stemmer = (word: string) => string;

/** The index as served: MiniSearch's own JSON and the documents' display fields. */
export type SearchIndexFile = { version: 1; index: unknown; docs: SearchDoc[] };

function options(stem: Stemmer): Options<SearchDoc> {
  return {
    idField: "id",
    fields: ["title", "section", "text"],
    tokenize: words,
    processTerm: (term) => stem(term) || term,
    searchOptions: {
      boost: { title: 4, section: 1.5, text: 1 },
      // Only the word being typed (the last) is a prefix; earlier words are whole.
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
      // One typo from five letters up: a four-letter stem one edit away is another word ("scan" and
      // "can", "card" and "care"), and the snippet would mark it.
      fuzzy: (term) => (term.length >= 5 ? 1 : 0),
      maxFuzzy: 1,
      combineWith: "AND",
    },
  };
}

/** Builds the index of a language's documents (at build time, for the served file). */
export function buildIndex(docs: SearchDoc[], stem: Stemmer): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(options(stem));
  index.addAll(docs);
  return index;
}

export type Searcher = (query: string, limit?: number) => SearchHit[];

/**
 * What a query is read as: control and bidi-override characters dropped (they
 * would reorder what the page shows), whitespace folded, cut to MAX_QUERY_LENGTH.
 */
export function cleanQuery(raw: unknown): string {
  const text = typeof raw === "string" ? raw : Array.isArray(raw) && typeof raw[0] === "string" ? raw[0] : "";
  return text
    .slice(0, MAX_QUERY_LENGTH * 4)
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** A searcher over a served index file: links are `prefix + path (+ #hash)`. */
export function searcher(file: SearchIndexFile, stem: Stemmer, prefix: string): Searcher {
  const index = MiniSearch.loadJS<SearchDoc>(file.index as Parameters<typeof MiniSearch.loadJS>[0], options(stem));
  const byId = new Map(file.docs.map((doc) => [doc.id, doc]));
  return (raw, limit = MAX_RESULTS) => {
    const query = cleanQuery(raw);
    if (!words(query).length) return [];
    // Every word must match; when that finds nothing, any word may.
    let results: SearchResult[] = index.search(query);
    if (!results.length) results = index.search(query, { combineWith: "OR" });
    return results.slice(0, limit).flatMap((result) => {
      const doc = byId.get(result.id as number);
      if (!doc) return [];
      const href = `${prefix}${doc.path === "/" && prefix ? "" : doc.path}${doc.hash ? `#${doc.hash}` : ""}`;
      return [{ id: doc.id, href, title: doc.title, section: doc.section, snippet: snippet(doc.text, new Set(result.terms), stem) }];
    });
  };
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}\u0640]*/gu;

/** Stems of the words of the documents' text, folded: the snippets of every query read the same words. */
const stems = new Map<Stemmer, Map<string, string>>();
function stemOf(word: string, stem: Stemmer): string {
  let cache = stems.get(stem);
  if (!cache) stems.set(stem, (cache = new Map()));
  let found = cache.get(word);
  if (found === undefined) {
    const folded = fold(word);
    found = stem(folded) || folded;
    if (cache.size < 50_000) cache.set(word, found);
  }
  return found;
}

/**
 * About `size` characters of `text` around the first word that matched, as
 * parts: even indexes plain text, odd indexes matched words. A word matches
 * when its stem is one of the result's matched index terms.
 */
export function snippet(text: string, terms: Set<string>, stem: Stemmer, size = 160): string[] {
  const matches: [number, number][] = [];
  let stop = text.length;
  for (const match of text.matchAll(WORD)) {
    if (match.index >= stop) break;
    if (!terms.has(stemOf(match[0], stem))) continue;
    // Past the first match, only the words the snippet can show are read.
    if (!matches.length) stop = match.index + size;
    matches.push([match.index, match.index + match[0].length]);
  }
  const first = matches[0];
  let start = first ? Math.max(0, first[0] - Math.floor(size / 3)) : 0;
  let end = Math.min(text.length, start + size);
  // Cut at spaces, not inside a word.
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const parts: string[] = [start > 0 ? "… " : ""];
  let cursor = start;
  for (const [from, to] of matches) {
    if (from < start || to > end) continue;
    parts[parts.length - 1] += text.slice(cursor, from);
    parts.push(text.slice(from, to), "");
    cursor = to;
  }
  parts[parts.length - 1] += text.slice(cursor, end) + (end < text.length ? " …" : "");
  return parts;
}
