import { devices, expect, test as base, type ConsoleMessage, type Page, type Request, type Response } from "@playwright/test";
import { sitePages } from "../../src/lib/content/pages";
import { DESKTOP, layOutEverything, waitForHydration } from "./helpers";
import { expectNoAxeViolations } from "./axe";
import { expectNoIbmViolations } from "./ibm-checker";
import { arabicTypographyMistakes } from "../support/typography-check";

/**
 * Every page of the route registry, in English on the global site and in Arabic on /dz, loaded
 * once in a browser and held to everything a page owes every visitor:
 * - it answers 200 with the language's `lang` and `dir`;
 * - on a 320 px phone nothing is wider than the screen, in either direction;
 * - no console error and no failed request;
 * - no axe violation (WCAG 2.2 AA) on the phone in light mode, then, in the same page made 1280 px
 *   wide and switched to dark mode, none on the desktop layout in dark mode either;
 * - on one page per template (each registered route, the first item of each collection), in
 *   Arabic, no violation either for the second engine, IBM's Equal Access (./ibm-checker.ts);
 * - in Arabic, the typography rules of docs/translations.md in the text the page shows (below,
 *   `arabicText`; the French half is typography.spec.ts).
 * One page load for the four checks: they were four specs, and loading each page four times was
 * most of the suite's time (docs/testing.md). The section specs keep the states a click opens
 * (dialogs, drawers, the search results).
 *
 * Each worker walks its pages in one browser tab, as a visitor going from page to page, instead of
 * a new browser context per page: the tab keeps its HTTP cache and its renderer's compiled scripts
 * (the site's and the engines'), so a page loads in a third of the time and axe goes in four times
 * faster (docs/testing.md, "Time"). Nothing else carries over: each test clears the cookies, starts
 * on the phone in light mode, and counts only the errors and requests of its own page. A failed
 * test restarts the worker, and with it the tab.
 */
const entries = sitePages().filter((entry) => !/\.(xml|yaml|md|txt|json)$/.test(entry.path));
const templates = new Set([...new Map(entries.map((entry) => [entry.route.path, entry.path])).values()]);
const targets = entries.flatMap(({ path }) => [
  { path, url: `${path}?lang=en`, label: `en ${path}`, lang: "en", dir: "ltr", ibm: false },
  {
    path,
    url: `${path === "/" ? "/dz" : `/dz${path}`}?lang=ar`,
    label: `ar /dz${path === "/" ? "" : path}`,
    lang: "ar",
    dir: "rtl",
    ibm: templates.has(path),
  },
]);

const PHONE = { width: 320, height: 720 };

/** One tab per worker, for every page it is given (above). */
const test = base.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices["Desktop Chrome"],
        baseURL: workerInfo.project.use.baseURL,
        viewport: PHONE,
        colorScheme: "light",
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * What goes wrong on the page from now on: console errors, uncaught exceptions, and requests made
 * from now on that fail or answer 4xx/5xx (a request of the page before, cut short by leaving it,
 * is not this page's). `stop()` detaches the listeners and returns the lists.
 */
function watchPage(page: Page) {
  const errors: string[] = [];
  const failed: string[] = [];
  const ours = new WeakSet<object>();
  const onRequest = (request: Request) => void ours.add(request);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => void errors.push(`pageerror: ${error.message}`);
  const onFailed = (request: Request) => {
    if (ours.has(request)) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  };
  const onResponse = (response: Response) => {
    if (ours.has(response.request()) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  page.on("request", onRequest);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  return {
    stop() {
      page.off("request", onRequest);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      page.off("requestfailed", onFailed);
      page.off("response", onResponse);
      return { errors, failed };
    },
  };
}

/**
 * The Arabic text of the page as a visitor without JavaScript reads it, for the typography rules
 * of docs/translations.md (Arabic punctuation after Arabic text, Western digits, one form of the
 * dinar), read from the page as it stands at the end of its test (1280 px, every section laid
 * out): the no-JavaScript fallbacks shown again (`data-js` removed, each <noscript> put in as
 * HTML), code and text in another direction or language taken out, then `innerText`. The copy is
 * checked file by file in src/i18n/typography.test.ts; this catches what components join (a label
 * and its colon, a figure and its unit, numbers formatted at render time). It edits the page: the
 * last step of a test.
 */
async function arabicText(page: Page): Promise<string> {
  return page.evaluate(() => {
    document.documentElement.removeAttribute("data-js");
    for (const noscript of document.querySelectorAll("noscript")) {
      const shown = document.createElement("div");
      shown.innerHTML = noscript.textContent ?? "";
      noscript.replaceWith(shown);
    }
    for (const el of document.querySelectorAll("pre, code, kbd, samp, body [dir=ltr], body [lang]:not([lang=ar])")) el.remove();
    return document.body.innerText;
  });
}

for (const { path, url, label, lang, dir, ibm } of targets) {
  test(`${label}: 200 in its language, fits 320 px, no error, no axe violation (phone light, desktop dark)${ibm ? ", none for IBM's engine" : ""}${lang === "ar" ? ", Arabic typography" : ""}`, async ({
    tab: page,
  }) => {
    await page.context().clearCookies();
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: "light" });
    const watch = watchPage(page);

    // Loaded and hydrated: the page as a visitor uses it. Its requests are all made by then (none
    // after the load event on any page); any late one still counts, as the end waits for the
    // network to go quiet before reading the failures.
    const response = await page.goto(url, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await layOutEverything(page);
    // The elements that stick out are looked for only when the page is wider than the screen.
    const overflow = await page.evaluate(() => {
      const { scrollWidth: scroll, clientWidth: client } = document.documentElement;
      const culprits =
        scroll <= client
          ? []
          : [...document.querySelectorAll("body *")]
              .filter((el) => {
                const box = el.getBoundingClientRect();
                return box.width > 0 && (box.right > client + 1 || box.left < -1) && getComputedStyle(el).position !== "fixed";
              })
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
      return { scroll, client, culprits };
    });
    expect(overflow.scroll, `wider than the screen: ${overflow.culprits.join(", ")}`).toBeLessThanOrEqual(overflow.client);
    await expectNoAxeViolations(page, `${label} at 320 px in light mode`);
    if (ibm) await expectNoIbmViolations(page, `${label} at 320 px in light mode`);

    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: "dark" });
    // Checked every frame (an assertion's retries come 100 ms and more apart).
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"), null, { timeout: 10_000 }).catch(() => undefined);
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoAxeViolations(page, `${label} at ${DESKTOP.width} px in dark mode`);

    await page.waitForLoadState("networkidle");
    const { errors, failed } = watch.stop();
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);

    if (lang === "ar") {
      // The developer pages write amounts as the API returns them, with the currency code DZD (as
      // the unit test of the copy allows them).
      const mistakes = arabicTypographyMistakes(await arabicText(page)).filter(
        (mistake) => !(path.startsWith("/developer/") && mistake.startsWith("a dinar")),
      );
      expect(mistakes).toEqual([]);
    }
  });
}
