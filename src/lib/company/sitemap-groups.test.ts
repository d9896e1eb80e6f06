import { describe, expect, it } from "vitest";
import { groupOf, humanize, sitemapEntries } from "./sitemap-groups";

describe("HTML site map grouping", () => {
  it("groups pages by section, legal documents apart", () => {
    expect(groupOf("/")).toBe("home");
    expect(groupOf("/sitemap")).toBe("home");
    expect(groupOf("/app/wallet")).toBe("app");
    expect(groupOf("/app/term")).toBe("legal");
    expect(groupOf("/company/accessibility")).toBe("legal");
    expect(groupOf("/company/news/some-article")).toBe("company");
  });

  it("labels every page: navigation keys, own keys, collection items, and a readable fallback", () => {
    const groups = sitemapEntries(["/", "/app/help", "/app/help/qr-code-payments", "/business/term", "/company/news/x", "/company/news"]);
    expect(groups.home[0]?.label).toEqual({ kind: "page", key: "home" });
    expect(groups.app.map((entry) => [entry.path, entry.depth])).toEqual([["/app/help", 0], ["/app/help/qr-code-payments", 1]]);
    expect(groups.app[1]?.label).toEqual({ kind: "text", text: "Qr code payments" });
    expect(groups.legal[0]?.label).toEqual({ kind: "page", key: "businessTerm" });
    expect(groups.company.find((entry) => entry.path === "/company/news/x")?.label).toEqual({ kind: "news", slug: "x" });
    expect(humanize("/a/b_c-d")).toBe("B c d");
  });
});
