import { langs } from "../../src/config/languages";
import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import en from "../../messages/sections/company/en.json" with { type: "json" };
import { holdLateScripts, waitForHydration } from "./helpers";

const newsCount = readdirSync("content/news", { withFileTypes: true }).filter((e) => e.isDirectory()).length;
const PAGE_SIZE = 3;

test.describe("news list, load more, feed", () => {
  test("load more appends the next page and stops at the end", async ({ page }) => {
    await page.goto("/company/news?lang=en");
    await waitForHydration(page);
    const list = page.getByRole("list", { name: en.news.listLabel });
    const articles = list.getByRole("article");
    await expect(articles).toHaveCount(Math.min(PAGE_SIZE, newsCount));
    const firstTitles = await articles.locator("h2").allTextContents();
    const button = page.getByRole("button", { name: en.news.loadMore });
    let expected = Math.min(PAGE_SIZE, newsCount);
    while (expected < newsCount) {
      await button.click();
      expected = Math.min(expected + PAGE_SIZE, newsCount);
      await expect(articles).toHaveCount(expected);
    }
    await expect(button).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.news.end })).toBeVisible();
    // The first page is unchanged and no article is repeated.
    const titles = await articles.locator("h2").allTextContents();
    expect(titles.slice(0, firstTitles.length)).toEqual(firstTitles);
    expect(new Set(titles).size).toBe(newsCount);
  });

  test("the pager's code loads at the first 'load more', which then shows the next page", async ({ page }) => {
    await page.goto("/company/news?lang=en");
    const scripts = await holdLateScripts(page);
    const articles = page.getByRole("list", { name: en.news.listLabel }).getByRole("article");
    await expect(articles).toHaveCount(PAGE_SIZE);
    const button = page.getByRole("button", { name: en.news.loadMore });
    await button.click();
    await expect.poll(scripts.count).toBeGreaterThan(0);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(en.news.loading);
    await expect(button).toBeDisabled();
    await scripts.release();
    await expect(articles).toHaveCount(Math.min(2 * PAGE_SIZE, newsCount));
    // Keyboard and screen-reader users go on from the first new article.
    await expect(articles.nth(PAGE_SIZE).getByRole("link").first()).toBeFocused();
  });

  test("the JSON endpoint serves each page newest first and 404s past the end", async ({ request }) => {
    const pages = Math.ceil(newsCount / PAGE_SIZE);
    const dates: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const response = await request.get(`/dz/company/news/page/${n}?lang=fr`);
      expect(response.status()).toBe(200);
      // The same URL answers in another language for another visitor: never in a shared cache.
      expect(response.headers()["cache-control"]).toContain("private");
      const body = await response.json();
      expect(body.nextPage).toBe(n < pages ? n + 1 : null);
      for (const item of body.items) {
        expect(item.href).toMatch(/^\/dz\/company\/news\/[a-z0-9-]+$/);
        dates.push(item.date);
      }
    }
    expect(dates).toHaveLength(newsCount);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await request.get(`/company/news/page/${pages + 1}`)).status()).toBe(404);
    expect((await request.get("/company/news/page/abc")).status()).toBe(404);
  });

  for (const lang of langs) {
    test(`the ${lang} feed is RSS 2.0 with its required elements, in ${lang}, linked in the head`, async ({ request, page }) => {
      const response = await request.get(`/company/news/feed.xml?lang=${lang}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const channel = doc.querySelector("rss > channel");
        const own = (parent: Element | null | undefined, name: string) => [...(parent?.children ?? [])].filter((child) => child.localName === name && child.namespaceURI === null);
        return {
          error: doc.getElementsByTagName("parsererror").length,
          root: [doc.documentElement.localName, doc.documentElement.getAttribute("version")],
          // RSS 2.0's required channel elements, once each.
          required: ["title", "link", "description"].map((name) => own(channel, name).map((el) => el.textContent?.trim() ?? "")),
          self: [...(channel?.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link") ?? [])].map((el) => [el.getAttribute("rel"), el.getAttribute("href")]),
          language: doc.querySelector("channel > language")?.textContent,
          items: [...doc.querySelectorAll("item")].map((item) => ({
            title: item.querySelector("title")?.textContent,
            link: item.querySelector("link")?.textContent,
            description: item.querySelector("description")?.textContent,
            guid: item.querySelector("guid")?.textContent,
            pubDate: item.querySelector("pubDate")?.textContent,
          })),
        };
      }, xml);
      expect(parsed.error).toBe(0);
      expect(parsed.root).toEqual(["rss", "2.0"]);
      for (const values of parsed.required) expect(values).toEqual([expect.stringMatching(/\S/)]);
      expect(parsed.required[1]?.[0]).toMatch(/^https:\/\/[^/]+\/company\/news(\?lang=\w+)?$/);
      expect(parsed.self).toEqual([["self", expect.stringMatching(new RegExp(`^https://[^/]+/company/news/feed\\.xml\\?lang=${lang}$`))]]);
      // Each item: a title and a description, a unique guid, an RFC 822 date.
      expect(new Set(parsed.items.map((item) => item.guid)).size).toBe(parsed.items.length);
      for (const item of parsed.items) {
        expect(item.title && item.description, item.link ?? "").toBeTruthy();
        expect(item.pubDate, item.link ?? "").toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      }
      expect(parsed.language).toBe(lang);
      expect(parsed.items).toHaveLength(newsCount);
      for (const item of parsed.items) expect(item.link).toMatch(new RegExp(`/company/news/[a-z0-9-]+\\?lang=${lang}$`));
      const html = await (await request.get(`/company/news?lang=${lang}`)).text();
      const firstTitle = /<h2 id="news-[^"]+"[^>]*><a[^>]*>([^<]+)<\/a>/.exec(html)?.[1];
      expect(parsed.items[0]?.title).toBe(firstTitle?.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"));
      expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="[^"]*/company/news/feed\\.xml\\?lang=${lang}"`));
    });
  }

  test("the feeds are listed in /sitemap.xml", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const lang of langs) expect(xml).toContain(`/company/news/feed.xml?lang=${lang}</loc>`);
    expect(xml).toContain(`/dz/company/news/feed.xml?lang=ar</loc>`);
  });
});
