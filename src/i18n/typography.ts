import type { Lang } from "@/config/languages";

/** U+202F NARROW NO-BREAK SPACE: what French puts before `: ; ? !`, inside « », before `%` and units, and between thousands. */
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

/** A number (or an ICU argument standing for one) and the `%` after it, with or without a space: `0 % de frais`, `{rate}%`. */
const BEFORE_PERCENT = /([\d}])[ \u00A0\u202F]*%/g;
/** Units and currencies written after a number: `8 h à 20 h`, `1 500 DA`, `30 min`, `5 Mo`, `15 cm`. */
export const UNITS = ["DA", "DZD", "MAD", "€", "h", "min", "s", "ms", "j", "km", "m", "cm", "mm", "Go", "Mo", "ko", "Kio", "Mio", "CC"];
const BEFORE_UNIT = new RegExp(`(\\d)[ \\u00A0]+(${UNITS.join("|")})(?![\\p{L}\\p{N}’'_-])`, "gu");
/** Digits grouped by three with an ordinary or no-break space: `1 500`, `10 000 000`. A year after a number (`en 2024 2 000`) is not read as a group: the first group has one to three digits; nor is a country code (`+213 550`). */
const THOUSANDS = /(?<![\d.,+])\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?![\d])/g;
/** «n°» (or «N°») and the number after it: `n° 18-07`. */
const NUMERO = /\b([nN]°)[ \u00A0\u202F]*(?=[\p{N}{])/gu;
/**
 * A phone number, national (`0550 12 34 56`) or international (`+213 550 12 34 56`): kept whole
 * with no-break spaces (U+00A0, the width of its own spaces), never read as thousands.
 */
const PHONE = /((?<![\p{L}\p{N}])(?:\+\d{1,3}(?:[ \u00A0]\d{1,4}){2,}|0\d{3}(?:[ \u00A0]\d{2}){3})(?![\p{N}]))/u;

function spaceProse(text: string): string {
  return text
    .replace(THOUSANDS, (group) => group.replace(/[ \u00A0]/g, NNBSP))
    .replace(NUMERO, `$1${NNBSP}`)
    .replace(BEFORE_PERCENT, `$1${NNBSP}%`)
    .replace(BEFORE_UNIT, `$1${NNBSP}$2`)
    .replace(SPACE_BEFORE_SIGN, `${NNBSP}$1`)
    .replace(NO_SPACE_BEFORE_SIGN, `$1${NNBSP}$2`)
    .replace(AFTER_OPENING_GUILLEMET, `«${NNBSP}`)
    .replace(BEFORE_CLOSING_GUILLEMET, `${NNBSP}»`);
}

/**
 * French spacing of one text: a narrow no-break space before `: ; ? !`, inside
 * « », before `%` and a unit after a number (`8 h`, `1 500 DA`, `15 cm`), after
 * «n°» and between groups of thousands, so that a sign never starts a line and
 * the space is the width French typography uses; a phone number keeps its own
 * spaces, made no-break. Code spans, code blocks and URLs are not touched.
 */
export function frenchSpacing(text: string): string {
  return text
    .split(CODE)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .split(PHONE)
            .map((piece, at) => (at % 2 === 1 ? piece.replace(/ /g, "\u00A0") : spaceProse(piece)))
            .join(""),
    )
    .join("");
}

/**
 * A label and its colon as a component joins them (`Équipe :`, `Lieu :`): the
 * same rule as the loaded copy, for text the copy does not hold.
 */
export function withColon(label: string, lang: Lang): string {
  return lang === "fr" ? `${label}${NNBSP}:` : `${label}:`;
}

/** A number and its percent sign as a component joins them: `1,5 %` (narrow no-break space) in French, `1.5%` elsewhere. */
export function withPercent(number: string, lang: Lang): string {
  return lang === "fr" ? `${number}${NNBSP}%` : `${number}%`;
}

/**
 * Two parts a component joins that must not part at a line end, in every
 * language: a plan name and its figure (`Confort 1 500 DA`), a word and its
 * figure (`jusqu’à 5 000 000 DA`), a figure and its word (`50 DA par vente`).
 */
export function withFigure(first: string, second: string): string {
  return `${first}\u00A0${second}`;
}

/**
 * A template a component fills itself (the fee calculator ships no message formatter to the
 * browser): each `{name}` becomes its value, and a value named in `figures` is joined to the word
 * before it by `withFigure`, so that «jusqu’à» and «5 000 000 DA» never part at a line end while
 * the copy keeps its ordinary spaces. An unknown `{name}` is left as written.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, figures: readonly string[] = []): string {
  return template.replace(/([^\s{}]+ )?\{(\w+)\}/g, (token: string, before: string | undefined, name: string) => {
    const value = values[name];
    if (value === undefined) return token;
    if (before && figures.includes(name)) return withFigure(before.slice(0, -1), value);
    return `${before ?? ""}${value}`;
  });
}

/**
 * The typography of a language applied to every string of a value (messages,
 * an entry's front matter and body). Called once where messages and content
 * are loaded (`loadMessages`, `loadEntry`, the OpenAPI reader), never by hand
 * in copy. French only: English and Arabic are returned as they are (Arabic
 * punctuation, digits and the dinar's form are kept right in the copy itself,
 * checked by typography.test.ts).
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
