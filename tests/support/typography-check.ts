/**
 * The typography rules of docs/translations.md as checks: what a French or Arabic text must not
 * contain once typeset. One implementation, used on the copy file by file
 * (src/i18n/typography.test.ts) and on the text each page renders (tests/e2e/typography.spec.ts).
 * Code (fenced blocks, inline code) and URLs are left out.
 */
const CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|https?:\/\/\S+/g;

/** Prose only: code and URLs blanked (same length, line breaks kept). */
export const prose = (text: string) => text.replace(CODE, (code) => code.replace(/[^\n]/g, " "));

/**
 * French rules, built on the spaces they refuse. In the copy (`strict`) an ordinary or a no-break
 * space where the narrow no-break space is due: before `: ; ? !` and `%`, inside « », before a
 * unit after a number, after «n°», between groups of thousands (a country code, `+213 550`, is
 * not one); or no space at all before `%` or after «n°».
 */
function frenchRules(bad: string) {
  const signs = String.raw`${bad}[:;?!]|«${bad}|«[^\u00A0\u202F]|${bad}»|[^\u00A0\u202F]»`;
  const figures = String.raw`[\d}]${bad}?%|[\d}]%|\d${bad}(?:DA|DZD|h|min|s|cm|mm|Go|Mo)(?![\p{L}\p{N}’'_-])|(?<![\d.,+])\d{1,3}${bad}\d{3}(?!\d)|\b[nN]°${bad}?[\p{N}{]`;
  return new RegExp(String.raw`.{0,20}(?:${signs}|${figures}).{0,10}`, "gu");
}
const FRENCH_COPY = frenchRules(String.raw`[ \u00A0]`);
/**
 * In the text a page renders, the spaces a line can break at (an ordinary space, the thin and
 * other breakable spaces): numbers formatted at render time follow CLDR, which puts a no-break
 * space (U+00A0) before `%` and the currency, where no line can break either.
 */
const FRENCH_RENDERED = frenchRules(String.raw`[ \u2000-\u200A]`);
/** French, in rendered text: a label glued to its colon at the end of a line or before a space (`Équipe:`). Not in source files, where YAML keys and ICU look the same. */
const FRENCH_GLUED_LABEL = /.{0,20}\p{L}:(?=\s|$).{0,10}/gu;

/**
 * French spacing mistakes in a text (after the load-time pass, `frenchSpacing`), each with some
 * context. `rendered`: the text a page shows, held to no breakable space where a no-break one is
 * due, and where a label glued to its colon is a mistake too.
 */
export function frenchTypographyMistakes(text: string, { rendered = false } = {}): string[] {
  const plain = prose(text);
  if (!rendered) return [...plain.matchAll(FRENCH_COPY)].map((match) => match[0]);
  return [...plain.matchAll(FRENCH_RENDERED), ...plain.matchAll(FRENCH_GLUED_LABEL)].map((match) => match[0]);
}

const AR_LETTER = "[\\u0621-\\u064A][\\u064B-\\u0652\\u0670]*";
/** Arabic rules, each with what it asks for. */
export const arabicRules: [string, RegExp][] = [
  ["Latin comma, semicolon or question mark after Arabic text (، ؛ ؟)", new RegExp(`${AR_LETTER}[»”")\\]*]*[,;?]`, "u")],
  ["Eastern Arabic digits (the site writes Western digits)", /[\u0660-\u0669\u06F0-\u06F9]+/],
  ["a dinar form other than د.ج", /(?:^|[\s(])\(?دج\)?(?![\u0621-\u064A])|\d\s*DZD|DZD\s*\d|دينار جزائري\b/],
];

/** Arabic typography mistakes in a text, each named by its rule, with some context. */
export function arabicTypographyMistakes(text: string): string[] {
  const plain = prose(text);
  return arabicRules.flatMap(([rule, pattern]) => {
    const found = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...plain.matchAll(found)].map(
      (match) => `${rule}: “${plain.slice(Math.max(0, match.index - 15), match.index + match[0].length + 5).trim()}”`,
    );
  });
}
