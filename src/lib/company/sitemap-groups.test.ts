import { describe, expect, it } from "vitest";
import { allPages } from "@/lib/content/pages";
import { groupOf, labelOf, sitemapEntries } from "./sitemap-groups";

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
    expect(groups.app.map((entry) => [entry.path, entry.depth])).toEqual([["/app/help", 0], ["/app/help/qr-code-payments", 1]]);
    expect(groups.app[1]?.label).toEqual({ kind: "help", slug: "qr-code-payments" });
    expect(groups.legal[0]?.label).toEqual({ kind: "page", key: "businessTerm" });
    expect(groups.company.find((entry) => entry.path === "/company/news/x")?.label).toEqual({ kind: "news", slug: "x" });
  });

  it("has a translated name for every page of the site, and refuses to make one from a URL", () => {
    for (const path of allPages()) expect(() => labelOf(path), path).not.toThrow();
    expect(() => labelOf("/app/some-new-page")).toThrow(/no name for \/app\/some-new-page/);
  });
});
