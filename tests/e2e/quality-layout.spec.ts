import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { allPages } from "../../src/lib/content/pages";
import { layOutEverything, watchErrors } from "./helpers";
import { AXE_TAGS } from "./axe";

/**
 * Every registered page, in English on the global site and in Arabic on /dz:
 * no horizontal overflow at 320px (in either direction), no console error, no
 * failed request. Axe in dark mode on one page per section (every page, in
 * both colour schemes, when FULL=1: `npm run test:full`); the section specs
 * run axe on each of their pages in light mode.
 */
const FULL = process.env.FULL === "1";
const pages = allPages().filter((p) => !/\.(xml|yaml|md|txt|json)$/.test(p));
const targets = pages.flatMap((path) => [
  { url: `${path}?lang=en`, label: `en ${path}` },
  { url: `${path === "/" ? "/dz" : `/dz${path}`}?lang=ar`, label: `ar /dz${path === "/" ? "" : path}` },
]);
/** One page per first path segment (home, app, business, developer, company...). */
const representative = [...new Map(pages.map((p) => [p.split("/")[1] ?? "", p])).values()];

test.describe("layout at 320px", () => {
  test.use({ viewport: { width: 320, height: 720 } });
  for (const { url, label } of targets) {
    test(`${label}: no horizontal overflow, no console error, no failed request`, async ({ page }) => {
      const errors = watchErrors(page);
      const failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      page.on("response", (response) => {
        if (response.status() >= 400 && !response.url().includes("googletagmanager")) failed.push(`${response.status()} ${response.url()}`);
      });
      const response = await page.goto(url, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      await layOutEverything(page);
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        culprits: [...document.querySelectorAll("body *")]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > document.documentElement.clientWidth + 1 || box.left < -1) && getComputedStyle(el).position !== "fixed";
          })
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
      }));
      expect(overflow.scroll, `wider than the screen: ${overflow.culprits.join(", ")}`).toBeLessThanOrEqual(overflow.client);
      expect(errors).toEqual([]);
      expect(failed).toEqual([]);
    });
  }
});

test.describe("accessibility in dark mode", () => {
  test.use({ colorScheme: "dark" });
  const list = FULL ? targets : representative.flatMap((p) => targets.filter((t) => t.label.endsWith(` ${p}`) || t.label.endsWith(` /dz${p === "/" ? "" : p}`)));
  for (const { url, label } of list) {
    test(`${label}: no axe violations in dark mode`, async ({ page }) => {
      await page.goto(url, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
    });
  }
});
