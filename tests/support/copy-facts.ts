/**
 * The facts of a piece of copy: what must be the same in every language, whatever the words.
 * Numbers, amounts, percentages, dates, times of day, durations, e-mail addresses, phone numbers,
 * URLs and link targets, code spans, ICU placeholders and rich-text tags, and brand tokens. Each
 * is a normalised string (`1500 DA`, `2.5%`, `date 2026-11-16`, `24 hour`, `code pending`,
 * `{count}`), and a text's facts are a multiset, compared with its English counterpart's by
 * `factDifference`.
 *
 * Each kind of copy is read by the parser the site reads it with:
 * - a message by `@formatjs/icu-messageformat-parser` (what next-intl formats with), on the
 *   message with brand tokens filled, as `loadMessages` hands it to next-intl: placeholders and
 *   tags come from the AST, numbers and the rest from its literal parts;
 * - an MDX body by `@mdx-js/mdx` (`createProcessor().parse`, the parser of `renderMdx`), on the
 *   body with brand tokens filled, as the content loaders render it: code from `inlineCode` and
 *   `code` nodes, links from `link` nodes, the rest from the text of each block;
 * - an OpenAPI text or a front matter field (plain strings) split like the site's `Inline`
 *   component (`src/components/sections/developer/prose.tsx`) splits code spans from prose.
 * Brand tokens (`{payName}`) are read from the text as written, with the pattern `withBrand` uses.
 *
 * Normalising, in order (each kind is taken out of the text before the next is looked for):
 * 1. Digits: Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits are read as 0-9, the
 *    Arabic thousands separator ٬ as `,`, the Arabic decimal separator ٫ as `.`, the Arabic percent
 *    sign ٪ as %; bidi marks (U+200E/F, U+2066-2069) are dropped.
 * 2. E-mail addresses (an address at example.com is an illustration: its local part may be
 *    translated, `name@`/`nom@`), URLs (`https://…`, without trailing punctuation) and phone
 *    numbers (`+213 550 12 34 56`, `0550 12 34 56`: `+` and a three-digit country code or 0 and
 *    three digits, then three or four groups of two or three digits; kept as their digits).
 * 3. Dates, to ISO: `16 November 2026`, `November 16, 2026`, `16 novembre 2026`, `1er juin 2026`,
 *    `16 نوفمبر 2026` (Levantine or Maghrebi month names: نوفمبر, جوان, جويلية…) and `2026-11-16`
 *    give `date 2026-11-16`; without a year, `date --11-16`; a month and year, `date 2026-11`.
 *    The words change, the date does not.
 * 4. Times of day: `8:00`, `20:00`, French `20 h`/`8 h 30` (French writes a duration in words,
 *    `24 heures`, so `N h` is a time), English `8 pm` give `time 20:00`.
 * 5. Numbers. A number is digits with single separators between groups: a space (any: ordinary,
 *    no-break, narrow no-break, thin), `.` or `,`. A separator followed by exactly three digits
 *    groups thousands (`1 500`, `1.500`, `1,500` are all 1500; `4,500.00`, `4.500,00` and
 *    `4 500,00` are 4500); a `.` or `,` followed by any other number of digits, or after a first
 *    group of more than three digits or of a single 0, is the decimal mark (`2,5` and `2.5` are
 *    2.5, `0.125` is 0.125, `2500,50` is 2500.5); a space followed by anything but three digits
 *    ends the number (`10 20` is two). So 1.500 is never one and a half: the copy writes decimals
 *    with one or two digits, and a three-digit decimal would need this rule to change.
 *    An ordinal ending goes (`1st`, `1er`, `2e` are 1 and 2). `million(s)`, `مليون`, `ملايين`
 *    (and milliard/billion/مليار) after a number multiply it (`1 million` = 1000000); the word
 *    million in the singular with no number before it is one million (`one million`, `un million`,
 *    `le million`, `مليون`), since all three languages write that number in words.
 * 6. What follows a number qualifies it: `%` (or a `%` before it, as Arabic sometimes writes it),
 *    a currency (`DA`, `DZD`, `د.ج`, `dinars`, `دينار`: all `DA`), a unit of time (seconds,
 *    minutes, hours, days, weeks, months, years in the three languages, singular or plural, with
 *    a hyphen in `30-minute`): `2.5%`, `1500 DA`, `30 minute`. A number alone stays a number.
 *    A range says its multiplier and qualifier once, after its second end (“1 to 10 million
 *    DZD”, «de 500 à 1 000 DA», «بين 5 و10 أيام»): the first end takes them.
 * 7. Numbers written in words are not read (“two” in one language and “2” in another is reported:
 *    the copy writes the same in both), with two exceptions Arabic grammar needs: a dual of a
 *    unit of time (`يومين`) and a unit with واحد/واحدة (`سنة واحدة`) are how Arabic writes 2 and 1
 *    of it, so they give soft facts (`~2 day`) that pair with “2 days” if the English has it and
 *    are dropped otherwise (`factDifference`). And a number with a unit of time pairs with the
 *    same number alone (“aged 19”, «19 ans»): the unit is implied in one language.
 * Ordered list numbers of Markdown are syntax, not facts (the parser gives no text for them).
 */
import { parse as parseIcu, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createProcessor } from "@mdx-js/mdx";
import { brandTokens, withBrand } from "@/i18n/messages";

export type Fact = string;

/** A multiset of facts, as a sorted list. */
const sorted = (facts: Fact[]) => [...facts].sort();

// ---------------------------------------------------------------------------------------------
// Prose: numbers, amounts, dates...

const MONTHS: Record<string, number> = {};
const months = [
  ["january", "janvier", "يناير", "جانفي", "كانون الثاني"],
  ["february", "février", "فبراير", "فيفري", "شباط"],
  ["march", "mars", "مارس", "آذار"],
  ["april", "avril", "أبريل", "أفريل", "إبريل", "نيسان"],
  ["may", "mai", "مايو", "ماي", "أيار"],
  ["june", "juin", "يونيو", "جوان", "حزيران"],
  ["july", "juillet", "يوليو", "جويلية", "تموز"],
  ["august", "août", "أغسطس", "أوت", "آب"],
  ["september", "septembre", "سبتمبر", "أيلول"],
  ["october", "octobre", "أكتوبر", "تشرين الأول"],
  ["november", "novembre", "نوفمبر", "تشرين الثاني"],
  ["december", "décembre", "ديسمبر", "كانون الأول"],
];
months.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

/** Units of time, by the words that name them (singular, plural, Arabic with or without tanween). */
const UNITS: [string, RegExp][] = [
  ["second", /^(?:seconds?|secs?|secondes?|s|ثانية|ثوان[ٍي]?|ثانيةً)$/iu],
  ["minute", /^(?:minutes?|mins?|دقيقة|دقائق|دقيقةً)$/iu],
  ["hour", /^(?:hours?|hrs?|heures?|ساعة|ساعات|ساعةً)$/iu],
  ["day", /^(?:days?|jours?|يوم|يومًا|يوما|أيام)$/iu],
  ["week", /^(?:weeks?|semaines?|أسبوع|أسبوعًا|أسابيع)$/iu],
  ["month", /^(?:months?|mois|شهر|شهرًا|شهرا|أشهر|شهور)$/iu],
  ["year", /^(?:years?|ans?|années?|سنة|سنوات|سنين|عام|عامًا|عاما|أعوام)$/iu],
];
const unitOf = (word: string) => UNITS.find(([, words]) => words.test(word))?.[0];

/** Arabic duals of units of time: the number two written as the noun's form (`يومين`), by stem. */
const ARABIC_DUAL = /(?<![\p{L}])[وفبل]?(?:ال)?(ثانيت|دقيقت|ساعت|يوم|أسبوع|شهر|سنت|عام)(?:ان|ين)(?![\p{L}])/u;
const DUAL_UNIT: Record<string, string> = {
  ثانيت: "second",
  دقيقت: "minute",
  ساعت: "hour",
  يوم: "day",
  أسبوع: "week",
  شهر: "month",
  سنت: "year",
  عام: "year",
};
/** Arabic one of a unit of time: the noun and واحد/واحدة (`سنة واحدة`). */
const ARABIC_ONE = /(?<![\p{L}])([\p{L}\u064B-\u0652]+) (?:واحد|واحدة|واحدًا)(?![\p{L}])/u;

const CURRENCY = /^(?:(?:de|d’)[ \u00A0\u202F])?(?:DA|DZD|د\.ج|دج|dinars?|دينار|دنانير|دينارًا)(?![\p{L}])/u;
const MULTIPLIERS: [RegExp, number][] = [
  [/^(?:millions?|مليون|ملايين)(?![\p{L}])/iu, 1e6],
  [/^(?:milliards?|billions?|مليار|مليارات)(?![\p{L}])/iu, 1e9],
];

const SPACE = "[ \\u00A0\\u202F\\u2009]";
const blank = (text: string, start: number, end: number) => text.slice(0, start) + " ".repeat(end - start) + text.slice(end);

/** Takes every match of `pattern` out of the text (blanked), turning each into facts (`null`: not a match after all, left in). */
function take(text: string, pattern: RegExp, fact: (match: RegExpExecArray) => Fact[] | null): [string, Fact[]] {
  const facts: Fact[] = [];
  let rest = text;
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))) {
    const found = fact(match);
    if (found === null) continue;
    facts.push(...found);
    rest = blank(rest, match.index, match.index + match[0].length);
  }
  return [rest, facts];
}

/** A number as written (groups and separators) as its value, by the rule above; null when it is not one number. */
export function numberValue(written: string): number | null {
  const parts = written.split(new RegExp(`(${SPACE}|[.,])`));
  const groups = parts.filter((_, index) => index % 2 === 0);
  const separators = parts.filter((_, index) => index % 2 === 1);
  if (groups.some((group) => !/^\d+$/.test(group))) return null;
  let decimals = "";
  const last = separators.length - 1;
  if (
    last >= 0 &&
    /[.,]/.test(separators[last]!) &&
    (groups[last + 1]!.length !== 3 || (last === 0 && (groups[0] === "0" || groups[0]!.length > 3)))
  ) {
    decimals = groups.pop()!;
    separators.pop();
  }
  // What is left groups thousands: 1 to 3 digits, then groups of 3, one kind of separator.
  if (
    separators.length > 0 &&
    (groups[0]!.length > 3 || groups.slice(1).some((group) => group.length !== 3) || new Set(separators).size > 1)
  )
    return null;
  return Number(`${groups.join("")}${decimals ? `.${decimals}` : ""}`);
}

/** What joins the two ends of a range. */
const RANGE = /^(?:[ \u00A0\u202F]*(?:to|and|à|au|et|jusqu’à|إلى|و|[-–])[ \u00A0\u202F]*|[-–])$/u;

const format = (value: number) => String(Number(value.toPrecision(12)));
const ORDINAL = "(?:st|nd|rd|th|er|re|e|ᵉ|ème)?";

/** Facts of prose (no code in it): see the rules at the top of this file. */
export function proseFacts(input: string): Fact[] {
  let text = input
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/٪/g, "%")
    .replace(/٬/g, ",")
    .replace(/٫/g, ".")
    .replace(/[\u200E\u200F\u2066-\u2069]/g, "");
  const facts: Fact[] = [];
  const run = (pattern: RegExp, fact: (match: RegExpExecArray) => Fact[] | null) => {
    const [rest, found] = take(text, pattern, fact);
    text = rest;
    facts.push(...found);
  };

  // An address at example.com is an illustration: its local part may be translated (`name@`, `nom@`).
  run(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u, (m) => [`email ${m[0].toLowerCase().replace(/^.*@example\.com$/, "…@example.com")}`]);
  run(/https?:\/\/[^\s<>"«»()]+[^\s<>"«».,;:!?’'()]/u, (m) => [`url ${m[0]}`]);
  run(new RegExp(`(?<![\\d.,])(?:\\+\\d{3}|0\\d{3})(?:${SPACE}?\\d{2,3}){3,4}(?!\\d)`, "u"), (m) => [`phone ${m[0].replace(/\D/g, "")}`]);

  // Dates.
  const date = (year: string | undefined, month: number, day: string | undefined) =>
    `date ${year ?? "-"}-${String(month).padStart(2, "0")}${day ? `-${day.padStart(2, "0")}` : ""}`;
  run(/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/u, (m) => [date(m[1], Number(m[2]), String(Number(m[3])))]);
  // The Official Journal writes «سنة» before the year of a law's date (`10 يونيو سنة 2018`).
  run(new RegExp(`(?<!\\d)(\\d{1,2})${ORDINAL}${SPACE}${MONTH}(?:,?${SPACE}(?:سنة${SPACE})?(\\d{4}))?(?![\\p{L}\\d])`, "iu"), (m) => [
    date(m[3], MONTHS[m[2]!.toLowerCase()]!, String(Number(m[1]))),
  ]);
  // `June 20, 2026`: English writes the month first, capitalised (so “you may 2…” is not a date).
  run(new RegExp(`(?<![\\p{L}])([A-Z][a-z]+)${SPACE}(\\d{1,2})${ORDINAL}(?:,${SPACE}(\\d{4}))?(?![\\p{L}\\d])`, "u"), (m) =>
    MONTHS[m[1]!.toLowerCase()] ? [date(m[3], MONTHS[m[1]!.toLowerCase()]!, String(Number(m[2])))] : null,
  );
  run(new RegExp(`(?<![\\p{L}])${MONTH}${SPACE}(?:سنة${SPACE})?(\\d{4})(?!\\d)`, "iu"), (m) => [
    date(m[2], MONTHS[m[1]!.toLowerCase()]!, undefined),
  ]);

  // Times of day.
  run(/(?<![\d.,:])(\d{1,2}):(\d{2})(?::\d{2})?(?![\d:])/u, (m) => [`time ${Number(m[1])}:${m[2]}`]);
  run(new RegExp(`(?<![\\d.,])(\\d{1,2})${SPACE}?h(?:${SPACE}?(\\d{2}))?(?![\\p{L}\\d])`, "u"), (m) =>
    Number(m[1]) <= 24 ? [`time ${Number(m[1])}:${m[2] ?? "00"}`] : null,
  );
  run(new RegExp(`(?<![\\d.,])(\\d{1,2})(?::(\\d{2}))?${SPACE}?([ap])\\.?m\\.?(?![\\p{L}])`, "iu"), (m) => [
    `time ${(Number(m[1]) % 12) + (m[3]!.toLowerCase() === "p" ? 12 : 0)}:${m[2] ?? "00"}`,
  ]);

  // Arabic counts one and two with the noun alone (`يومين`, `سنة واحدة`): soft facts (see `factDifference`).
  run(ARABIC_DUAL, (m) => [`~2 ${DUAL_UNIT[m[1]!]}`]);
  run(ARABIC_ONE, (m) => (unitOf(m[1]!) ? [`~1 ${unitOf(m[1]!)}`] : null));
  // A million in the singular with no number before it is one million (`one million`, `le million`, `مليون`).
  text = text.replace(/(?<!\d[ \u00A0\u202F]?)(?<![\p{L}])(?:(?:one|a|un|le)[ \u00A0\u202F])?(?:million|مليون)(?![\p{L}])/giu, "1000000");

  // Numbers, with what qualifies them.
  type Token = { start: number; end: number; value: number; written: number; times: number; qualifier: string };
  const tokens: Token[] = [];
  const numberPattern = new RegExp(`(%${SPACE}?)?(\\d+(?:(?:${SPACE}|[.,])\\d+)*)`, "gu");
  let match: RegExpExecArray | null;
  while ((match = numberPattern.exec(text))) {
    const written = match[2]!;
    let value = numberValue(written);
    let end = match.index + match[0].length;
    if (value === null) {
      // Not one number (`10 20`): read the first group and go on after it.
      const first = /^\d+(?:[.,]\d+)?/.exec(written)![0];
      value = numberValue(first)!;
      end = match.index + (match[1]?.length ?? 0) + first.length;
      numberPattern.lastIndex = end;
    }
    let after = text.slice(end);
    after = after.slice(new RegExp(`^${ORDINAL}(?![\\p{L}])`, "u").exec(after)?.[0].length ?? 0);
    let word = after.slice(new RegExp(`^(?:${SPACE}|-)?`, "u").exec(after)![0].length);
    let times = 1;
    for (const [multiplier, factor] of MULTIPLIERS) {
      const found = multiplier.exec(word);
      if (found) {
        times = factor;
        word = word.slice(found[0].length).replace(new RegExp(`^${SPACE}`, "u"), "");
      }
    }
    let qualifier = "";
    if (match[1] || /^\s?%/.test(after)) qualifier = "%";
    else if (CURRENCY.test(word)) qualifier = " DA";
    else {
      const unit = unitOf(/^[\p{L}\u064B-\u0652]+/u.exec(word)?.[0] ?? "");
      if (unit) qualifier = ` ${unit}`;
    }
    tokens.push({ start: match.index, end, value: value * times, written: value, times, qualifier });
  }
  // A range says its multiplier and unit once, after the second number: “1 to 10 million DZD”,
  // «de 500 à 1 000 DA», «بين 5 و10 أيام». The first number takes them (the multiplier only if it is
  // smaller than the second as written, so «من مليون إلى 10 ملايين» stays one million).
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!next || token.times !== 1 || token.qualifier || (next.times === 1 && !next.qualifier)) return;
    if (!RANGE.test(text.slice(token.end, next.start))) return;
    if (next.times !== 1 && token.value < next.written) token.value *= next.times;
    token.qualifier = next.qualifier;
  });
  facts.push(...tokens.map((token) => `${format(token.value)}${token.qualifier}`));
  return facts;
}

/** Brand tokens of a text as written (`{payName}`), found the way `withBrand` finds them. */
export function brandFacts(text: string): Fact[] {
  return [...text.matchAll(/\{(\w+)\}/g)].filter((match) => Object.hasOwn(brandTokens, match[1]!)).map((match) => `{${match[1]}}`);
}

/** Code spans split off as the site's `Inline` splits them (`a `b` c`), as `code …` facts, and the prose's facts. */
export function inlineFacts(text: string): Fact[] {
  const parts = text.split(/`([^`]+)`/);
  return parts.flatMap((part, index) => (index % 2 ? [`code ${part}`] : proseFacts(part)));
}

/** Facts of a plain string (an OpenAPI text, a front matter field): brand tokens as written, then the rest once they are filled. */
export function plainFacts(text: string): Fact[] {
  return sorted([...brandFacts(text), ...inlineFacts(withBrand(text))]);
}

// ---------------------------------------------------------------------------------------------
// ICU messages

/** Facts of elements; a plural or select counts its argument once, and of its branches, each fact as often as the branch that has it most. */
function elementFacts(elements: MessageFormatElement[]): Fact[] {
  const facts: Fact[] = [];
  let literal = "";
  const flush = () => {
    facts.push(...inlineFacts(literal));
    literal = "";
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        literal += element.value;
        continue;
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        // An argument ends a run of prose (what is on either side of it is not one number).
        flush();
        facts.push(`{${element.value}}`);
        continue;
      case TYPE.pound:
        flush();
        facts.push("#");
        continue;
      case TYPE.tag:
        flush();
        facts.push(`<${element.value}>`, ...elementFacts(element.children));
        continue;
      case TYPE.plural:
      case TYPE.select: {
        flush();
        facts.push(`{${element.value}}`);
        const most = new Map<Fact, number>();
        for (const option of Object.values(element.options)) {
          const counts = new Map<Fact, number>();
          for (const fact of elementFacts(option.value)) counts.set(fact, (counts.get(fact) ?? 0) + 1);
          for (const [fact, count] of counts) most.set(fact, Math.max(most.get(fact) ?? 0, count));
        }
        for (const [fact, count] of most) for (let i = 0; i < count; i++) facts.push(fact);
        continue;
      }
    }
  }
  flush();
  return facts;
}

/** The ICU placeholders and tags of a message as written (brand tokens included: they are arguments to the parser). */
export function icuPlaceholders(message: string): string[] {
  const names: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
        names.push(element.value);
      if (element.type === TYPE.tag) {
        names.push(element.value);
        walk(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.push(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parseIcu(message));
  return names;
}

/** The literal text of a message as the ICU parser reads it (arguments, plural and select syntax and tags left out; their branches' and children's text kept), parts joined by a space. */
export function icuLiteralText(message: string): string {
  const walk = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((element) => {
      if (element.type === TYPE.literal) return [element.value];
      if (element.type === TYPE.tag) return walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options).flatMap((option) => walk(option.value));
      return [];
    });
  return walk(parseIcu(message)).join(" ");
}

/**
 * Facts of a message: brand tokens as written, then the AST of the message as next-intl gets it
 * (brand tokens filled): placeholders and tags, and the facts of its literal text.
 */
export function messageFacts(message: string): Fact[] {
  return sorted([...brandFacts(message), ...elementFacts(parseIcu(withBrand(message)))]);
}

// ---------------------------------------------------------------------------------------------
// MDX bodies

type MdNode = { type: string; value?: string; url?: string; lang?: string | null; children?: MdNode[] };

const mdx = createProcessor();

/**
 * Facts of an MDX body: brand tokens as written, then the tree `@mdx-js/mdx` parses from the body
 * with brand tokens filled (what `renderMdx` compiles). Code and link targets come from their
 * nodes; the text of each block is read as one string, so `**1 500** DA` is one amount.
 */
export function markdownFacts(body: string): Fact[] {
  const facts: Fact[] = [...brandFacts(body)];
  const phrasing = (node: MdNode): string => {
    if (node.type === "text") return node.value ?? "";
    if (node.type === "inlineCode") {
      facts.push(`code ${node.value}`);
      return " ";
    }
    if (node.type === "link") facts.push(`url ${node.url}`);
    if (node.type === "mdxTextExpression") {
      facts.push(`{${node.value}}`);
      return " ";
    }
    if (node.type === "break") return " ";
    return (node.children ?? []).map(phrasing).join("");
  };
  const block = (node: MdNode) => {
    if (node.type === "code") {
      facts.push(`code ${node.value}`);
      return;
    }
    const children = node.children ?? [];
    if (children.length > 0 && children.every((child) => !isBlock(child))) facts.push(...proseFacts(phrasing(node)));
    else children.forEach(block);
  };
  block(mdx.parse(withBrand(body)) as MdNode);
  return sorted(facts);
}
const BLOCKS = new Set([
  "root",
  "paragraph",
  "heading",
  "list",
  "listItem",
  "blockquote",
  "table",
  "tableRow",
  "tableCell",
  "code",
  "thematicBreak",
  "html",
]);
const isBlock = (node: MdNode) => BLOCKS.has(node.type) || node.type.startsWith("mdxJsxFlow") || node.type === "mdxFlowExpression";

// ---------------------------------------------------------------------------------------------

const TIME_UNIT = / (?:second|minute|hour|day|week|month|year)$/;

/**
 * What a translation lacks and adds against its English, as multisets (both empty when the facts
 * agree). Equal facts pair first. Then a number alone pairs with the same number and a unit of
 * time (“aged 19” and «19 ans»: the unit is said in one language, implied in the other). Then a
 * soft fact (`~2 day`, an Arabic dual) pairs with a fact left over on the other side (“2 days”,
 * «يومين»); a soft fact left over is dropped, because it is a number written in words, and words
 * are not compared.
 */
export function factDifference(en: Fact[], other: Fact[]): { missing: Fact[]; extra: Fact[] } {
  const left = [...en];
  const right = [...other];
  const pair = (from: Fact[], to: Fact[], match: (a: Fact, b: Fact) => boolean) => {
    for (let i = from.length - 1; i >= 0; i--) {
      const j = to.findIndex((b) => match(from[i]!, b));
      if (j >= 0) {
        from.splice(i, 1);
        to.splice(j, 1);
      }
    }
  };
  pair(left, right, (a, b) => a === b);
  const impliedUnit = (a: Fact, b: Fact) => TIME_UNIT.test(b) && a === b.replace(TIME_UNIT, "");
  pair(left, right, impliedUnit);
  pair(right, left, impliedUnit);
  const soft = (a: Fact, b: Fact) => a.startsWith("~") && a.slice(1) === b;
  pair(left, right, soft);
  pair(right, left, soft);
  const hard = (facts: Fact[]) => sorted(facts.filter((fact) => !fact.startsWith("~")));
  return { missing: hard(left), extra: hard(right) };
}
