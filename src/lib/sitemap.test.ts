import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPages } from "@/lib/content/pages";
import { lastModified, sitemapUrls, sitemapXml } from "./sitemap";

/** xmllint (Debian's libxml2-utils, installed by scripts/test.sh) against sitemaps.org's schema and the hreflang links. */
function validate(xml: string): { status: number | null; errors: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sitemap-")), "sitemap.xml");
  writeFileSync(file, xml);
  const result = spawnSync("xmllint", ["--noout", "--schema", "tests/schemas/sitemap-alternates.xsd", file], { encoding: "utf8" });
  if (result.error) throw result.error;
  return { status: result.status, errors: result.stderr.split("\n").slice(0, 5).join("\n") };
}

describe("sitemap.xml", () => {
  it("passes sitemaps.org's schema, alternates included", () => {
    const { status, errors } = validate(sitemapXml());
    expect(errors).toMatch(/validates$/m);
    expect(status).toBe(0);
  });

  it("the schema check fails on alternates before changefreq and priority (as Next wrote them)", () => {
    const misplaced = sitemapXml([
      { loc: "https://www.cirta.example/", changefreq: "weekly", priority: 1, alternates: { fr: "https://www.cirta.example/?lang=fr" } },
    ]).replace(/(<changefreq>.*<\/changefreq>\n<priority>.*<\/priority>)\n(<xhtml:link[^\n]*>)/, "$2\n$1");
    expect(misplaced).toMatch(/<loc>[^\n]*\n<xhtml:link/);
    expect(validate(misplaced).status).not.toBe(0);
  });

  it("lists every page of every region once, with its alternates, and each region and language's feed", () => {
    const urls = sitemapUrls();
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(urls.filter((url) => url.alternates)).toHaveLength(allPages().length * 3);
    expect(urls.filter((url) => url.loc.includes("/company/news/feed.xml"))).toHaveLength(9);
    const home = urls.find((url) => url.loc === "https://www.cirta.example/dz");
    expect(home?.alternates).toMatchObject({ "ar-DZ": "https://www.cirta.example/dz", "x-default": "https://www.cirta.example/dz" });
  });

  it("dates a page by its content where the content has a date, and never invents one", () => {
    // The dates in the items' front matter (content/news/numidia-bank-partnership/en.mdx, content/career/backend-engineer/en.mdx).
    expect(lastModified("/company/news/numidia-bank-partnership")).toBe("2026-05-12");
    expect(lastModified("/company/career/backend-engineer")).toBe("2026-10-20");
    expect(lastModified("/business/privacy")).toBe("2026-11-28"); // content/legal/business/privacy/en.mdx
    // The news list and its feeds: the newest article's date, read here from the files themselves.
    const newest = readdirSync("content/news")
      .map((slug) => /^date: "?(\d{4}-\d{2}-\d{2})"?$/m.exec(readFileSync(path.join("content/news", slug, "en.mdx"), "utf8"))?.[1] ?? "")
      .sort()
      .at(-1);
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastModified("/company/news")).toBe(newest);
    expect(sitemapUrls().find((url) => url.loc.endsWith("/company/news/feed.xml?lang=en"))?.lastmod).toBe(newest);
    expect(lastModified("/dz")).toBeUndefined();
    expect(lastModified("/business/pay/pricing")).toBeUndefined();
    const xml = sitemapXml();
    expect(xml).toContain("<lastmod>2026-11-28</lastmod>");
    expect(xml.match(/<lastmod>/g)?.length).toBe(sitemapUrls().filter((url) => url.lastmod).length);
  });
});
