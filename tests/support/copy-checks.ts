/**
 * Checks on parsed copy (tests/support/copy-corpus.ts), each a function from parsed values to the
 * problems it finds, as `file:line key: what`. The tests run them on the project's copy
 * (tests/unit/glossary.test.ts) and on small
 * in-memory fixtures that must fail, so each check is known to bite.
 */
import { whereOf, type CopyUnit } from "./copy-corpus";
import { replacedForms, type GlossaryEntry } from "./glossary";
import { prose } from "./typography-check";

/** Every replaced form of the glossary's entries in a unit (code and URLs left out), as `file:line key: “words”`. */
export function glossaryProblems(unit: CopyUnit, entries: GlossaryEntry[]): string[] {
  const text = prose(unit.text);
  return entries.flatMap((entry) =>
    entry.allowedIn?.some((fragment) => unit.file.includes(fragment))
      ? []
      : replacedForms(entry, text).map(({ index, found }) => `${whereOf(unit, index)}: “${found}” (${entry.concept}: ${entry.term})`),
  );
}
