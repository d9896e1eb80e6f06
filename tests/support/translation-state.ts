/**
 * Which English each French and Arabic string was translated from. For every unit of copy that
 * has an English counterpart (tests/support/copy-corpus.ts: a message, a front matter field, an
 * MDX body, an OpenAPI `x-fr`/`x-ar` value), `translated-from.json` keeps a short hash of the
 * English text the translation was last brought in line with. When the English changes, the
 * translation is stale until a translator updates it and marks it (`npm run copy:translated`):
 * tests/unit/copy-freshness.test.ts fails meanwhile, naming each stale string. Review pass 3 found
 * that 43 Arabic and most French defects were English changes that never reached the translation,
 * while every test passed (docs/translations.md, "Stale translations").
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { translatedLangs, type TranslatedLang } from "@/config/languages";
import { copyCorpus, whereOf, type CopyUnit } from "./copy-corpus";

export const STATE_FILE = "tests/support/translated-from.json";
export const TRANSLATED = translatedLangs;
export type TranslationState = Record<TranslatedLang, Record<string, string>>;

/** The hash kept for an English text: 12 hex digits of its SHA-256. */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

export function readState(file = STATE_FILE): TranslationState {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<TranslationState>;
  return { fr: parsed.fr ?? {}, ar: parsed.ar ?? {} };
}

/** The file's text: each language's refs sorted, one per line, so that a change is a readable diff. */
export function stateText(state: TranslationState): string {
  const sorted = Object.fromEntries(
    TRANSLATED.map((lang) => [lang, Object.fromEntries(Object.entries(state[lang]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function writeState(state: TranslationState, file = STATE_FILE): void {
  writeFileSync(file, stateText(state));
}

/** Each unit of `lang` that translates an English one, with the hash of that English now. */
export function translatedUnits(
  lang: TranslatedLang,
  units: CopyUnit[] = copyCorpus().units,
): { unit: CopyUnit; english: CopyUnit; hash: string }[] {
  const englishByRef = new Map(units.filter((unit) => unit.lang === "en").map((unit) => [unit.ref, unit]));
  return units
    .filter((unit) => unit.lang === lang)
    .flatMap((unit) => {
      const english = englishByRef.get(unit.ref);
      return english ? [{ unit, english, hash: sourceHash(english.text) }] : [];
    });
}

export type Stale = { ref: string; where: string; why: "English changed" | "never marked" | "no longer exists" };

/** What is stale in `lang`: a translation whose English changed, one never marked, a mark for a string that is gone. */
export function staleUnits(state: TranslationState, lang: TranslatedLang, units?: CopyUnit[]): Stale[] {
  const current = translatedUnits(lang, units);
  const refs = new Set(current.map(({ unit }) => unit.ref));
  const stale: Stale[] = current.flatMap(({ unit, hash }): Stale[] => {
    const kept = state[lang][unit.ref];
    if (kept === hash) return [];
    return [{ ref: unit.ref, where: whereOf(unit), why: kept === undefined ? "never marked" : "English changed" }];
  });
  for (const ref of Object.keys(state[lang])) if (!refs.has(ref)) stale.push({ ref, where: ref, why: "no longer exists" });
  return stale;
}

/**
 * Marks as translated from the English of now every unit of `lang` whose ref starts with one of
 * `prefixes` (all of them with none), and forgets the marks of strings that are gone. Returns how
 * many marks changed.
 */
export function markTranslated(state: TranslationState, lang: TranslatedLang, prefixes: string[], units?: CopyUnit[]): number {
  let changed = 0;
  const current = translatedUnits(lang, units);
  const refs = new Set(current.map(({ unit }) => unit.ref));
  for (const { unit, hash } of current) {
    if (prefixes.length > 0 && !prefixes.some((prefix) => unit.ref.startsWith(prefix))) continue;
    if (state[lang][unit.ref] !== hash) changed++;
    state[lang][unit.ref] = hash;
  }
  for (const ref of Object.keys(state[lang]))
    if (!refs.has(ref)) {
      delete state[lang][ref];
      changed++;
    }
  return changed;
}
