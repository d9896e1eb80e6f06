import { expect, test, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import { GA_BASE_URL, waitForHydration, watchErrors } from "./helpers";

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

/** Lets the browser go idle (when lazily loaded scripts would start). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 2000 })));
}

/**
 * Follows a footer link to /company, a client-side route change that sends its own page_view, and
 * waits for that one: whatever the first load was going to send is in the data layer before it.
 */
async function navigateAndWaitForNextView(page: Page, before: number) {
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = "same document"));
  await page.locator('footer a[href="/company"]').first().click();
  await expect(page).toHaveURL(/\/company$/);
  await expect.poll(async () => pageViews(await dataLayer(page)).at(-1)?.page_path).toBe("/company");
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker), "no full reload").toBe("same document");
  expect(pageViews(await dataLayer(page)).length).toBeGreaterThan(before);
}

test.describe("analytics with a measurement id", () => {
  test.use({ baseURL: GA_BASE_URL });

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
    await settle(page);
    const calls = await dataLayer(page);
    const views = pageViews(calls);
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({ page_path: "/dz", language: "ar", region: "dz" });
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
    await settle(page);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined");
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
  });

  test("no analytics code is in the page's JavaScript either", async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
    });
    await page.goto("/dz");
    await waitForHydration(page);
    await settle(page);
    expect(scripts.size).toBeGreaterThan(3);
    for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain("googletagmanager");
  });
});
