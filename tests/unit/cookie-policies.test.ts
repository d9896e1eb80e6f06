import { readFileSync } from "node:fs";
import path from "node:path";
import { sources } from "../support/sources";
import { describe, expect, it } from "vitest";
import { apiIds } from "@/config/apis";
import { langs } from "@/config/languages";
import { LANG_COOKIE, sessionKeys, storageKeys } from "@/i18n/cookie";
import { CONSENT_COOKIE } from "@/lib/consent/cookie";
import { REGION_CHOSEN_KEY, SUGGESTION_DISMISSED_KEY } from "@/lib/region-signals";
import { keyStorageName } from "@/lib/sandbox/browser-key";

/**
 * The three cookie policies say they list “the cookies and browser storage this website really
 * uses” (review pass 2: two local storage keys and the session storage key were missing). Every
 * key the site writes in the browser is a named constant; each policy, in each language, names
 * each one as code; and no source writes a key spelled out in place, which this list would miss.
 */
const cookies = [LANG_COOKIE, CONSENT_COOKIE];
const localKeys = [...Object.values(storageKeys), REGION_CHOSEN_KEY, SUGGESTION_DISMISSED_KEY];
const sessionStorageKeys = Object.values(sessionKeys);

const policies = ["app", "business", "developer"].flatMap((section) =>
  langs.map((lang) => ({ name: `${section}/cookie/${lang}`, text: readFileSync(path.join("content/legal", section, "cookie", `${lang}.mdx`), "utf8") })),
);
const codeSpans = (text: string) => new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]));


describe("the cookie policies name every cookie and storage key the site writes", () => {
  it.each(policies)("$name", ({ text }) => {
    const spans = codeSpans(text);
    expect([...cookies, ...localKeys, ...sessionStorageKeys].filter((key) => !spans.has(key))).toEqual([]);
  });

  // Pass 16 (en, E1): the docs keep a test key in local storage and send it to the sandbox; the
  // developer policy lists both keys, and no longer says that everything it lists stays in the browser.
  it.each(policies.filter(({ name }) => name.startsWith("developer/")))("$name names the test keys the docs keep, and sends", ({ text }) => {
    const spans = codeSpans(text);
    expect(apiIds.map(keyStorageName).filter((key) => !spans.has(key))).toEqual([]);
    expect(spans.has("Authorization")).toBe(true);
  });

  it("knows the keys: the colour mode's, the locale's, the region suggestion's and the reload guard's", () => {
    expect(localKeys).toEqual(["lang", "region", "hasSubPath", "theme", "regionChosen", "regionSuggestionDismissed"]);
    expect(sessionStorageKeys).toEqual(["lang-reload"]);
  });

  it("finds no storage key or cookie written in place, outside the named constants", () => {
    const files = sources();
    const writes = files.filter(({ text }) => /\.setItem\(|document\.cookie\s*=|storageKey=/.test(text)).map(({ file }) => file);
    // The pattern finds the writers, so a rule that finds nothing cannot pass by mistake.
    expect(writes).toEqual(
      expect.arrayContaining(["src/lib/preferences.ts", "src/i18n/prepaint-script.ts", "src/components/layout/region-suggestion.tsx", "src/components/providers/providers.tsx"]),
    );
    const literal = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\.setItem\(\s*["'`]|storageKey=["'`{]\s*["'`]/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(literal).toEqual([]);
  });
});
