import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { langs, type Lang } from "@/config/languages";
import { helpArticle } from "@/lib/content/help";
import { careerPost } from "@/lib/content/career";
import { newsArticle } from "@/lib/content/news";
import { allPages } from "@/lib/content/pages";
import { referenceSlugs } from "@/lib/content/openapi";
import { groupOf, labelOf, sitemapEntries, type PageLabel } from "./sitemap-groups";

describe("HTML site map grouping", () => {
  it("groups pages by section, legal documents apart", () => {
    expect(groupOf("/")).toBe("home");
    expect(groupOf("/sitemap")).toBe("home");
    expect(groupOf("/app/wallet")).toBe("app");
    expect(groupOf("/app/term")).toBe("legal");
    expect(groupOf("/company/accessibility")).toBe("legal");
    expect(groupOf("/company/news/some-article")).toBe("company");
  });

  it("labels every page: navigation keys, own keys and collection items, help articles by their title", () => {
    const groups = sitemapEntries(["/", "/app/help", "/app/help/qr-code-payments", "/business/term", "/company/news/x", "/company/news"]);
    expect(groups.home[0]?.label).toEqual({ kind: "page", key: "home" });
    expect(groups.app.map((entry) => [entry.path, entry.depth])).toEqual([
      ["/app/help", 0],
      ["/app/help/qr-code-payments", 1],
    ]);
    expect(groups.app[1]?.label).toEqual({ kind: "help", slug: "qr-code-payments" });
    expect(groups.legal[0]?.label).toEqual({ kind: "page", key: "businessTerm" });
    expect(groups.company.find((entry) => entry.path === "/company/news/x")?.label).toEqual({ kind: "news", slug: "x" });
  });

  it("lists the API reference pages under their API's docs page", () => {
    const groups = sitemapEntries(allPages());
    const paths = groups.developer.map((item) => item.path);
    expect(groups.developer.find((item) => item.path === "/developer/pay/reference/create-checkout")).toEqual({
      path: "/developer/pay/reference/create-checkout",
      depth: 1,
      label: { kind: "reference", api: "pay", slug: "create-checkout" },
    });
    expect(paths.indexOf("/developer/pro")).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf("/developer/pro/reference/create-topup")).toBeGreaterThan(paths.indexOf("/developer/pro"));
  });

  it("has a translated name for every page of the site, and refuses to make one from a URL", () => {
    const messages = Object.fromEntries(
      langs.map((lang) => [
        lang,
        {
          nav: JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")).navigation.items as Record<string, { label?: string }>,
          pages: JSON.parse(readFileSync(`messages/sections/company/${lang}.json`, "utf8")).sitemap.pages as Record<string, string>,
        },
      ]),
    ) as Record<Lang, { nav: Record<string, { label?: string }>; pages: Record<string, string> }>;
    const references = { pay: new Set(referenceSlugs("pay")), pro: new Set(referenceSlugs("pro")) };
    /** The name the site map shows for a label in one language (the message, or the item's own title). */
    const name = (label: PageLabel, lang: Lang): string | undefined => {
      switch (label.kind) {
        case "nav":
          return messages[lang].nav[label.key]?.label;
        case "page":
          return messages[lang].pages[label.key];
        case "news":
          return newsArticle(label.slug, lang)?.data.title;
        case "career":
          return careerPost(label.slug, lang)?.data.title;
        case "help":
          return helpArticle(label.slug, lang)?.data.title;
        case "reference":
          // Named by its operation in the OpenAPI document (src/lib/openapi/openapi.test.ts checks the summaries in every language).
          return references[label.api].has(label.slug) ? label.slug : undefined;
      }
    };
    const pages = allPages();
    expect(pages.length).toBeGreaterThan(40);
    const unnamed = pages.flatMap((path) => langs.filter((lang) => !name(labelOf(path), lang)?.trim()).map((lang) => `${lang} ${path}`));
    expect(unnamed).toEqual([]);
    expect(name(labelOf("/company/accessibility"), "fr")).toBe("Déclaration d’accessibilité");
    expect(() => labelOf("/app/some-new-page")).toThrow(/no name for \/app\/some-new-page/);
    // Reads every collection item in every language: slow on a busy machine.
  }, 30_000);
});
