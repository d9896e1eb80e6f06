import { describe, expect, it } from "vitest";
import { messageUnits } from "../support/copy-corpus";
import { markTranslated, readState, staleUnits, TRANSLATED, type TranslationState } from "../support/translation-state";

describe("every French and Arabic string follows the English it translates", () => {
  const state = readState();
  for (const lang of TRANSLATED)
    it(`${lang}: no string behind its English (npm run copy:stale lists them; docs/translations.md, "Stale translations")`, () => {
      const stale = staleUnits(state, lang).map((each) => `${each.why}: ${each.where}`);
      expect(stale, "update the translation, then npm run copy:translated -- <lang> <ref>").toEqual([]);
    });
});

describe("the translation state (tests/support/translation-state.ts)", () => {
  const units = (en: object, fr: object) => [
    ...messageUnits(JSON.stringify(en), "messages/sections/app/en.json"),
    ...messageUnits(JSON.stringify(fr), "messages/sections/app/fr.json"),
  ];
  const empty = (): TranslationState => ({ fr: {}, ar: {} });

  it("reports a translation whose English changed, one never marked, and a mark for a string that is gone", () => {
    const state = empty();
    const before = units({ a: "Pay in two taps", b: "Fees" }, { a: "Payez en deux gestes", b: "Frais" });
    expect(markTranslated(state, "fr", [], before)).toBe(2);
    expect(staleUnits(state, "fr", before)).toEqual([]);
    // The English of `a` changes, `c` is new, `b` is gone.
    const after = units({ a: "Pay with your card", c: "Limits" }, { a: "Payez en deux gestes", c: "Plafonds" });
    expect(staleUnits(state, "fr", after).map(({ ref, why }) => [ref, why])).toEqual([
      ["messages/sections/app/{lang}.json#a", "English changed"],
      ["messages/sections/app/{lang}.json#c", "never marked"],
      ["messages/sections/app/{lang}.json#b", "no longer exists"],
    ]);
    // Changing the translation alone does not make it fresh: a translator marks it.
    const translated = units({ a: "Pay with your card", c: "Limits" }, { a: "Payez par carte", c: "Plafonds" });
    expect(staleUnits(state, "fr", translated)).toHaveLength(3);
    // Marking one ref marks that one, and forgets what is gone.
    markTranslated(state, "fr", ["messages/sections/app/{lang}.json#a"], translated);
    expect(staleUnits(state, "fr", translated).map(({ ref }) => ref)).toEqual(["messages/sections/app/{lang}.json#c"]);
  });
});
