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

describe("Markdown tables in content (review pass 4, 4.1)", () => {
  it("render as a real <table>, with a header row, in every language of the QR help article", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { renderMdx } = await import("@/lib/content/collection");
    for (const lang of langs) {
      const entry = helpArticle("qr-code-payments", lang);
      const html = renderToStaticMarkup(await renderMdx(entry!.body));
      expect(html, lang).toMatch(/<table>[\s\S]*<thead>[\s\S]*<th[^>]*>[\s\S]*<\/thead>[\s\S]*<tbody>[\s\S]*<td[^>]*>/);
      expect(html.match(/<tr>/g)?.length, lang).toBe(3);
      expect(html, `${lang}: no Markdown pipes left in the text`).not.toMatch(/\|\s*---/);
    }
  });
});
