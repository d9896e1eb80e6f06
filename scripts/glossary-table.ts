/**
 * Writes docs/glossary.md's three tables (`### en`, `### fr`, `### ar`) from
 * tests/support/glossary.ts, the one copy of the glossary: `npm run docs:glossary`.
 * tests/unit/glossary.test.ts fails when the document is not what this writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { langs } from "../src/config/languages";
import { glossary, type GlossaryEntry } from "../tests/support/glossary";

const file = "docs/glossary.md";

/** A cell's text: pipes escaped, line breaks as spaces. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

function row(entry: GlossaryEntry): string {
  const replaces = entry.replaces.map((pattern) => `\`${cell(pattern.source)}\``).join(" ");
  const allowed = entry.allowedIn?.length ? ` (allowed in ${entry.allowedIn.map((place) => `\`${place}\``).join(", ")})` : "";
  return `| ${cell(entry.concept)} | ${cell(entry.term)} | ${cell(entry.note ?? "")} | ${replaces}${allowed} | ${cell(entry.why)} |`;
}

/** The tables for each language, in the document `doc`. */
export function glossaryTables(doc: string): string {
  let out = doc;
  for (const lang of langs) {
    const table = ["| concept | term | grammar | replaces | why |", "| --- | --- | --- | --- | --- |", ...glossary[lang].map(row)].join(
      "\n",
    );
    const pattern = new RegExp(`(\\n### ${lang}\\n\\n)(?:\\|[^\\n]*\\n)+`);
    if (!pattern.test(out)) throw new Error(`${file} has no table under ### ${lang}`);
    out = out.replace(pattern, (_, heading: string) => `${heading}${table}\n`);
  }
  return out;
}

if (process.argv[1]?.endsWith("glossary-table.ts")) {
  const doc = readFileSync(file, "utf8");
  const next = glossaryTables(doc);
  writeFileSync(file, next);
  process.stdout.write(next === doc ? `${file}: up to date\n` : `${file}: tables written\n`);
}
