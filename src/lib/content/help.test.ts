import { describe, expect, it } from "vitest";
import { langs } from "@/config/languages";
import { missingLanguages } from "@/lib/content/collection";
import { helpArticle, helpSlugs } from "./help";

describe("help articles", () => {
  const slugs = helpSlugs();

  it("include the guides SPEC 3 asks for", () => {
    expect(slugs).toEqual(
      expect.arrayContaining(["account-verification", "qr-code-payments", "bill-scanning", "ooredoo-top-up", "what-is-cc"]),
    );
  });

  it("exist in every language with valid front matter and a real body", () => {
    for (const slug of slugs) {
      expect([slug, missingLanguages("help", slug)]).toEqual([slug, []]);
      for (const lang of langs) {
        const entry = helpArticle(slug, lang);
        expect(entry, `${slug}/${lang}`).not.toBeNull();
        expect(entry!.body.split(/\s+/).length, `${slug}/${lang} is too short to help anyone`).toBeGreaterThan(150);
      }
    }
  });

  it("relate only to articles that exist, never to themselves, the same in every language", () => {
    for (const slug of slugs) {
      const related = helpArticle(slug, "en")!.data.related;
      expect(related.length).toBeGreaterThan(0);
      for (const other of related) {
        expect(slugs).toContain(other);
        expect(other).not.toBe(slug);
      }
      for (const lang of langs) expect(helpArticle(slug, lang)!.data.related).toEqual(related);
      for (const lang of langs) expect(helpArticle(slug, lang)!.data.topic).toBe(helpArticle(slug, "en")!.data.topic);
    }
  });
});
