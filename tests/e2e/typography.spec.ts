import { expect, test } from "@playwright/test";
import { allPages } from "../../src/lib/content/pages";
import { frenchTypographyMistakes } from "../support/typography-check";

/**
 * The French typography rules of docs/translations.md, read in the text a visitor sees: every
 * registered page in French on /dz, as the browser renders it (`innerText` of the body). The copy
 * is checked file by file in src/i18n/typography.test.ts; this catches what components join (a
 * label and its colon, a figure and its unit or percent sign, numbers formatted at render time):
 * no breakable space where a no-break one is due (before `: ; ? ! %` and units, inside « »,
 * between thousands). Code, and text marked as another language or left to right (phone numbers,
 * addresses, API names), are left out, as in the unit test.
 * Without JavaScript: the server's rendering, which is what every client component starts from,
 * and each page loads in a fraction of the time.
 * The Arabic rules are checked on every page in Arabic on /dz by every-page.spec.ts, on the load
 * it makes of each page anyway (`arabicText`).
 */
const pages = allPages().filter((path) => !/\.(xml|yaml|md|txt|json)$/.test(path));

test.use({ javaScriptEnabled: false });

test("every page's rendered text in French follows the typography rules", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "edge", "the same HTML as the site alone");
  test.setTimeout(300_000);
  const wrong: string[] = [];
  for (const path of pages) {
    const url = `/dz${path === "/" ? "" : path}?lang=fr`;
    const response = await page.goto(url, { waitUntil: "domcontentloaded" });
    expect(response?.status(), url).toBe(200);
    // Every section laid out (content-visibility would leave some out of innerText), code and
    // text in another direction or language taken out, then the text as rendered.
    const text = await page.evaluate(() => {
      document.documentElement.setAttribute("data-render-all", "");
      for (const el of document.querySelectorAll("pre, code, kbd, samp, body [dir=ltr], body [lang]:not([lang=fr])")) el.remove();
      return document.body.innerText;
    });
    for (const mistake of frenchTypographyMistakes(text, { rendered: true })) wrong.push(`${url}: ${mistake}`);
  }
  expect(wrong).toEqual([]);
});
