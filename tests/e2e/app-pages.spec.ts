import { expect, test } from "@playwright/test";
import { arabicShare, mainText } from "./helpers";
import { APP_PAGES, HELP_SLUGS, appCopy, fill } from "./app-helpers";
import { billers, games, operators, vouchers } from "../../src/data/catalogue";
import { site } from "../../src/config/site";

test.describe("personal section pages", () => {
  for (const path of APP_PAGES) {
    test(`${path} is written in Arabic in ar and translated in fr`, async ({ request }) => {
      const arText = await mainText(request, `/dz${path}`);
      expect(arabicShare(arText), `${path} (ar): ${arText.slice(0, 300)}`).toBeGreaterThan(0.8);
      const enText = await mainText(request, `${path}?lang=en`);
      const frText = await mainText(request, `${path}?lang=fr`);
      expect(enText.length).toBeGreaterThan(400);
      expect(frText).not.toEqual(enText);
    });
  }

  test("each page has one h1, its own title and description, and Open Graph tags", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of APP_PAGES) {
      const html = await (await request.get(`${path}?lang=en`)).text();
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe("");
      titles.add(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain('property="og:title"');
    }
    expect(titles.size).toBe(APP_PAGES.length);
  });

  test("Moroccan pages show their content under the coming-soon notice", async ({ request }) => {
    for (const path of ["/app", "/app/download", "/app/help", `/app/help/${HELP_SLUGS[0]}`]) {
      const html = await (await request.get(`/ma${path}`)).text();
      expect(html, path).toContain('data-testid="region-notice"');
      expect(html.indexOf('data-testid="region-notice"'), path).toBeLessThan(html.indexOf("<h1"));
    }
  });

  test("the catalogue pages render every operator, game, voucher and biller from the data modules", async ({ request }) => {
    const topup = await mainText(request, "/app/topup?lang=en");
    for (const { name } of [...operators, ...games]) expect(topup).toContain(name);
    const voucher = await mainText(request, "/app/voucher?lang=en");
    for (const { name } of vouchers) expect(voucher).toContain(name);
    const payment = await mainText(request, "/app/payment?lang=en");
    for (const { name } of billers) expect(payment).toContain(name);
  });

  test("the wallet marks Visa and Mastercard as coming soon, and rewards state the CC rules", async ({ request }) => {
    const wallet = await mainText(request, "/app/wallet?lang=en");
    expect(wallet).toMatch(new RegExp(`Visa ${appCopy.en.common.statuses["coming-soon"]}`));
    expect(wallet).toMatch(new RegExp(`Mastercard ${appCopy.en.common.statuses["coming-soon"]}`));
    const reward = await mainText(request, "/app/reward?lang=en");
    for (const rule of ["noExpiry", "autoCredit", "notTransferable"] as const)
      expect(reward).toContain(fill(appCopy.en.reward.rules[rule].title));
  });

  test("the fee table counts the free wallet loads in words that agree with the count (the Arabic dual for 2)", async ({ request }) => {
    // src/data/app-fees.ts: 2 free balance top-ups a month, then 1%; the count goes into the message's plural.
    const ar = await mainText(request, "/dz/app/pricing");
    expect(ar).toContain("عمليتا شحن مجانًا كل شهر، ثم 1%");
    expect(ar).not.toMatch(/\d\s*من العمليات/);
    expect(await mainText(request, "/app/pricing?lang=en")).toContain("2 free balance top-ups a month, then 1%");
  });

  test("feature tiles and guide links keep the region prefix", async ({ request }) => {
    const html = await (await request.get("/dz/app")).text();
    for (const path of ["/app/wallet", "/app/topup", "/app/help"]) expect(html).toContain(`href="/dz${path}"`);
    const topup = await (await request.get("/dz/app/topup")).text();
    expect(topup).toContain('href="/dz/app/help/ooredoo-top-up"');
    expect(topup).toContain(`href="/dz/app/download"`);
  });

  test("the Google Play button of the download page links to the store listing", async ({ page }) => {
    for (const [url, name] of [
      ["/app/download", "Get it on Google Play (opens in a new tab)"],
      ["/dz/app/download", "حمّله من Google Play (يُفتح في علامة تبويب جديدة)"],
    ] as const) {
      await page.goto(url);
      const store = page.getByRole("main").getByRole("link", { name, exact: true });
      await expect(store, url).toHaveCount(1);
      await expect(store, url).toHaveAttribute("href", site.links.playStore);
      await expect(store, url).toHaveAttribute("href", "https://play.google.example/store/apps/details?id=example.cirta.app");
    }
  });
});
