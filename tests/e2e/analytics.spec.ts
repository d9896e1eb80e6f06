import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { vitalsPath } from "../../src/lib/vitals/beacon-shape";
import { addedJs, addedJsBudget, countedChunkWith, recordScripts, requestedChunkWith } from "./added-js";
import { expectNoAxeViolations } from "./axe";
import { DESKTOP, GA_BASE_URL, PHONE, waitForHydration, watchErrors } from "./helpers";

const GA_ID = "G-TEST12345";
const GTM = "https://www.googletagmanager.com/**";

type GtagCall = unknown[];
type Stub = { urls: string[]; afterLoad: boolean[] };

/** Replaces gtag.js with a one-line stub and records when and how it was requested. */
async function stubGtag(page: Page): Promise<Stub> {
  const stub: Stub = { urls: [], afterLoad: [] };
  await page.route(GTM, async (route) => {
    stub.urls.push(route.request().url());
    stub.afterLoad.push(
      await page
        .evaluate(() => performance.getEntriesByType("navigation").some((entry) => (entry as PerformanceNavigationTiming).loadEventEnd > 0))
        .catch(() => false),
    );
    await route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
  });
  return stub;
}

/** `window.dataLayer` holds `arguments` objects: turn them into arrays. */
function dataLayer(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

const configCalls = (calls: GtagCall[]) => calls.filter((call) => call[0] === "config");
const pageViews = (calls: GtagCall[]) =>
  calls.filter((call) => call[0] === "event" && call[1] === "page_view").map((call) => call[2] as Record<string, unknown>);

async function waitForGtag(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true);
}

/**
 * Once the page has loaded, waits for an idle callback of its own: asked for after the page's (the
 * consent prompt's, the Web Vitals code's, a lazily loaded script's), it runs after them.
 */
async function afterIdle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
}

/**
 * Follows a footer link, a client-side route change, and waits for its address: React has run the
 * effects of the render before it by then (it runs them before it renders again). A test that
 * asserts that something does not happen counts across it (docs/testing.md, "No fixed sleeps").
 */
async function followFooterLink(page: Page, href: string) {
  await page.locator(`footer a[href="${href}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
}

/**
 * Follows a footer link (to /company by default), a client-side route change that sends its own
 * page_view, and waits for that one: whatever the page before was going to send is in the data
 * layer before it.
 */
async function navigateAndWaitForNextView(page: Page, before: number, href = "/company") {
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = "same document"));
  await followFooterLink(page, href);
  await expect.poll(async () => pageViews(await dataLayer(page)).at(-1)?.page_path).toBe(href);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker), "no full reload").toBe("same document");
  expect(pageViews(await dataLayer(page)).length).toBeGreaterThan(before);
}

/** Whether a response is the Web Vitals code, which a page loads once it is idle (src/lib/vitals/start.ts). */
async function isVitalsCode(response: Response): Promise<boolean> {
  return response.request().resourceType() === "script" && (await response.text()).includes(`"${vitalsPath}"`);
}

/** A visitor who said yes on an earlier visit (the `consent` cookie, SPEC 11): analytics as SPEC 4 says. */
async function alreadyAccepted(context: BrowserContext) {
  await context.addCookies([{ name: "consent", value: "granted", url: GA_BASE_URL }]);
}

test.describe("analytics with a measurement id, once the visitor accepted", () => {
  test.use({ baseURL: GA_BASE_URL });
  test.beforeEach(async ({ context }) => alreadyAccepted(context));

  test("gtag.js is requested lazily, after the load event, with the measurement id", async ({ page }) => {
    const errors = watchErrors(page);
    const stub = await stubGtag(page);
    await page.goto("/");
    await waitForGtag(page);
    expect(stub.urls).toHaveLength(1);
    expect(new URL(stub.urls[0]!).searchParams.get("id")).toBe(GA_ID);
    expect(stub.afterLoad).toEqual([true]);
    expect(errors).toEqual([]);
  });

  test("gtag is configured once, without its automatic page view", async ({ page }) => {
    await stubGtag(page);
    await page.goto("/");
    await waitForGtag(page);
    // Configured once, and still once after a route change the test triggers (no fixed wait).
    await navigateAndWaitForNextView(page, 0);
    const config = configCalls(await dataLayer(page));
    expect(config).toHaveLength(1);
    expect(config[0]![1]).toBe(GA_ID);
    expect(config[0]![2]).toMatchObject({ send_page_view: false });
  });

  test("exactly one page_view with path, language and region is sent on first load", async ({ page }) => {
    const errors = watchErrors(page);
    await stubGtag(page);
    await page.goto("/");
    await waitForGtag(page);
    // The first load's views are all in the data layer once the next page's view is: exactly one,
    // then the route change's own.
    await navigateAndWaitForNextView(page, 0);
    const views = pageViews(await dataLayer(page));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ page_path: "/", language: "en", region: "global" });
    expect(views[1]).toMatchObject({ page_path: "/company", language: "en", region: "global" });
    expect(errors).toEqual([]);
  });

  test("a client-side route change sends exactly one more page_view", async ({ page }) => {
    const errors = watchErrors(page);
    await stubGtag(page);
    await page.goto("/ma");
    await waitForHydration(page);
    await waitForGtag(page);
    await expect.poll(async () => pageViews(await dataLayer(page))).toHaveLength(1);
    expect(pageViews(await dataLayer(page))[0]).toMatchObject({ page_path: "/ma", language: "ar", region: "ma" });

    await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = "same document"));
    await page.getByRole("link", { name: ar.comingSoon.globalCta.replace("{brand}", "Cirta") }).click();
    await expect(page).toHaveURL(/\/dz$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker), "no full reload").toBe("same document");

    await expect.poll(async () => pageViews(await dataLayer(page))).toHaveLength(2);
    // Counted across a route change of its own: exactly one view for /dz, then that one's.
    await navigateAndWaitForNextView(page, 2, "/dz/company");
    const calls = await dataLayer(page);
    const views = pageViews(calls);
    expect(views).toHaveLength(3);
    expect(views[1]).toMatchObject({ page_path: "/dz", language: "ar", region: "dz" });
    expect(views[2]).toMatchObject({ page_path: "/dz/company", language: "ar", region: "dz" });
    expect(configCalls(calls)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe("analytics without a measurement id", () => {
  test("no analytics script is requested and gtag is not defined", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("googletagmanager.com")) requests.push(request.url());
    });
    await page.route(GTM, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" }));
    await page.goto("/");
    await waitForHydration(page);
    // Counted across the page's idle time and a route change of its own.
    await afterIdle(page);
    await followFooterLink(page, "/company");
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined");
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
  });

  test("no analytics code is in the page's JavaScript either", async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
    });
    // The page's JavaScript up to the code it loads once idle (the Web Vitals code).
    const vitals = page.waitForResponse(isVitalsCode);
    await page.goto("/dz");
    await waitForHydration(page);
    await vitals;
    expect(scripts.size).toBeGreaterThan(3);
    for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain("googletagmanager");
  });
});

/** Every request that leaves the site (Google's above all), and gtag.js answered by the stub. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const outside: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "localhost" && hostname !== "127.0.0.1") outside.push(request.url());
  });
  await page.route(GTM, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" }));
  return outside;
}

async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("_ga"));
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "consent");
}

const prompt = (page: Page) => page.getByTestId("consent-prompt");

const firstVisits = [
  { path: "/", lang: "en", dir: "ltr", copy: en },
  { path: "/dz?lang=fr", lang: "fr", dir: "ltr", copy: fr },
  { path: "/dz", lang: "ar", dir: "rtl", copy: ar },
] as const;

test.describe("consent before analytics (SPEC 11)", () => {
  test.use({ baseURL: GA_BASE_URL });

  for (const visit of firstVisits) {
    test(`a first visit in ${visit.lang} is asked, in its language, and nothing goes to Google before a choice`, async ({ page, context }) => {
      const errors = watchErrors(page);
      const outside = await watchThirdParties(page);
      const scripts = recordScripts(page);
      // A phone, where the prompt takes the most room.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(visit.path);
      await expect(page.locator("html")).toHaveAttribute("dir", visit.dir);
      const dialog = page.getByRole("dialog", { name: visit.copy.consent.title });
      await expect(dialog).toBeVisible();
      // Its text, one block per sentence (never the page's largest paint, below).
      for (const sentence of visit.copy.consent.body.split(/(?<=[.!?؟])\s+/)) await expect(dialog).toContainText(sentence);
      // Accept and refuse side by side, the same size; the cookie policy a link away.
      const accept = dialog.getByRole("button", { name: visit.copy.consent.accept, exact: true });
      const refuse = dialog.getByRole("button", { name: visit.copy.consent.refuse, exact: true });
      const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
      expect(a && r && [a.width, a.height, a.y]).toEqual(r && [r.width, r.height, r.y]);
      // Refuse first in reading order: on the left in English, on the right in Arabic.
      expect(visit.dir === "rtl" ? r!.x > a!.x : r!.x < a!.x).toBe(true);
      const region = visit.path.startsWith("/dz") ? "/dz" : "";
      await expect(dialog.getByRole("link", { name: visit.copy.consent.policy })).toHaveAttribute("href", `${region}/app/cookie`);
      // It neither covers the page's heading nor takes the focus on its own.
      const heading = await page.locator("h1").first().boundingBox();
      const box = (await dialog.boundingBox())!;
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(box.y);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(false);
      // The page's idle time has come (the prompt is open), and the code it loads then has too.
      await expect.poll(() => requestedChunkWith(scripts, `"${vitalsPath}"`), "the Web Vitals code has loaded").toBe(true);
      // Painted after the page, the prompt is never its largest paint: the page's LCP stays its own,
      // read once frames after the prompt's have been drawn.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const lcpInPrompt = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              resolve(Boolean(last?.element?.closest('[data-testid="consent-prompt"]')));
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      expect(lcpInPrompt).toBe(false);
      // Issue 41: the gate, the prompt and the vitals code add at most 6 KB (gzip) to the page
      // (added-js.ts says what is counted: sizes of built files, never a timing).
      const added = addedJs(scripts);
      test.info().annotations.push({
        type: "added JS, gzip level 9",
        description: `${added.total} B (issue 41's budget: ${addedJsBudget} B): ${JSON.stringify(added.chunks)}`,
      });
      // What is counted holds the gate, the prompt and the vitals code (the last two in one chunk).
      for (const code of ["data-consent-settings", "consent-title", `"${vitalsPath}"`])
        expect(countedChunkWith(added, code), `a counted chunk holds ${code}`).toBe(true);
      expect(added.total, JSON.stringify(added.chunks)).toBeLessThanOrEqual(addedJsBudget);
      expect(outside).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);
      expect(await consentCookie(context)).toBeUndefined();
      // Consent mode declared, every purpose denied; no `config` before a yes.
      const calls = await dataLayer(page);
      expect(calls).toEqual([
        [
          "consent",
          "default",
          {
            ad_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            analytics_storage: "denied",
            functionality_storage: "denied",
            personalization_storage: "denied",
            security_storage: "denied",
          },
        ],
      ]);
      // The gate starts the Web Vitals code too (it needs no consent): hidden, the page sends its
      // beacon to the site, and the site takes it.
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === vitalsPath);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      });
      const response = await answered;
      expect(response.status()).toBe(204);
      expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({ lang: visit.lang, device: "phone" });
      expect(errors).toEqual([]);
    });
  }

  // Issue 41: on a desktop window the prompt is a card in the bottom inline-end corner, on the
  // side of the hero's picture (the left in Arabic), clear of its heading and of its calls to action.
  for (const path of ["/", "/dz"])
    test(`at 1280 x 720 the prompt covers neither the page's heading nor the hero's calls to action (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(path);
      await expect(prompt(page)).toBeVisible();
      const box = (await prompt(page).boundingBox())!;
      const heading = page.locator("h1").first();
      const actions = await page.locator("section", { has: heading }).first().getByRole("link").all();
      expect(actions.length, "the hero's calls to action").toBeGreaterThanOrEqual(2);
      const covered: string[] = [];
      for (const target of [heading, ...actions]) {
        const other = (await target.boundingBox())!;
        const apart =
          other.x + other.width <= box.x ||
          box.x + box.width <= other.x ||
          other.y + other.height <= box.y ||
          box.y + box.height <= other.y;
        if (!apart) covered.push((await target.innerText()).trim());
      }
      expect(covered).toEqual([]);
    });

  test("a refusal is kept six months: after a reload, no prompt and still nothing sent", async ({ page, context }) => {
    const outside = await watchThirdParties(page);
    await page.goto("/dz?lang=fr");
    await prompt(page).getByRole("button", { name: fr.consent.refuse, exact: true }).click();
    await expect(prompt(page)).toBeHidden();
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: "denied", path: "/", sameSite: "Lax", httpOnly: false });
    // Six months (183 days) from now, to the minute.
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 183 * 86_400))).toBeLessThan(60);
    await page.reload();
    await waitForHydration(page);
    // Counted across the page's idle time (when the prompt opens) and a route change of its own.
    await afterIdle(page);
    await followFooterLink(page, "/dz/company");
    await expect(prompt(page)).toHaveCount(0);
    expect(outside).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(configCalls(await dataLayer(page))).toEqual([]);
  });

  test("Escape closes the prompt without a yes: nothing sent, nothing kept, asked again on the next page", async ({ page, context }) => {
    const outside = await watchThirdParties(page);
    await page.goto("/");
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole("button", { name: en.consent.accept, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(prompt(page)).toBeHidden();
    // Counted across a route change of its own; that page, loaded again, is the next page.
    await followFooterLink(page, "/company");
    expect(outside).toEqual([]);
    expect(await consentCookie(context)).toBeUndefined();
    await page.reload();
    await expect(prompt(page)).toBeVisible();
  });

  test("accepting starts analytics at once, without a reload, with one page view, then one per route change", async ({ page, context }) => {
    const errors = watchErrors(page);
    const stub = await stubGtag(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = "same document"));
    await prompt(page).getByRole("button", { name: en.consent.accept, exact: true }).click();
    await expect(prompt(page)).toBeHidden();
    await waitForGtag(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker), "no reload").toBe("same document");
    expect(stub.urls).toHaveLength(1);
    expect((await consentCookie(context))?.value).toBe("granted");
    const calls = await dataLayer(page);
    // Denied by default, then analytics granted (advertising never), then configured once.
    expect(calls.slice(0, 2).map((call) => call.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
    ]);
    expect(calls[1]![2]).toEqual({ analytics_storage: "granted" });
    await navigateAndWaitForNextView(page, 1);
    const views = pageViews(await dataLayer(page));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ page_path: "/", language: "en", region: "global" });
    expect(views[1]).toMatchObject({ page_path: "/company", language: "en", region: "global" });
    expect(configCalls(await dataLayer(page))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("the footer's Cookie settings opens the choice again; a no after a yes removes the analytics cookies and stops tracking", async ({
    page,
    context,
  }) => {
    await alreadyAccepted(context);
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", url: GA_BASE_URL },
      { name: "_ga_TEST12345", value: "GS1.1.789", url: GA_BASE_URL },
    ]);
    const stub = await stubGtag(page);
    await page.goto("/dz");
    await waitForGtag(page);
    await expect(prompt(page)).toHaveCount(0);
    const settings = page.getByRole("contentinfo").getByRole("link", { name: ar.footer.cookieSettings });
    await expect(settings).toHaveAttribute("href", "/dz/app/cookie");
    await settings.click();
    await expect(page).toHaveURL(/\/dz$/);
    const dialog = page.getByRole("dialog", { name: ar.consent.title });
    await expect(dialog).toBeVisible();
    // Opened on purpose: the focus moves into it, and comes back to the control after.
    await expect(dialog).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: ar.consent.policy })).toBeFocused();
    await dialog.getByRole("button", { name: ar.consent.refuse, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await consentCookie(context))?.value).toBe("denied");
    // Deleted by code loaded on the refusal (forget.ts): a moment later.
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)["ga-disable-G-TEST12345"])).toBe(true);
    const viewsBefore = pageViews(await dataLayer(page)).length;
    await followFooterLink(page, "/dz/company");
    // Counted across a second route change of its own.
    await followFooterLink(page, "/dz/app/wallet");
    expect(pageViews(await dataLayer(page))).toHaveLength(viewsBefore);
    // The next load: nothing at all, across its idle time and a route change.
    await page.reload();
    await waitForHydration(page);
    await afterIdle(page);
    await followFooterLink(page, "/dz/company");
    expect(stub.urls).toHaveLength(1);
    expect(configCalls(await dataLayer(page))).toEqual([]);
  });

  test("without JavaScript nothing is sent, no cookie is set, and Cookie settings is a link to the policy", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const outside = await watchThirdParties(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    await expect(prompt(page)).toHaveCount(0);
    const settings = page.getByRole("contentinfo").getByRole("link", { name: en.footer.cookieSettings });
    await settings.click();
    await expect(page).toHaveURL(/\/app\/cookie$/);
    expect(outside).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const)
    for (const { lang, path, size } of [
      { lang: "en", path: "/", size: DESKTOP },
      { lang: "ar", path: "/dz", size: PHONE },
    ])
      test(`the prompt has no axe violations (${lang}, ${colorScheme}, ${size.width} px)`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(prompt(page)).toBeVisible();
        if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
        await expectNoAxeViolations(page, `the consent prompt (${lang}, ${colorScheme})`);
      });
});
