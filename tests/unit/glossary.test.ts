import { describe, expect, it } from "vitest";
import { glossary } from "@/i18n/glossary";
import { copyOf, prose } from "./copy-corpus";

for (const lang of ["fr", "ar"] as const) {
  describe(`${lang} glossary`, () => {
    const texts = copyOf(lang);

    it("reads a real corpus", () => {
      expect(texts.length).toBeGreaterThan(500);
    });

    for (const entry of glossary[lang]) {
      it(`says “${entry.term}” for ${entry.concept}`, () => {
        const offenders = texts.flatMap(([where, text]) =>
          entry.allowedIn?.some((fragment) => where.includes(fragment))
            ? []
            : entry.replaces.flatMap((pattern) => {
                const found = pattern.exec(prose(text));
                return found ? [`${where}: “${found[0].trim()}”`] : [];
              }),
        );
        expect(offenders).toEqual([]);
      });
    }
  });
}
