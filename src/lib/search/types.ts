/** One thing the site search can find (src/lib/search/documents.ts builds them). */
export type SearchDoc = {
  id: number;
  /** Region-less path of the page; the result links within the visitor's region. */
  path: string;
  /** Anchor within the page (a legal section), without `#`. */
  hash?: string;
  kind: "page" | "faq" | "help" | "news" | "career" | "legal" | "api";
  title: string;
  /** Where it sits: the menu it belongs to, the page of an FAQ answer, the API of an operation. */
  section: string;
  /** Plain text the snippet is cut from. */
  text: string;
};

/** One result as shown: title, section, a snippet cut around the match with the matched words marked. */
export type SearchHit = {
  id: number;
  href: string;
  title: string;
  section: string;
  /** Snippet as parts: odd indexes are matched words (rendered as <mark>, text always escaped by React). */
  snippet: string[];
};
