import { describe, expect, it } from "vitest";
import { langs } from "@/config/languages";
import { listSlugs, missingLanguages } from "./collection";
import { careerList, careerPost, careerSlugs } from "./career";
import { headingsOf, legalDocs, legalDocument, legalPaths, legalSections } from "./legal";
import { newsArticle, newsList, newsPage, newsSlugs, readingMinutes, sortByDate } from "./news";
import { careerSchema, legalSchema, newsSchema } from "./schemas";

const goodNews = { title: "A title", summary: "A summary that is long enough.", date: "2026-01-02", category: "product" };
const goodJob = {
  title: "Engineer",
  summary: "A summary that is long enough.",
  team: "Engineering",
  location: "Algiers",
  city: "Algiers",
  type: "FULL_TIME",
  datePosted: "2026-01-02",
  validThrough: "2026-03-02",
};

describe("company content schemas", () => {
  it("reject bad news front matter", () => {
    expect(newsSchema.safeParse(goodNews).success).toBe(true);
    for (const bad of [
      { ...goodNews, date: "2026-13-40" },
      { ...goodNews, date: "14/10/2026" },
      { ...goodNews, category: "gossip" },
      { ...goodNews, summary: "" },
      { ...goodNews, extra: "unknown key" },
      { title: "No date", summary: "A summary that is long enough.", category: "product" },
    ]) {
      expect(newsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("reject bad job and legal front matter", () => {
    expect(careerSchema.safeParse(goodJob).success).toBe(true);
    expect(careerSchema.safeParse({ ...goodJob, type: "SOMETIMES" }).success).toBe(false);
    expect(careerSchema.safeParse({ ...goodJob, validThrough: "soon" }).success).toBe(false);
    expect(legalSchema.safeParse({ title: "Terms", summary: "A summary that is long enough.", updated: "2026-11-02" }).success).toBe(true);
    expect(legalSchema.safeParse({ title: "Terms", summary: "A summary that is long enough." }).success).toBe(false);
  });
});

describe("company collections", () => {
  it("have at least 6 news articles and 3 job posts, each in all three languages", () => {
    expect(newsSlugs().length).toBeGreaterThanOrEqual(6);
    expect(careerSlugs().length).toBeGreaterThanOrEqual(3);
    for (const slug of newsSlugs()) expect([slug, missingLanguages("news", slug)]).toEqual([slug, []]);
    for (const slug of careerSlugs()) expect([slug, missingLanguages("career", slug)]).toEqual([slug, []]);
  });

  it("have the nine legal documents in all three languages, with valid front matter", () => {
    expect(legalPaths()).toHaveLength(9);
    for (const section of legalSections) {
      expect(listSlugs(`legal/${section}`).sort()).toEqual([...legalDocs].sort());
      for (const doc of legalDocs) {
        expect([section, doc, missingLanguages(`legal/${section}`, doc)]).toEqual([section, doc, []]);
        for (const lang of langs) expect(headingsOf(legalDocument(section, doc, lang).body).length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("load every item in every language, with brand names filled in", () => {
    for (const lang of langs) {
      expect(newsList(lang)).toHaveLength(newsSlugs().length);
      expect(careerList(lang)).toHaveLength(careerSlugs().length);
      for (const slug of newsSlugs()) expect(newsArticle(slug, lang)?.data.title).not.toMatch(/\{\w+\}/);
      for (const slug of careerSlugs()) expect(careerPost(slug, lang)?.body).not.toMatch(/\{(brand|appName|payName|proName)\}/);
    }
  });

  it("have unique slugs, and no news slug that collides with the JSON page or feed routes", () => {
    const slugs = [...newsSlugs(), ...careerSlugs()];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(newsSlugs()).not.toContain("page");
  });

  it("give the same date and category to an article in every language", () => {
    for (const slug of newsSlugs()) {
      const [en, fr, ar] = langs.map((lang) => newsArticle(slug, lang)?.data);
      expect([slug, fr?.date, ar?.date, fr?.category, ar?.category]).toEqual([slug, en?.date, en?.date, en?.category, en?.category]);
    }
  });

  it("sort news newest first and page them", () => {
    for (const lang of langs) {
      const dates = newsList(lang).map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(sortByDate([{ date: "2025-01-01", slug: "a" }, { date: "2026-01-01", slug: "b" }]).map((item) => item.slug)).toEqual(["b", "a"]);
    const first = newsPage("en", 1);
    const all = newsList("en");
    expect(first.items).toEqual(all.slice(0, first.items.length));
    const pages = Array.from({ length: first.pageCount }, (_, index) => newsPage("en", index + 1));
    expect(pages.flatMap((page) => page.items.map((item) => item.slug))).toEqual(all.map((item) => item.slug));
    expect(pages.at(-1)?.nextPage).toBeNull();
    // Three articles a page; with at least six articles, page 1 leads to page 2.
    expect(first.items).toHaveLength(3);
    expect(newsPage("en", 2).items).toHaveLength(3);
    expect(first.nextPage).toBe(2);
    expect(newsPage("en", first.pageCount + 1).items).toEqual([]);
  });

  it("use no Markdown tables (the MDX compiler has no GFM: a table would render as plain text)", () => {
    const bodies = langs.flatMap((lang) => [
      ...newsSlugs().map((slug) => newsArticle(slug, lang)?.body ?? ""),
      ...careerSlugs().map((slug) => careerPost(slug, lang)?.body ?? ""),
      ...legalSections.flatMap((section) => legalDocs.map((doc) => legalDocument(section, doc, lang).body)),
    ]);
    for (const body of bodies) expect(body).not.toMatch(/^\|.*\|\s*$/m);
  });

  it("list in every cookie policy what the site really stores", () => {
    for (const section of legalSections) {
      for (const lang of langs) {
        const body = legalDocument(section, "cookie", lang).body;
        for (const name of ["`lang`", "`theme`", "`region`", "`hasSubPath`", "`_ga`", "Google Analytics"]) expect([section, lang, body.includes(name)]).toEqual([section, lang, true]);
      }
    }
  });

  it("estimate reading time in whole minutes, at least one", () => {
    expect(readingMinutes("word ".repeat(10))).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
  });
});

describe("facts that pages state twice agree", () => {
  it("the terminals' milestone is the year of their news post, and the reseller service three years older, as the post says", async () => {
    const { milestones } = await import("@/data/company");
    const year = (key: string) => milestones.find((milestone) => milestone.key === key)?.year;
    const post = newsArticle("pro-terminals-for-resellers", "en");
    const postYear = Number(post!.data.date.slice(0, 4));
    expect(year("proTerminals")).toBe(postYear);
    expect(post!.body).toMatch(/For three years/);
    expect(year("proLaunch")).toBe(postYear - 3);
  });

  it("no article calls itself fictional or the site a demonstration", () => {
    for (const slug of newsSlugs()) {
      for (const lang of langs) {
        const body = newsArticle(slug, lang)!.body;
        expect(body, `${slug} ${lang}`).not.toMatch(/fictional|fictive|demonstration|démonstration|وهمي|تجريبي/i);
      }
    }
  });
});
