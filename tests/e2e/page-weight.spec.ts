import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DESKTOP, PHONE } from "./helpers";

/**
 * What each page sends twice or needlessly (issue 12, "Lighter HTML"; docs/architecture.md, "What
 * a page weighs"). Asserted on the HTML a first visit gets, as a crawler or a browser reads it.
 */

const PAGES = ["/", "/dz", "/dz/app", "/dz/business/pay/pricing", "/business/pay", "/dz/developer/pay"];

/** The page's HTML, and the React payload Next inlines in it (`self.__next_f.push` chunks), decoded. */
async function load(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .map(([, chunk]) => chunk ?? "")
    .join("");
  expect(payload.length, path).toBeGreaterThan(1000);
  return { html, payload };
}

test.describe("page weight", () => {
  for (const path of PAGES) {
    test(`${path}: icons are drawn in the HTML only, not sent again as data for the browser to draw`, async ({ request }) => {
      const { html, payload } = await load(request, path);
      expect(html.match(/<svg [^>]*class="icon[ "]/g)?.length ?? 0, path).toBeGreaterThan(2);
      // lucide-react 1.x made every icon a client component carrying its shapes: {"icon":{"name":"play","size":24,"node":[["path",…
      expect(payload, path).not.toMatch(/"node":\[\["(path|circle|rect|line|polyline)"/);
    });
  }
});

/** The module scripts a page's HTML names, as `npm run bench:bundle` counts them (the nomodule polyfill left out). */
const moduleScripts = (html: string) => [
  ...new Set([...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((match) => match[1]!)),
];

/**
 * What a reference page loads beyond its API's SDK page (the same docs frame and island,
 * ActiveSection; no operation), gzip at zlib's default level as bench:bundle counts: its route's
 * own chunk (ActiveSection with the loader of issue 42's islands, the copy button), 1,322 B at
 * 4834dc8. With Try it and SampleKey as client components it was 1,753 B (c66fec6), so this fails
 * if they come back (docs/developer-section.md, "Weight"); the margin is for the compiler.
 */
const referenceOwnJsBudget = 1400;

test.describe("what Try it costs a reference page (issue 42)", () => {
  test("a reference page, Try it in its HTML, loads only its own chunk beyond its SDK page's, within budget: the panel and the samples with the key are imported only when used", async ({
    request,
  }) => {
    const frame = moduleScripts((await load(request, "/developer/pay/sdks")).html);
    for (const path of ["/developer/pay/reference/create-checkout", "/dz/developer/pay/reference/create-checkout", "/developer/pro/reference/create-topup"]) {
      const { html } = await load(request, path);
      expect(html, path).toContain('data-testid="try-it"');
      const own = moduleScripts(html).filter((script) => !frame.includes(script));
      let bytes = 0;
      for (const script of own) bytes += gzipSync(await (await request.get(script)).body()).length;
      expect(bytes, `${path}: ${own.join(", ")}`).toBeLessThanOrEqual(referenceOwnJsBudget);
    }
  });
});

test.describe("data a first view spends", () => {
  for (const [path, viewport] of [
    ["/dz", PHONE],
    ["/", DESKTOP],
    ["/dz/app/download", PHONE],
  ] as const) {
    test(`${path} at ${viewport.width}px fetches no other page's data in the background`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const prefetches: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).searchParams.has("_rsc")) prefetches.push(request.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      // The logo, the header's Home link and every link in view: none prefetches on a page view.
      expect(prefetches).toEqual([]);
      await context.close();
    });
  }
});

test.describe("sections rendered as they near the viewport", () => {
  test.use({ viewport: PHONE });

  test("a link to a section far down the page lands on it, and the footer is reached by the keyboard", async ({ page }) => {
    await page.goto("/dz/business/pay/pricing#calculator");
    await expect(page.locator("#calculator h2")).toBeInViewport();
    // Sections not shown yet are in the page all the same (find in page, assistive technology, crawlers)...
    const sitemap = page.getByRole("contentinfo").getByRole("link", { name: /^خريطة الموقع$/ });
    await expect(sitemap).toHaveCount(1);
    // ...and a keyboard user reaches them: focus brings the footer's link into view, drawn.
    await sitemap.focus();
    await expect(sitemap).toBeInViewport();
    expect(await sitemap.evaluate((link) => link.getBoundingClientRect().height)).toBeGreaterThan(10);
  });
});

test("printed, a page has every section rendered", async ({ page }) => {
  await page.emulateMedia({ media: "print" });
  await page.goto("/dz");
  expect(await page.getByRole("contentinfo").evaluate((footer) => getComputedStyle(footer).contentVisibility)).toBe("visible");
  await page.emulateMedia({ media: "screen" });
  expect(await page.getByRole("contentinfo").evaluate((footer) => getComputedStyle(footer).contentVisibility)).toBe("auto");
});
