import { expect, test, type Page } from "@playwright/test";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ar from "../../messages/ar.json" with { type: "json" };
import { DESKTOP, PHONE, TEST_NOW, waitForHydration, watchErrors } from "./helpers";

/** Arabic labels, read from the messages so a copy change does not break the tests. */
const AR = {
  home: ar.navigation.home,
  openMenu: ar.navigation.openMenu,
  menus: ar.navigation.menus,
  wallet: ar.navigation.items.wallet.label,
  legal: ar.footer.legalHeading,
};

const LEGAL_PATHS = ["/app/term", "/app/privacy", "/app/cookie", "/sitemap", "/company/legal"];

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/**
 * Resolves once the browser has dispatched the scroll event and rendered the
 * frames after it: a (wrong) hide would then be in the DOM. Counted in frames,
 * not milliseconds, so a slow machine cannot let it pass unseen.
 */
async function afterScrollHandled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const tick = () => (--frames === 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
}

test.describe("header on wide screens", () => {
  test.use({ viewport: DESKTOP });

  test("the header is the banner landmark and stays visible after scrolling down", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner).toBeVisible();
    await scrollTo(page, 1500);
    await afterScrollHandled(page);
    await expect(banner).toHaveAttribute("data-hidden", "false");
    await expect(banner).toBeInViewport({ ratio: 1 });
    const box = await banner.boundingBox();
    expect(box?.y).toBe(0);
  });

  test("hovering the App menu opens a panel with the Wallet link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const trigger = banner.getByRole("button", { name: "App", exact: true });
    const wallet = banner.getByRole("link", { name: /^Wallet\b/ });
    await expect(wallet).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(wallet).toBeVisible();
    await expect(wallet).toHaveAttribute("href", "/app/wallet");
  });

  test("on /dz the Arabic menu links carry the /dz prefix", async ({ page }) => {
    await page.goto("/dz");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: AR.menus.app, exact: true }).hover();
    const wallet = banner.getByRole("link", { name: new RegExp(`^${AR.wallet}`) });
    await expect(wallet).toBeVisible();
    await expect(wallet).toHaveAttribute("href", "/dz/app/wallet");
  });

  test("the Pay menu opens with Enter and closes with Escape", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const trigger = banner.getByRole("button", { name: "Pay", exact: true });
    const pricing = banner.getByRole("link", { name: /^Pricing\b/ });
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(pricing).toBeVisible();
    await expect(pricing).toHaveAttribute("href", "/business/pay/pricing");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(pricing).toBeHidden();
  });

  test("the Home link goes to the global home", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  });

  test("the Home link on /dz goes to the Algerian home", async ({ page }) => {
    await page.goto("/dz");
    await expect(page.getByRole("banner").getByRole("link", { name: AR.home, exact: true })).toHaveAttribute("href", "/dz");
  });

  test("Morocco's header shows Home only", async ({ page }) => {
    await page.goto("/ma");
    const banner = page.getByRole("banner");
    const home = banner.getByRole("link", { name: AR.home, exact: true });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute("href", "/ma");
    // includeHidden: the menus must not exist at all, not merely be hidden at this width.
    for (const label of Object.values(AR.menus)) {
      await expect(banner.getByRole("button", { name: label, includeHidden: true })).toHaveCount(0);
    }
    await expect(banner.getByRole("button", { name: AR.openMenu, includeHidden: true })).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expect(home).toBeVisible();
    await expect(banner.getByRole("button", { name: AR.openMenu })).toHaveCount(0);
  });

  for (const { path, current } of [
    { path: "/business/pay/pricing", current: "pay" },
    { path: "/dz/business/pay", current: "pay" },
    { path: "/business/pro", current: "pos" },
    { path: "/dz/business/pro/help", current: "pos" },
    { path: "/business/term", current: null },
    { path: "/app/wallet", current: "app" },
    { path: "/developer/pay", current: "developers" },
    { path: "/sitemap", current: null },
  ]) {
    test(`on ${path} the header marks ${current ?? "no menu"} as the current section`, async ({ page }) => {
      await page.goto(path);
      const triggers = page.getByRole("banner").locator("button[data-menu]");
      await expect(triggers).toHaveCount(5);
      const marked = await triggers.evaluateAll((buttons) =>
        buttons.filter((button) => button.getAttribute("aria-current") === "true").map((button) => button.getAttribute("data-menu")),
      );
      expect(marked).toEqual(current ? [current] : []);
      if (current) {
        // The mark is visible too: the current menu's colour differs from the others'.
        const colour = (menu: string) => page.locator(`button[data-menu="${menu}"]`).evaluate((el) => getComputedStyle(el).color);
        const other = current === "about" ? "app" : "about";
        expect(await colour(current)).not.toBe(await colour(other));
      }
      // Home is the current page only on the home.
      await expect(page.getByRole("banner").locator('a[aria-current="page"]')).toHaveCount(0);
    });
  }

  test("the Log in link goes to the web app", async ({ page }) => {
    await page.goto("/");
    const login = page.getByRole("banner").getByRole("link", { name: "Log in", exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", "https://app.cirta.example");
  });
});

test("at 500px wide (the narrow/wide switch) the header stays visible after scrolling down", async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByRole("banner");
  await scrollTo(page, 600);
  await afterScrollHandled(page);
  await expect(banner).toHaveAttribute("data-hidden", "false");
  await expect(banner).toBeInViewport({ ratio: 1 });
});

test.describe("the Log in link on the narrowest phones", () => {
  // Morocco has no drawer: the header's Log in link is a phone's only way to log in there.
  for (const { path, name } of [
    { path: "/ma", name: ar.navigation.login },
    { path: "/ma?lang=fr", name: "Se connecter" },
    { path: "/dz", name: ar.navigation.login },
    { path: "/?lang=en", name: "Log in" },
  ]) {
    // One page load, then each width in turn: resizing lays the header out again, as on a real window.
    test(`on ${path} at 320, 360, 400, 479 and 480px the Log in link is visible, named and nothing overflows`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      const login = page.getByRole("banner").getByRole("link", { name, exact: true });
      for (const width of [320, 360, 400, 479, 480]) {
        await page.setViewportSize({ width, height: 700 });
        await expect(login, `${width}px`).toBeVisible();
        await expect(login, `${width}px`).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe("header on narrow screens", () => {
  test.use({ viewport: PHONE });

  test("scrolling down hides the header and scrolling up brings it back", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);

    await scrollTo(page, 600);
    await expect(banner).toHaveAttribute("data-hidden", "true");
    await expect(banner).not.toBeInViewport();

    await scrollTo(page, 560);
    await expect(banner).toHaveAttribute("data-hidden", "false");
    await expect(banner).toBeInViewport({ ratio: 1 });
  });

  test("the menu drawer opens from the left in English and lists the App menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Open the menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.x ?? -1)).toBe(0);

    const app = dialog.getByRole("button", { name: "App", exact: true });
    await expect(app).toHaveAttribute("aria-expanded", "false");
    await app.click();
    await expect(app).toHaveAttribute("aria-expanded", "true");
    const wallet = dialog.getByRole("link", { name: "Wallet", exact: true });
    await expect(wallet).toBeVisible();
    await expect(wallet).toHaveAttribute("href", "/app/wallet");
  });

  test("Escape closes the menu drawer and focus returns to its trigger", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Open the menu" });
    await trigger.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("in Arabic the menu drawer opens from the right edge", async ({ page }) => {
    await page.goto("/dz");
    await waitForHydration(page);
    await page.getByRole("button", { name: AR.openMenu }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box ? Math.round(box.x + box.width) : -1;
      })
      .toBe(PHONE.width);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThan(0);
  });
});

test.describe("footer", () => {
  test.use({ viewport: DESKTOP });

  test("the footer is the contentinfo landmark with the global legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    const links = footer.getByRole("navigation", { name: "Legal" }).getByRole("link");
    await expect(links).toHaveCount(LEGAL_PATHS.length);
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(LEGAL_PATHS);
  });

  test("on /dz the legal links carry the /dz prefix", async ({ page }) => {
    await page.goto("/dz");
    const links = page.getByRole("contentinfo").getByRole("navigation", { name: AR.legal }).getByRole("link");
    await expect(links).toHaveCount(LEGAL_PATHS.length);
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(LEGAL_PATHS.map((path) => `/dz${path}`));
  });

  test("the server HTML carries the build's copyright year", async ({ request }) => {
    // The build is made on the tests' date (tests/clock.json).
    const html = await (await request.get("/")).text();
    expect(html).toContain(`data-testid="copyright-year">${TEST_NOW.getUTCFullYear()}</span>`);
  });

  test("the copyright year follows the visitor's clock, not the build's, without a hydration error", async ({ page }) => {
    const errors = watchErrors(page);
    await page.clock.install({ time: new Date("2031-06-15T12:00:00Z") });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("contentinfo").getByText("© 2031 Cirta")).toBeVisible();
    expect(errors, "no hydration or console errors").toEqual([]);
  });

  for (const { path, names } of [
    { path: "/", names: ["LinkedIn", "X", "YouTube"] },
    { path: "/dz", names: ["Facebook", "Instagram", "TikTok", "LinkedIn"] },
  ]) {
    test(`the footer on ${path} links to the region's social profiles`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      for (const name of names) {
        const link = footer.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        const href = await link.getAttribute("href");
        expect(href, `${name} link`).toMatch(/^https:\/\/[^/]+\.example(\/|$)/);
        await expect(link).toHaveAttribute("target", "_blank");
        // The network's mark is drawn (a CSS mask named by the icon), 20 px, in the link's colour.
        const mark = await link.locator("i").evaluate((i) => {
          const style = getComputedStyle(i);
          return { mask: style.maskImage, width: i.getBoundingClientRect().width, colour: style.backgroundColor };
        });
        expect(mark.mask, `${name} mark`).toMatch(/^url\("data:image\/svg\+xml,/);
        expect(mark.width).toBe(20);
        expect(mark.colour).not.toBe("rgba(0, 0, 0, 0)");
      }
    });
  }
});

/**
 * On a slow network the HTML arrives in pieces, and the browser paints what it has parsed: a
 * header painted half-parsed moved when its other half came (the logo's tile 54 px as its name
 * came after it, right to left; the colour and language buttons 124 px as the log-in link came:
 * the flaky layout shifts of app-download.spec.ts's slow iPhone). The page's head asks the
 * browser to wait for the whole header before its first frame (`<link rel="expect">`). This test
 * serves a page's HTML in two pieces, cut inside the header, and gives the browser every chance
 * to paint between them.
 */
test.describe("a header that arrives in two pieces", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  for (const path of ["/dz/app/download", "/business/pay"]) {
    test(`${path}: nothing is painted before the whole header, and nothing in it moves`, async ({ page, request, baseURL }) => {
      const html = await (await request.get(path)).text();
      const header = html.indexOf("<header");
      expect(header, "the page has a header").toBeGreaterThan(0);
      // Cut before the language button: the colour button is in, and moves as the language button and the
      // log-in link come beside it (the buttons' group is pushed to the end, left in Arabic, right in English).
      const cut = html.lastIndexOf("<", html.indexOf('data-testid="locale-trigger"', header));
      expect(cut, "the header has its language button").toBeGreaterThan(header);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const server = http.createServer(async (req, res) => {
        if (req.url === path) {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.write(html.slice(0, cut));
          await released;
          res.end(html.slice(cut));
          return;
        }
        // Everything else (styles, fonts, scripts) from the site, as it answers.
        const answer = await fetch(new URL(req.url ?? "/", baseURL), { headers: { "accept-encoding": "identity" } });
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        await page.addInitScript(() => {
          const shifts: string[] = [];
          Object.defineProperty(window, "__shifts", { value: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[])
              shifts.push(
                `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80)).join(" | ")}`,
              );
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "commit" });
        // The first half is parsed and its styles are in: the browser could paint it now.
        // (Polled on a timer: the default polls on frames, which a blocked page does not draw.)
        await page.waitForFunction(() => !!document.querySelector("header svg") && document.styleSheets.length > 0, null, { polling: 100 });
        // Two frames, or a second and a half if no frame comes (rendering is blocked, as it should be).
        const sawFrames = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
              setTimeout(() => resolve(false), 1500);
            }),
        );
        const releasedAt = await page.evaluate(() => performance.now());
        release();
        await page.waitForLoadState("load");
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
        expect(sawFrames, "no frame is drawn while the header is half there").toBe(false);
        const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-paint")[0]?.startTime ?? -1);
        expect(firstPaint, "the first paint comes after the header's second half").toBeGreaterThanOrEqual(releasedAt);
      } finally {
        release();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }
});
