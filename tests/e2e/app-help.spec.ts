import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { HELP_SLUGS, appCopy, fill } from "./app-helpers";

const faq = appCopy.en.help.faq;

test.describe("help centre", () => {
  test("the FAQ opens and closes by keyboard", async ({ page }) => {
    await page.goto("/app/help");
    await waitForHydration(page);
    const question = fill(faq.topics.deletion.items[1]!.q);
    const answer = fill(faq.topics.deletion.items[1]!.a);
    const trigger = page.getByRole("button", { name: question });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(answer)).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
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

  test("an unknown help article shows the localized 404 page in the server HTML, without header or footer", async ({ request }) => {
    const html = await (await request.get("/dz/app/help/no-such-guide")).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toMatch(/<header[\s>]/);
    expect(html).not.toMatch(/<footer[\s>]/);
  });
});
