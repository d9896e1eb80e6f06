import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import { DESKTOP, GA_BASE_URL, PHONE, waitForHydration, watchErrors } from "./helpers";
import { expectNoAxeViolations } from "./axe";


/**
 * The header's search field (wide screens), by its label: a plain search field in the page's HTML,
 * the combobox once its first focus or keystroke has loaded it.
 */
const headerField = (page: Page, label: string = en.search.label) => page.getByRole("banner").getByLabel(label, { exact: true }).and(page.locator("input"));

/** Requests for a search index, recorded from the start of the page. */
function watchIndex(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/data/search/")) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe("the header's search field", () => {
  test.use({ viewport: DESKTOP });

  test("costs nothing until used: the index loads at the first keystroke, in the page's language", async ({ page }) => {
    const index = watchIndex(page);
    await page.goto("/dz");
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState("networkidle");
    expect(index).toEqual([]);
    const field = headerField(page, ar.search.label);
    await expect(field).toHaveAttribute("type", "search");
    await expect(field).not.toHaveAttribute("role", "combobox");
    await field.fill("الفواتير");
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(index).toEqual(["/data/search/ar.json"]);
  });

  test("opens with / and Ctrl+K, lists results as you type, and works from the keyboard", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("/");
    await expect(headerField(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("Control+k");
    await expect(headerField(page)).toBeFocused();

    await page.keyboard.type("refnd");
    const field = page.getByRole("banner").getByRole("combobox", { name: en.search.label });
    const list = page.getByRole("listbox", { name: en.search.label });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");
    const options = list.getByRole("option");
    await expect(options.first()).toContainText(/refund/i);
    // The status line announces the count (a polite live region).
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(/\d+ results?/);
    // The last option opens the results page.
    await expect(options.last()).toHaveText(en.search.seeAll.replace("{query}", "refnd"));

    await page.keyboard.press("ArrowDown");
    const first = options.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowUp");
    await expect(field).not.toHaveAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowDown");

    const target = await first.locator(".site-search-title").textContent();
    await Promise.all([page.waitForURL(/\/business\/pay\/(pricing|help)$/), page.keyboard.press("Enter")]);
    await expect(page.getByText(target ?? "", { exact: true }).first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("Escape closes the list, then clears the field; Enter without a choice opens the results page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const field = headerField(page);
    await field.fill("checkout");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(field).toHaveValue("");
    await field.fill("create checkout");
    await Promise.all([page.waitForURL(/\/search\?q=create(\+|%20)checkout$/), page.keyboard.press("Enter")]);
    await expect(page.getByTestId("search-results").getByRole("link").first()).toHaveAttribute("href", "/developer/pay/reference/create-checkout");
  });

  test("in Arabic, finds a page from a query with other diacritics and alef forms, and a product written in Latin letters", async ({ page }) => {
    await page.goto("/dz");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const field = headerField(page, ar.search.label);
    await field.fill("دَفْعُ فاتُورةٍ");
    await expect(page.getByRole("option").first()).toContainText("دفع فاتورة بمسحها");
    await field.fill("Cirta Pay");
    await expect(page.getByRole("option").first()).toContainText("Cirta Pay");
    await page.keyboard.press("ArrowDown");
    await Promise.all([page.waitForURL(/\/dz\/(business|developer)\/pay/), page.keyboard.press("Enter")]);
  });
});

test.describe("the header at desktop widths", () => {
  test("holds the search, the menus or their drawer, and log-in without overflow, in French and Arabic", async ({ page }) => {
    for (const [path, login] of [["/dz?lang=fr", "Se connecter"], ["/dz?lang=ar", ar.navigation.login]] as const) {
      for (const width of [992, 1024, 1279, 1280, 1439, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const banner = page.getByRole("banner");
        await expect(banner.getByRole("link", { name: login, exact: true }), `${path} ${width}`).toBeInViewport({ ratio: 1 });
        await expect(banner.locator('input[name="q"]'), `${path} ${width}`).toBeInViewport({ ratio: 1 });
        // One line: no menu label wraps (the banner keeps its height).
        expect((await banner.boundingBox())?.height, `${path} ${width}`).toBeLessThanOrEqual(72);
        // From 1280px (xl) the five menus stand in the header, each on one line; below, the drawer's trigger does.
        const menus = banner.locator("nav button:visible");
        await expect(menus, `${path} ${width}`).toHaveCount(width >= 1280 ? 5 : 0);
        await expect(banner.locator('a[href="#site-nav"]'), `${path} ${width}`).toBeVisible({ visible: width < 1280 });
        for (const button of await menus.all()) expect((await button.boundingBox())?.height, `${path} ${width}`).toBeLessThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} ${width}`).toBeLessThanOrEqual(width);
      }
    }
  });
});

test.describe("search on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu's drawer holds the search field; choosing a result opens it within the region", async ({ page }) => {
    await page.goto("/dz?lang=fr");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.locator('input[name="q"]');
    await field.fill("verifier compte");
    const option = dialog.getByRole("option").filter({ hasText: "Vérifier votre compte" }).first();
    await expect(option).toBeVisible();
    await Promise.all([page.waitForURL("**/dz/app/help/account-verification"), option.click()]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Morocco, which has no drawer, has a search link in its header, and log-in still fits", async ({ page }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/ma");
      const link = page.getByRole("banner").getByRole("link", { name: ar.search.label, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      await expect(link).toHaveAttribute("href", "/ma/search");
      await expect(page.getByRole("banner").getByRole("link", { name: ar.navigation.login, exact: true })).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe("the results page", () => {
  test("is rendered on the server, never indexed, links within the region, and marks the match", async ({ request }) => {
    const response = await request.get("/dz/search?q=%D8%A7%D9%84%D9%81%D9%88%D8%A7%D8%AA%D9%8A%D8%B1");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(html).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"/);
    expect(html).toContain('href="/dz/app/payment"');
    expect(html).toMatch(/<mark[^>]*>(ال|ب|و)?فواتير<\/mark>/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/search");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: DESKTOP });

    test("the header's form submits to the results page, which lists results", async ({ page }) => {
      await page.goto("/?lang=fr");
      const field = page.getByRole("banner").getByRole("searchbox");
      await field.fill("calculateur de frais");
      await Promise.all([page.waitForURL(/\/search\?q=calculateur/), field.press("Enter")]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechercher sur le site");
      const results = page.getByTestId("search-results");
      await expect(results.getByRole("link").first()).toBeVisible();
      await expect(results.getByRole("link", { name: "Tarifs Cirta Pay et calculateur de frais" })).toHaveAttribute("href", "/business/pay/pricing");
    });
  });

  test("answers hostile, broken and very long queries with a clean page, never reflecting them unescaped", async ({ request }) => {
    const hostile = [
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
      "%27%3B--",
      "%E2%80%AEevil%E2%81%A6",
      "%E0%A4%A",
      "%",
      "%FF%FE",
      "x".repeat(10_000),
    ];
    for (const q of hostile) {
      const response = await request.get(`/search?q=${q}`);
      expect([200, 400], q.slice(0, 40)).toContain(response.status());
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("\u202e");
      expect(html).not.toContain("\u2066");
    }
    const long = await (await request.get(`/search?q=${"x".repeat(10_000)}`)).text();
    expect(long).toContain("Only the first 100 characters of your search were used.");
    // What the page shows (the heading, the field) is the capped query; Next's own payload escapes the URL it carries.
    expect(long).toContain(`Results for “${"x".repeat(100)}”`);
    expect(long).not.toContain(`“${"x".repeat(101)}`);
    expect(long).toMatch(new RegExp(`name="q" value="x{100}"`));
  });

  test("has no axe violations, results and the open list, in both directions and colour modes", async ({ browser }) => {
    test.setTimeout(120_000);
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [path, query] of [["/search?q=fees", "refund"], ["/dz/search?q=%D8%B1%D8%B3%D9%88%D9%85", "الرسوم"]] as const) {
        const context = await browser.newContext({ colorScheme, viewport: DESKTOP });
        const page = await context.newPage();
        await page.goto(path);
        await waitForHydration(page);
        // Focus first and let the combobox take the field's place: this test is about the open list's
        // accessibility; typing into the plain field before the swap is the first test's subject.
        const field = page.getByRole("banner").locator('input[name="q"]');
        await field.focus();
        await expect(page.getByRole("banner").getByRole("combobox")).toBeFocused();
        await page.getByRole("banner").getByRole("combobox").fill(query);
        await expect(page.getByRole("listbox")).toBeVisible();
        await expectNoAxeViolations(page, `the open search list on ${path} in ${colorScheme} mode`);
        await context.close();
      }
    }
  });
});

test.describe("analytics on the results page", () => {
  test.use({ baseURL: GA_BASE_URL });
  // A visitor who accepted analytics (SPEC 11): page views are sent.
  test.beforeEach(({ context }) => context.addCookies([{ name: "consent", value: "granted", url: GA_BASE_URL }]));

  test("never sends the query text", async ({ page }) => {
    await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
    await page.goto("/search?q=secretword");
    await waitForHydration(page);
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length >= 2);
    const layer = await page.evaluate(() => JSON.stringify(((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry))));
    expect(layer).toContain("page_view");
    expect(layer).toContain("/search");
    expect(layer).not.toContain("secretword");
    expect(await page.title()).not.toContain("secretword");
  });
});
