#!/usr/bin/env node
// Which translations are behind their English (tests/support/translation-state.ts).
//
//   npm run copy:stale [-- fr|ar]                 lists each French or Arabic string whose English
//                                                 changed since it was translated (exit 1 if any)
//   npm run copy:translated -- <fr|ar> <ref>...   marks those strings as brought in line with the
//                                                 English of now: a ref, or its start (a file:
//                                                 `content/legal/app/term/{lang}.mdx`, a message
//                                                 file and key: `messages/sections/app/{lang}.json#wallet`)
//   npm run copy:translated -- <fr|ar> --all      marks every string of the language (after a full
//                                                 review of it against the English)
//
// A translator updates the French or Arabic first, then marks it; `git log -p` on the English file
// shows what changed since.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(ROOT);
const jiti = createJiti(import.meta.url, { alias: { "@": path.join(ROOT, "src") }, jsx: true });
const state = await jiti.import(path.join(ROOT, "tests/support/translation-state.ts"));

const [command, ...args] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

if (command === "stale") {
  const langs = args.length ? args : state.TRANSLATED;
  for (const lang of langs) if (!state.TRANSLATED.includes(lang)) fail(`copy:stale takes ${state.TRANSLATED.join(" or ")}, not ${lang}`);
  const kept = state.readState();
  let count = 0;
  for (const lang of langs)
    for (const stale of state.staleUnits(kept, lang)) {
      count++;
      process.stdout.write(`${lang}\t${stale.why}\t${stale.where}\n`);
    }
  process.stderr.write(count ? `${count} string(s) behind their English.\n` : "Every translation follows its English.\n");
  process.exit(count ? 1 : 0);
} else if (command === "mark") {
  const [lang, ...refs] = args;
  if (!state.TRANSLATED.includes(lang) || refs.length === 0)
    fail("usage: npm run copy:translated -- <fr|ar> <ref or start of a ref>... | --all");
  const all = refs.includes("--all");
  const kept = state.readState();
  // A file named with its language or with {lang} is the same ref.
  const prefixes = all ? [] : refs.map((ref) => ref.replace(new RegExp(`/${lang}\\.(json|mdx)`), "/{lang}.$1"));
  const changed = state.markTranslated(kept, lang, prefixes);
  state.writeState(kept);
  process.stderr.write(`${changed} mark(s) of ${lang} written to ${state.STATE_FILE}.\n`);
} else fail("usage: translated.mjs stale [fr|ar] | mark <fr|ar> <ref>... | mark <fr|ar> --all");
