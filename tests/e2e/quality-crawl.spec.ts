import { expect, test } from "@playwright/test";
import { crawl, fetchPage, regionOf, type CrawledPage } from "./crawl";
import { REGION_PREFIXES } from "./helpers";
import { dirOf, langs } from "../../src/config/languages";
import { allPages } from "../../src/lib/content/pages";

const SITE = "https://www.cirta.example";
const DEFAULT_LANG = { global: "en", dz: "ar", ma: "ar" } as const;
const HOMES = new Set(["/", "/dz", "/ma"]);

/** Region-less path: `/dz/app` -> `/app`, `/dz` -> `/`. */
const bare = (path: string) => path.replace(/^\/(dz|ma)(?=\/|$)/, "") || "/";

/** Every registered page (src/lib/content/pages.ts, from the route registry). */
const registered = new Set<string>(allPages());
/** The registered pages that are HTML pages (not a feed or a file). */
const registeredPages = [...registered].filter((path) => !/\.(xml|yaml|md|txt|json)$/.test(path));

/** Issue 12: no page of the API docs weighs more than this, as uncompressed HTML. */
const HTML_BUDGET = 250 * 1024;

test.describe.configure({ mode: "serial" });

let pages: CrawledPage[] = [];
/**
 * Every registered page in every region and language, as a visitor in that language gets it
 * through the edge (the language in the `lang` cookie): the crawl's answer, or, for one the links
 * did not reach, the same request made for it.
 */
let everywhere: CrawledPage[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  pages = await crawl(request);
  const ok = pages.filter((p) => p.status === 200 && p.html);
  const crawled = new Map(pages.map((p) => [`${p.lang} ${p.path}`, p]));
  const unlinked: string[] = [];
  everywhere = [];
  for (const path of registeredPages)
    for (const prefix of REGION_PREFIXES)
      for (const lang of langs) {
        const url = `${prefix}${path === "/" && prefix ? "" : path}`;
        let page = crawled.get(`${lang} ${url}`);
        if (!page) {
          page = await fetchPage(request, url, lang);
          unlinked.push(`${lang} ${url}`);
        }
        everywhere.push(page);
      }
  console.log(
    `crawl: ${pages.length} responses, ${ok.length} pages answered 200 (${new Set(ok.map((p) => p.path)).size} distinct paths x 3 languages); ` +
      `registered pages in every region and language not reached by a link, fetched besides: ${unlinked.length ? unlinked.join(", ") : "none"}`,
  );
});

test("every registered page answers 200 in every region and language through the edge, with the right lang and dir", async () => {
  // The one walk of every page x region x language through the edge (routing.spec.ts walks them
  // with ?lang= on the site alone): each answer as a visitor in that language gets it.
  expect(everywhere).toHaveLength(registeredPages.length * REGION_PREFIXES.length * langs.length);
  const wrong = everywhere
    .filter((p) => p.status !== 200 || !p.html.includes(`<html lang="${p.lang}" dir="${dirOf(p.lang)}"`))
    .map((p) => `${p.lang} ${p.path} -> ${p.status} ${/<html[^>]*>/.exec(p.html)?.[0] ?? "(no html element)"}`);
  expect(wrong).toEqual([]);
});

test("no page of the API docs is more than 250 KB of HTML, in any region or language (issue 12)", async () => {
  // The docs pages and every reference page (from the route registry), as served before
  // compression (Playwright inflates what the edge compresses).
  const docs = everywhere.filter((p) => /^\/developer\/(pay|pro)(\/|$)/.test(bare(p.path)));
  expect(docs).toHaveLength(registeredPages.filter((path) => /^\/developer\/(pay|pro)(\/|$)/.test(path)).length * 9);
  const heavy = docs
    .filter((p) => Buffer.byteLength(p.html) > HTML_BUDGET)
    .map((p) => `${p.lang} ${p.path}: ${(Buffer.byteLength(p.html) / 1024).toFixed(1)} KB`);
  expect(heavy).toEqual([]);
});

test("every linked page answers 200", async () => {
  // Every menu's page is built: a link anywhere that answers anything else is broken.
  expect(pages.length).toBeGreaterThan(registered.size);
  const broken = pages.filter((p) => p.status !== 200);
  expect(broken.map((p) => `${p.lang} ${p.path} -> ${p.status}`)).toEqual([]);
});

test("no page has a complementary landmark without a name", async () => {
  // An <aside> is a landmark: screen readers list it, so it needs a name (or it should not be one).
  const nameless = pages.filter((p) => p.html && /<aside(?![^>]*aria-label)/.test(p.html)).map((p) => `${p.lang} ${p.path}`);
  expect(nameless).toEqual([]);
});

test("every registered page is reachable by links from the homes", async () => {
  const reached = new Set(pages.filter((p) => p.status === 200 && p.html).map((p) => bare(p.path)));
  const orphans = [...registered].filter((path) => !reached.has(path) && !/\/(feed\.xml|openapi\.yaml)$|\.(md|txt|xml|json)$/.test(path));
  expect(orphans).toEqual([]);
});

test("each page has the right lang and dir", async () => {
  for (const page of pages.filter((p) => p.status === 200 && p.html)) {
    expect(page.html, `${page.lang} ${page.path}`).toContain(`<html lang="${page.lang}" dir="${page.lang === "ar" ? "rtl" : "ltr"}"`);
  }
});

test("titles are unique per language and region", async () => {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const page of pages.filter((p) => p.status === 200 && p.html)) {
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    expect(title, `${page.lang} ${page.path}`).toBeTruthy();
    const key = `${page.lang}|${regionOf(page.path)}|${title}`;
    if (seen.has(key)) duplicates.push(`${page.lang} ${page.path} repeats the title of ${seen.get(key)}: ${title}`);
    seen.set(key, page.path);
  }
  expect(duplicates).toEqual([]);
});

test("canonical and hreflang alternates follow SPEC 2 on every page (the search results page, never indexed, has none)", async () => {
  for (const page of pages.filter((p) => p.status === 200 && p.html)) {
    if (/<meta name="robots" content="noindex/.test(page.html)) {
      expect(bare(page.path), `${page.lang} ${page.path} is noindex`).toBe("/search");
      expect(page.html, `${page.lang} ${page.path}`).not.toContain('rel="canonical"');
      continue;
    }
    const region = regionOf(page.path);
    const rest = bare(page.path);
    const url = (prefix: string, query = "") => `${SITE}${prefix}${rest === "/" ? (prefix ? "" : "/") : rest}${query}`;
    const own = region === "global" ? "" : `/${region}`;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1];
    const strip = (u?: string) => u?.replace(/\/(\?|$)/, "$1");
    expect(strip(canonical), `${page.lang} ${page.path}`).toBe(
      strip(url(own, page.lang === DEFAULT_LANG[region] ? "" : `?lang=${page.lang}`)),
    );
    const alternates = Object.fromEntries(
      [...page.html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], strip(m[2])]),
    );
    const regional = region === "ma" ? "ma" : "dz";
    expect(alternates, `${page.lang} ${page.path}`).toEqual({
      en: strip(url(own, "?lang=en")),
      fr: strip(url(own, "?lang=fr")),
      ar: strip(url(own, "?lang=ar")),
      "x-default": strip(url(own)),
      [`ar-${regional.toUpperCase()}`]: strip(url(`/${regional}`)),
    });
  }
});

test("no link drops or changes the region prefix (region homes excepted)", async () => {
  const wrong: string[] = [];
  for (const page of pages.filter((p) => p.status === 200 && p.html)) {
    const region = regionOf(page.path);
    for (const link of page.links) {
      if (HOMES.has(link)) continue;
      if (regionOf(link) !== region) wrong.push(`${page.lang} ${page.path} links to ${link}`);
    }
  }
  expect(wrong).toEqual([]);
});
