import { describe, expect, it } from "vitest";
import { fold, words } from "./normalize";

/** Examples of the search's folding; what holds for any text is in normalize.property.test.ts. */
describe("folding", () => {
  it("removes tashkeel and tatweel and folds alef forms, ta marbuta and alef maqsura", () => {
    expect(fold("فَاتُورَةٌ")).toBe("فاتوره");
    expect(fold("إأآٱا")).toBe("ااااا");
    expect(fold("مستشفى")).toBe("مستشفي");
    expect(fold("الدفــــع")).toBe("الدفع");
    expect(fold("٢٠٢٦")).toBe("2026");
  });

  it("drops Latin accents and case", () => {
    expect(fold("Vérifier l’Opération")).toBe("verifier l’operation");
    expect(words("Frais d'opération")).toEqual(["frais", "d", "operation"]);
  });

  it("splits words into whole runs of letters and digits, folded", () => {
    expect(words("Frais d'opération : 2,5 %")).toEqual(["frais", "d", "operation", "2", "5"]);
    expect(words("الدَّفْعُ بالبطاقة")).toEqual(["الدفع", "بالبطاقه"]);
    expect(words(" -- ")).toEqual([]);
  });
});
