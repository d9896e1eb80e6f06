import type { Lang } from "@/config/languages";

/** U+202F NARROW NO-BREAK SPACE: what French puts before `: ; ? !` and inside « ». */
export const NNBSP = "\u202F";

/**
 * Code is left as written: fenced blocks (``` or ~~~) and inline code spans in
 * Markdown, MDX and the messages that use backticks, and URLs.
 */
const CODE = /(```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|\bhttps?:\/\/[^\s)>\]"']+)/;

/** Prose: any run of ordinary, no-break or narrow spaces before the four high signs becomes one narrow no-break space. */
const SPACE_BEFORE_SIGN = /[ \u00A0\u202F]+([:;?!])/g;
/** "Attention!" written without a space: a letter (or closing quote, bracket) straight before `; ? !` followed by a space, a quote or the end. */
const NO_SPACE_BEFORE_SIGN = /([\p{L}\p{N}»)\]])([;?!]+)(?=[\s"»)]|$)/gu;
const AFTER_OPENING_GUILLEMET = /«[ \u00A0\u202F]*/g;
const BEFORE_CLOSING_GUILLEMET = /[ \u00A0\u202F]*»/g;

function spaceProse(text: string): string {
  return text
    .replace(SPACE_BEFORE_SIGN, `${NNBSP}$1`)
    .replace(NO_SPACE_BEFORE_SIGN, `$1${NNBSP}$2`)
    .replace(AFTER_OPENING_GUILLEMET, `«${NNBSP}`)
    .replace(BEFORE_CLOSING_GUILLEMET, `${NNBSP}»`);
}

/**
 * French spacing of one text: a narrow no-break space before `: ; ? !` and
 * inside « », so that a sign never starts a line and the space is the width
 * French typography uses. Code spans, code blocks and URLs are not touched.
 */
export function frenchSpacing(text: string): string {
  return text
    .split(CODE)
    .map((part, index) => (index % 2 === 1 ? part : spaceProse(part)))
    .join("");
}

/**
 * The typography of a language applied to every string of a value (messages,
 * an entry's front matter and body). Called once where messages and content
 * are loaded (`loadMessages`, `loadEntry`, the OpenAPI reader), never by hand
 * in copy. French only for now; English and Arabic are returned as they are.
 */
export function typeset<T>(value: T, lang: Lang): T {
  if (lang !== "fr") return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return frenchSpacing(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object" && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    }
    return node;
  };
  return walk(value) as T;
}
