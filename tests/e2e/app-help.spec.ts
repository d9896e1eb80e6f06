import { expect, test } from "@playwright/test";
import { HELP_SLUGS, appCopy, fill } from "./app-helpers";
import sharedEn from "../../messages/en.json" with { type: "json" };
import sharedAr from "../../messages/ar.json" with { type: "json" };

const shared = { en: sharedEn, ar: sharedAr };

const faq = appCopy.en.help.faq;

test.describe("help centre", () => {
  test("the FAQ opens and closes by keyboard", async ({ page }) => {
    await page.goto("/app/help");
    const question = fill(faq.topics.deletion.items[1]!.q);
    const answer = fill(faq.topics.deletion.items[1]!.a);
    // A native disclosure: it works before (and without) any JavaScript.
    const entry = page.locator("details", { has: page.getByRole("heading", { name: question }) });
    const summary = entry.locator("summary");
    await expect(entry).not.toHaveAttribute("open");
    await expect(page.getByText(answer)).toBeHidden();
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(entry).toHaveAttribute("open", "");
    await expect(page.getByText(answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(entry).not.toHaveAttribute("open");
    await expect(page.getByText(answer)).toBeHidden();
  });

  test("an entry's chevron points down when closed and up when open, and the browser's own marker is hidden", async ({ page }) => {
    await page.goto("/dz/app/help");
    const entry = page.locator("details").first();
    const chevron = entry.locator("summary > svg");
    const rotation = () => chevron.evaluate((svg) => getComputedStyle(svg).rotate);
    await expect(chevron).toBeVisible();
    expect(await rotation()).toBe("none");
    expect(await entry.locator("summary").evaluate((summary) => getComputedStyle(summary).display)).toBe("flex");
    await entry.locator("summary").click();
    await expect(entry).toHaveAttribute("open", "");
    await expect.poll(rotation).toBe("180deg");
    // The answer is set in the muted ink, inset like its question.
    const answer = entry.locator("summary + div");
    const [answerColor, questionColor] = await Promise.all([
      answer.evaluate((div) => getComputedStyle(div).color),
      entry.locator("summary").evaluate((summary) => getComputedStyle(summary).color),
    ]);
    expect(answerColor).not.toBe(questionColor);
    expect(await answer.evaluate((div) => getComputedStyle(div).paddingInlineStart)).toBe("20px");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("an answer opens with a click on its question", async ({ page }) => {
      await page.goto("/dz/app/help");
      const item = appCopy.ar.help.faq.topics.deletion.items[1]!;
      await expect(page.getByText(fill(item.a))).toBeHidden();
      await page.getByRole("heading", { name: fill(item.q) }).click();
      await expect(page.getByText(fill(item.a))).toBeVisible();
    });
  });

  test("every answer is in the server HTML, and FAQPage structured data lists every question", async ({ request }) => {
    const html = await (await request.get("/app/help?lang=en")).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data["@type"]).toBe("FAQPage");
    const questions = Object.values(faq.topics).flatMap((topic) => topic.items);
    expect(data.mainEntity).toHaveLength(questions.length);
    for (const item of questions) {
      expect(data.mainEntity).toContainEqual({
        "@type": "Question",
        name: fill(item.q),
        acceptedAnswer: { "@type": "Answer", text: fill(item.a) },
      });
    }
    expect(html).toContain(fill(faq.topics.deletion.items[1]!.a).slice(0, 30));
  });

  test("the help centre links to every guide, and a guide has breadcrumbs and related guides", async ({ page }) => {
    await page.goto("/dz/app/help?lang=en");
    for (const slug of HELP_SLUGS) await expect(page.locator(`main a[href="/dz/app/help/${slug}"]`).first()).toBeVisible();
    await page.locator('main a[href="/dz/app/help/what-is-cc"]').first().click();
    await expect(page).toHaveURL(/\/dz\/app\/help\/what-is-cc$/);
    const crumbs = page.getByRole("navigation", { name: appCopy.en.common.breadcrumbLabel });
    await expect(crumbs.getByRole("link", { name: appCopy.en.common.home })).toHaveAttribute("href", "/dz");
    await expect(crumbs.getByRole("link", { name: appCopy.en.help.hero.eyebrow })).toHaveAttribute("href", "/dz/app/help");
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    const related = page.getByRole("region", { name: appCopy.en.article.related });
    await expect(related.locator('a[href^="/dz/app/help/"]')).not.toHaveCount(0);
  });

  test("an unknown help article answers 404, never an error", async ({ request }) => {
    for (const url of ["/app/help/no-such-guide", "/dz/app/help/no-such-guide", "/ma/app/help/Bad..Slug", "/app/help/what-is-cc.mdx"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
    }
  });

  test("an unknown help article shows the localized 404 page, without header or footer", async ({ page }) => {
    for (const { url, lang, dir, title, backHome, home } of [
      { url: "/dz/app/help/no-such-guide", lang: "ar", dir: "rtl", title: shared.ar.notFound.title, backHome: shared.ar.notFound.backHome, home: "/dz" },
      { url: "/app/help/no-such-guide", lang: "en", dir: "ltr", title: shared.en.notFound.title, backHome: shared.en.notFound.backHome, home: "/" },
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.locator("html"), url).toHaveAttribute("lang", lang);
      await expect(page.locator("html"), url).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(title);
      await expect(page.getByRole("link", { name: backHome, exact: true }), url).toHaveAttribute("href", home);
      await expect(page.getByRole("banner"), url).toHaveCount(0);
      await expect(page.getByRole("contentinfo"), url).toHaveCount(0);
    }
  });
});
