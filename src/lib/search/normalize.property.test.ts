import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fold, words } from "./normalize";

/** Property tests (fast-check) of the search's folding: what must hold for any text, Arabic above all. */
const arabicLetters = [..."ابتثجحخدذرزسشصضطظعغفقكلمنهويءةى"];
const harakat = ["\u064b", "\u064c", "\u064d", "\u064e", "\u064f", "\u0650", "\u0651", "\u0652", "\u0670"];
const arabicWord = fc.array(fc.constantFrom(...arabicLetters), { minLength: 1, maxLength: 8 }).map((letters) => letters.join(""));

describe("search folding, for any text", () => {
  it("is idempotent: folding a folded text changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        expect(fold(fold(text))).toBe(fold(text));
      }),
    );
    fc.assert(
      fc.property(arabicWord, (word) => {
        expect(fold(fold(word))).toBe(fold(word));
      }),
    );
  });

  it("an Arabic word with any tashkeel or tatweel folds like the bare word", () => {
    fc.assert(
      fc.property(
        arabicWord,
        fc.array(fc.constantFrom(...harakat, "\u0640"), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (word, marks, positions) => {
          const letters = [...word];
          marks.forEach((mark, index) => {
            const at = 1 + ((positions[index] ?? 0) % letters.length);
            letters.splice(Math.min(at, letters.length), 0, mark);
          });
          expect(fold(letters.join(""))).toBe(fold(word));
        },
      ),
    );
  });

  it("hamza forms of alef, taa marbuta and alef maqsura fold to one letter each", () => {
    fc.assert(
      fc.property(
        arabicWord,
        fc.constantFrom(["\u0623", "\u0627"], ["\u0625", "\u0627"], ["\u0622", "\u0627"], ["\u0629", "\u0647"], ["\u0649", "\u064a"]),
        (word, [variant, base]) => {
          expect(fold(`${word}${variant}`)).toBe(fold(`${word}${base}`));
        },
      ),
    );
  });

  it("Arabic-Indic and Persian digits read as Western digits", () => {
    fc.assert(
      fc.property(fc.nat({ max: 999_999 }), (n) => {
        const western = String(n);
        const arabic = [...western].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
        const persian = [...western].map((d) => String.fromCharCode(0x06f0 + Number(d))).join("");
        expect(fold(arabic)).toBe(western);
        expect(fold(persian)).toBe(western);
      }),
    );
  });

  it("words are never empty and never carry marks, spaces or punctuation", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        for (const word of words(text)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });
});
