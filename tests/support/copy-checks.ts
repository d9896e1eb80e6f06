/**
 * Checks on parsed copy (tests/support/copy-corpus.ts), each a function from parsed values to the
 * problems it finds, as `file:line key: what`. The tests run them on the project's copy
 * (tests/unit/copy-structure.test.ts, copy-facts.test.ts, glossary.test.ts) and on small
 * in-memory fixtures that must fail, so each check is known to bite.
 */
import { translatedLangs } from "@/config/languages";
import { DATA_FIELDS, OPENAPI_FIELDS, whereOf, type CopyUnit, type MdxDocument, type OpenApiNode } from "./copy-corpus";
import { factDifference, markdownFacts, messageFacts, plainFacts, type Fact } from "./copy-facts";
import { replacedForms, type GlossaryEntry } from "./glossary";
import { prose } from "./typography-check";

/**
 * An OpenAPI node's translations: each `x-fr`/`x-ar` mapping has exactly the copy fields of its
 * English node (name, summary, description), each a non-empty string, and a node translated into
 * one language is translated into the other. A value cut at a comma in a flow mapping shows here
 * as a key that is not a field, with a null value.
 */
export function openapiFieldProblems(node: OpenApiNode): string[] {
  const where = (line: number) => `${node.file}:${line} ${node.path}`;
  const english = Object.keys(node.en).sort();
  if (!node.translations.fr && !node.translations.ar) return [];
  return translatedLangs.flatMap((lang) => {
    const translation = node.translations[lang];
    if (!translation) return [`${where(node.line)}: has no x-${lang} (its English: ${english.join(", ") || "none"})`];
    if (!translation.pairs) return [`${where(translation.line)}: x-${lang} is not a mapping`];
    const problems: string[] = [];
    for (const pair of translation.pairs) {
      if (!(OPENAPI_FIELDS as readonly string[]).includes(pair.key) || !english.includes(pair.key)) {
        problems.push(
          `${where(pair.line)}: x-${lang} has “${pair.key}”${pair.value === null ? " with no value (a value cut at a comma?)" : ""}, which its English node has not`,
        );
      } else if (typeof pair.value !== "string" || pair.value.trim() === "") {
        problems.push(`${where(pair.line)}: x-${lang}.${pair.key} is not a non-empty string (${JSON.stringify(pair.value)})`);
      }
    }
    const keys = translation.pairs.map((pair) => pair.key);
    for (const field of english) if (!keys.includes(field)) problems.push(`${where(translation.line)}: x-${lang} lacks “${field}”`);
    return problems;
  });
}

/**
 * A content file's front matter against its English: the same fields, the data fields (dates,
 * enums, slugs) equal, the copy fields non-empty strings; and a body that is not empty.
 */
export function frontMatterProblems(en: MdxDocument, other: MdxDocument): string[] {
  const where = `${other.file}: front matter`;
  const problems: string[] = [];
  const enKeys = Object.keys(en.data).sort();
  const keys = Object.keys(other.data).sort();
  for (const key of enKeys) if (!keys.includes(key)) problems.push(`${where} lacks “${key}”`);
  for (const key of keys) if (!enKeys.includes(key)) problems.push(`${where} has “${key}”, which ${en.file} has not`);
  for (const key of keys.filter((key) => enKeys.includes(key))) {
    const value = other.data[key];
    if (DATA_FIELDS.has(key)) {
      if (JSON.stringify(value) !== JSON.stringify(en.data[key]))
        problems.push(`${where} “${key}” is ${JSON.stringify(value)}, in English ${JSON.stringify(en.data[key])}`);
    } else if (typeof en.data[key] === "string" && (typeof value !== "string" || value.trim() === "")) {
      problems.push(`${where} “${key}” is not a non-empty string (${JSON.stringify(value)})`);
    }
  }
  const body = other.units.find((unit) => unit.source === "body");
  if (!body || body.text.trim() === "") problems.push(`${other.file}: the body is empty`);
  return problems;
}

/** The facts of a unit, read by the parser of its kind (copy-facts.ts); worked out once per unit (an English unit is compared twice). */
export function factsOf(unit: CopyUnit): Fact[] {
  let facts = factCache.get(unit);
  if (!facts) {
    facts = unit.source === "message" ? messageFacts(unit.text) : unit.source === "body" ? markdownFacts(unit.text) : plainFacts(unit.text);
    factCache.set(unit, facts);
  }
  return facts;
}
const factCache = new WeakMap<CopyUnit, Fact[]>();

/** A translation's facts against its English unit's: what it lacks and what it adds. */
export function factProblems(en: CopyUnit, other: CopyUnit): string[] {
  let difference: { missing: Fact[]; extra: Fact[] };
  try {
    difference = factDifference(factsOf(en), factsOf(other));
  } catch (error) {
    return [`${whereOf(other)}: cannot be read (${(error as Error).message})`];
  }
  const { missing, extra } = difference;
  if (missing.length === 0 && extra.length === 0) return [];
  const said = [
    missing.length ? `lacks ${missing.map((fact) => `“${fact}”`).join(", ")}` : "",
    extra.length ? `adds ${extra.map((fact) => `“${fact}”`).join(", ")}` : "",
  ];
  return [`${whereOf(other)}: ${said.filter(Boolean).join("; ")} (against ${whereOf(en)})`];
}

/** Every replaced form of the glossary's entries in a unit (code and URLs left out), as `file:line key: “words”`. */
export function glossaryProblems(unit: CopyUnit, entries: GlossaryEntry[]): string[] {
  const text = prose(unit.text);
  return entries.flatMap((entry) =>
    entry.allowedIn?.some((fragment) => unit.file.includes(fragment))
      ? []
      : replacedForms(entry, text).map(({ index, found }) => `${whereOf(unit, index)}: “${found}” (${entry.concept}: ${entry.term})`),
  );
}
