import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { allPages } from "../../src/lib/content/pages";
import { operationSlug } from "../../src/lib/openapi/slug";
import { PHONE, waitForHydration } from "./helpers";

const APIS = ["pay", "pro"] as const;

type Doc = Record<"paths" | "webhooks", Record<string, Record<string, { operationId: string }>>>;
const operationIds = (api: string) => {
  const doc = parse(readFileSync(`content/openapi/${api}.yaml`, "utf8")) as Doc;
  return [...Object.values(doc.paths), ...Object.values(doc.webhooks)].flatMap((item) => Object.values(item).map((op) => op.operationId));
};
const reference = (api: string, id: string) => `/developer/${api}/reference/${operationSlug(id)}`;

test.describe("API docs weight", () => {
  // Every page of the developer section: the two docs pages and every reference page (from the
  // route registry). Each is held to issue 12's 250 KB of HTML in every region and language on the
  // crawl's answers (quality-crawl.spec.ts).
  const pages = allPages().filter((path) => /^\/developer\/(pay|pro)(\/|$)/.test(path));

  test("lists the docs pages and one reference page per operation", () => {
    for (const api of APIS) {
      expect(pages).toContain(`/developer/${api}`);
      for (const id of operationIds(api)) expect(pages).toContain(reference(api, id));
    }
  });
});

test.describe("old #operationId links", () => {
  test("every operation's old anchor is on its docs page and leads to its reference page, which holds it", async ({ page, request }) => {
    for (const api of APIS) {
      const ids = operationIds(api);
      // What the page's script follows for each old anchor (FOLLOW_MOVED_ANCHOR, reference-index.tsx):
      // the element with that id, marked data-moved, and the address of its first link.
      await page.goto(`/developer/${api}`);
      const targets = await page.evaluate(
        (ids) =>
          ids.map((id) => {
            const element = document.getElementById(id);
            const link = element?.hasAttribute("data-moved") ? element.querySelector("a[href]") : null;
            if (!link) return null;
            // Where the script sends the visitor: the link's address, with the page's own query.
            const { pathname, hash } = new URL((link as HTMLAnchorElement).href);
            return pathname + hash;
          }),
        ids,
      );
      expect(targets).toEqual(ids.map((id) => reference(api, id)));
      // Each reference page keeps the operation's id on its article.
      for (const id of ids) {
        const html = await (await request.get(reference(api, id))).text();
        expect(html, reference(api, id)).toMatch(new RegExp(`<article[^>]* id="${id}"`));
      }
    }
  });

  test("land on the operation's reference page, keeping the language", async ({ page }) => {
    // The script itself, once per API (every id's target is checked above).
    for (const api of APIS) {
      const id = operationIds(api)[0]!;
      await page.goto(`/developer/${api}#${id}`);
      await expect(page, id).toHaveURL(new RegExp(`${reference(api, id)}$`));
      await expect(page.locator(`article#${id}`)).toBeAttached();
    }
    await page.goto("/dz/developer/pay?lang=fr#createCheckout");
    await expect(page).toHaveURL(/\/dz\/developer\/pay\/reference\/create-checkout\?lang=fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("a link to an old anchor followed on the page itself goes on too", async ({ page }) => {
    await page.goto("/developer/pro");
    // Once the page is live, as for a visitor's click: Next's router replaces the history entry
    // when its first render commits, with the address it loaded (no hash), so a hash set before
    // that is gone by the time hashchange runs (two fresh-clone CI runs set it first).
    await waitForHydration(page);
    await page.evaluate(() => {
      location.hash = "createTopup";
    });
    await expect(page).toHaveURL(/\/developer\/pro\/reference\/create-topup$/);
  });

  test("anchors that did not move stay on the docs page", async ({ page }) => {
    await page.goto("/developer/pay#webhooks");
    await expect(page).toHaveURL(/\/developer\/pay#webhooks$/);
    // A new document, not a jump within this one.
    await page.goto("about:blank");
    await page.goto("/developer/pay#tag-checkouts");
    await expect(page).toHaveURL(/\/developer\/pay#tag-checkouts$/);
    await expect(page.locator("#tag-checkouts-title")).toBeInViewport();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test("land on a link to the operation's page", async ({ page }) => {
      await page.goto("/dz/developer/pay#expireCheckout");
      await expect(page).toHaveURL(/\/dz\/developer\/pay#expireCheckout$/);
      const entry = page.locator("#expireCheckout");
      await expect(entry).toBeInViewport();
      await entry.getByRole("link").click();
      await expect(page).toHaveURL(/\/dz\/developer\/pay\/reference\/expire-checkout$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});
