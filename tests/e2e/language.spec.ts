import { expect, test } from "@playwright/test";
import fr from "../../messages/fr.json" with { type: "json" };
import ar from "../../messages/ar.json" with { type: "json" };
import { EDGE_URL } from "./servers";

test.describe("language resolution", () => {
  test("the global site defaults to English, regional sites to Arabic right-to-left", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.goto("/dz");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto("/ma");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });

  test("a valid ?lang wins and sets the lang cookie for a year", async ({ request }) => {
    const response = await request.get("/dz?lang=fr", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="fr" dir="ltr"');
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^lang=fr;/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie.toLowerCase()).toContain("samesite=lax");
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain("HttpOnly");
  });

  test("an invalid ?lang is ignored: default language, no cookie, not reflected", async ({ request }) => {
    for (const value of ["de", "EN", "fr ", "<script>alert(1)</script>", "ar-DZ"]) {
      const response = await request.get(`/?lang=${encodeURIComponent(value)}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["set-cookie"]).toBeUndefined();
      const html = await response.text();
      expect(html).toContain('<html lang="en" dir="ltr"');
      expect(html).not.toContain("<script>alert(1)</script>");
    }
  });

  test("the cookie decides when there is no ?lang, and ?lang beats the cookie", async ({ request }) => {
    const byCookie = await request.get("/dz", { headers: { cookie: "lang=en" } });
    expect(await byCookie.text()).toContain('<html lang="en" dir="ltr"');
    const byQuery = await request.get("/dz?lang=ar", { headers: { cookie: "lang=en" } });
    expect(await byQuery.text()).toContain('<html lang="ar" dir="rtl"');
    const badCookie = await request.get("/dz", { headers: { cookie: "lang=xx" } });
    expect(await badCookie.text()).toContain('<html lang="ar" dir="rtl"');
  });

  test("shared caches never serve one visitor's language to another (Vary: Cookie or private)", async ({ request }) => {
    for (const path of ["/", "/dz", "/ma", "/dz?lang=fr"]) {
      const headers = (await request.get(path)).headers();
      const varies = (headers["vary"] ?? "").toLowerCase().includes("cookie");
      const isPrivate = /\b(private|no-store)\b/.test(headers["cache-control"] ?? "");
      expect(varies || isPrivate, `${path}: vary=${headers["vary"]} cache-control=${headers["cache-control"]}`).toBe(true);
      expect(headers["cache-control"] ?? "").not.toMatch(/\bpublic\b|s-maxage/);
    }
  });

  test("the cookie set by ?lang keeps the language on the next visit", async ({ page }) => {
    await page.goto("/dz?lang=fr");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "lang")).toMatchObject({ value: "fr", httpOnly: false, sameSite: "Lax" });
    await page.goto("/dz");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("a language kept in local storage replaces the default with exactly one reload", async ({ page }) => {
    await page.goto("/dz");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    // The reload happens in <head>, before `load`: count document requests instead.
    let documents = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.resourceType() === "document") documents++;
    });
    await page.goto("/dz");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.waitForLoadState("load");
    // A navigation the test triggers: any reload still pending would come before it and count.
    await page.goto("/dz/app");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(documents).toBe(3);
    expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en");
  });

  test("a cookie language beats local storage without any reload", async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: "fr", url: "http://localhost" }]);
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    let documents = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.resourceType() === "document") documents++;
    });
    await page.goto("/dz");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.waitForLoadState("load");
    // A navigation the test triggers: a reload of the first page would have counted before it.
    await page.goto("/dz/app");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(documents).toBe(2);
  });

  test("local storage follows the page: region, hasSubPath and the chosen language", async ({ page }) => {
    await page.goto("/dz?lang=fr");
    expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ lang: "fr", region: "dz", hasSubPath: "true" });
    await page.goto("/");
    expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ region: "global", hasSubPath: "false" });
  });

  test("pages show their copy in the resolved language", async ({ page }) => {
    await page.goto("/?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.home.hero.title);
    await page.goto("/dz?lang=ar");
    await expect(page.getByRole("link", { name: ar.navigation.login })).toBeVisible();
  });
});

test.describe("French typography", () => {
  // The page's text, which the edge does not change: read once, through it.
  test.skip(({ baseURL }) => baseURL !== EDGE_URL, "the same text as the site alone");
  for (const path of ["/dz/business/pay/pricing?lang=fr", "/dz/app/help/qr-code-payments?lang=fr", "/developer/pay?lang=fr"]) {
    test(`${path} puts a narrow no-break space before : ; ? ! and never an ordinary one`, async ({ page }) => {
      await page.goto(path);
      const head = await page.locator('meta[name="description"]').getAttribute("content");
      // Code (inline and blocks) keeps its own spacing.
      const prose = await page.locator("main").evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("code, pre").forEach((code) => code.remove());
        return copy.innerText;
      });
      for (const text of [prose, head ?? ""]) expect(text.match(/.{0,20}[ \u00A0][:;?!].{0,5}/g) ?? []).toEqual([]);
      expect(prose).toMatch(/\S\u202F[:?]/);
    });
  }
});
