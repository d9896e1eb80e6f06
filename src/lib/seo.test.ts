import { describe, expect, it } from "vitest";
import { alternateLinks } from "./seo";
import { site } from "@/config/site";

const u = (path: string) => `${site.url}${path}`;

describe("alternateLinks (SPEC 2 SEO tags)", () => {
  it("global page in its default language: canonical without query, ar-DZ alternate", () => {
    expect(alternateLinks("global", "/app/wallet", "en")).toEqual({
      canonical: u("/app/wallet"),
      languages: {
        en: u("/app/wallet?lang=en"),
        fr: u("/app/wallet?lang=fr"),
        ar: u("/app/wallet?lang=ar"),
        "x-default": u("/app/wallet"),
        "ar-DZ": u("/dz/app/wallet"),
      },
    });
  });
  it("adds ?lang to the canonical when the language is not the region's default", () => {
    expect(alternateLinks("dz", "/", "fr").canonical).toBe(u("/dz?lang=fr"));
    expect(alternateLinks("dz", "/", "ar").canonical).toBe(u("/dz"));
    expect(alternateLinks("global", "/", "ar").canonical).toBe(u("/?lang=ar"));
  });
  it("points Moroccan pages to their ar-MA version", () => {
    const { languages } = alternateLinks("ma", "/company", "ar");
    expect(languages["ar-MA"]).toBe(u("/ma/company"));
    expect(languages).not.toHaveProperty("ar-DZ");
    expect(languages["x-default"]).toBe(u("/ma/company"));
  });
});
