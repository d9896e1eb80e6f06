import { describe, expect, it } from "vitest";
import { legalSectionOf, sectionOf } from "./sections";
import { footerLegalLinks } from "@/components/layout/footer-links";

describe("sections", () => {
  it("reads the first segment after the region", () => {
    expect(sectionOf("/")).toBe("home");
    expect(sectionOf("/app/wallet")).toBe("app");
    expect(sectionOf("/business/pay/pricing")).toBe("business");
    expect(sectionOf("/developer/pay")).toBe("developer");
    expect(sectionOf("/company/news/x")).toBe("company");
    expect(sectionOf("/sitemap")).toBe("home");
    expect(sectionOf("/home")).toBe("home");
  });
  it("prefixes legal links by business, developer, else app", () => {
    expect(legalSectionOf("business")).toBe("business");
    expect(legalSectionOf("developer")).toBe("developer");
    expect(legalSectionOf("company")).toBe("app");
    expect(legalSectionOf("home")).toBe("app");
    expect(legalSectionOf("app")).toBe("app");
  });
  it("builds the footer's legal links with region and section", () => {
    expect(footerLegalLinks("dz", "business").map((l) => l.href)).toEqual([
      "/dz/business/term",
      "/dz/business/privacy",
      "/dz/business/cookie",
      "/dz/sitemap",
      "/dz/company/legal",
    ]);
    expect(footerLegalLinks("global", "home").map((l) => l.href)).toEqual(["/app/term", "/app/privacy", "/app/cookie", "/sitemap", "/company/legal"]);
    expect(footerLegalLinks("ma", "developer")[0]?.href).toBe("/ma/developer/term");
  });
});
