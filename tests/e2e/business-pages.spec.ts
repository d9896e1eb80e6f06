import { expect, test } from "@playwright/test";
import { arabicShare, mainText } from "./helpers";
import { BUSINESS_PAGES, businessMessages, filled } from "./business-helpers";

test.describe("business pages", () => {
  test("the business pages are those the registry lists (ten, each with its copy)", () => {
    expect(BUSINESS_PAGES.map((page) => page.path)).toContain("/business/pay/contact");
    for (const { path, key } of BUSINESS_PAGES) expect(businessMessages.en[key]?.hero?.title, path).toBeTruthy();
  });

  for (const { path, key } of BUSINESS_PAGES) {
    test(`${path} is written in each language, with its localized title`, async ({ request }) => {
      const enText = await mainText(request, `${path}?lang=en`);
      const frText = await mainText(request, `/dz${path}?lang=fr`);
      const arText = await mainText(request, `/dz${path}?lang=ar`);
      expect(arabicShare(arText), arText.slice(0, 400)).toBeGreaterThan(0.8);
      expect(frText).not.toEqual(enText);
      expect(enText.length).toBeGreaterThan(400);
      for (const [lang, url] of [["en", `${path}?lang=en`], ["fr", `/dz${path}?lang=fr`], ["ar", `/dz${path}?lang=ar`]] as const) {
        const html = await (await request.get(url)).text();
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
        expect(h1, url).toBe(filled(businessMessages[lang][key].hero.title).replace(/'/g, "&#x27;"));
        expect(html.match(/<h1[\s>]/g)?.length, url).toBe(1);
      }
    });
  }

  test("unknown business paths are 404s", async ({ request }) => {
    for (const path of ["/business/pay/nothing", "/dz/business/pro/x", "/business/pro/pricing/extra"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("the payment methods page lists every method from data, Visa and Mastercard coming soon", async ({ request }) => {
    const html = await (await request.get("/business/pay/method?lang=en")).text();
    const status = businessMessages.en.common.status;
    for (const [id, label] of [["cib", status.live], ["edahabia", status.live], ["visa", status.comingSoon], ["mastercard", status.comingSoon], ["paypal", status.onRequest]]) {
      const card = new RegExp(`data-method="${id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
      expect(card, id).toContain(label);
    }
  });

  test("every “Become a reseller” button goes to the application form; the dashboard's log-in has its own label (review pass 4, 1.1)", async ({ page }) => {
    const { pro, proPricing } = businessMessages.en;
    for (const path of ["/business/pro", "/business/pro/pricing"]) {
      await page.goto(`${path}?lang=en`);
      const apply = page.locator("main").getByRole("link", { name: pro.cta.apply, exact: true });
      expect(await apply.count(), path).toBeGreaterThanOrEqual(2);
      for (const href of await apply.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href, path).toMatch(/\/business\/pro\/apply$/);
      }
    }
    expect(proPricing.cta.button).toBe(pro.cta.apply);
    await page.goto("/business/pro?lang=en");
    await expect(page.locator("main").getByRole("link", { name: pro.cta.button, exact: true })).toHaveAttribute("href", /^https:\/\/pro\./);
  });

  test("reseller pricing shows every product family with its commission and the terminal offer", async ({ request }) => {
    const html = await (await request.get("/business/pro/pricing?lang=en")).text();
    for (const family of ["topUp", "games", "vouchers", "bills"]) expect(html).toContain(`data-family="${family}"`);
    expect(html).toContain(businessMessages.en.common.companySettings.replace("{brand}", "Cirta"));
    for (const key of ["monthlyRent", "deposit", "purchasePrice"]) expect(html).toContain(`data-offer="${key}"`);
  });

  test("the reseller commission table reads each family's commission as a visitor sees it, in English and French", async ({ page }) => {
    for (const { url, table, rows } of [
      {
        url: "/business/pro/pricing?lang=en",
        table: "Commissions per product family",
        rows: [
          ["Mobile top-ups", "4%"],
          ["Game credit", "6%"],
          ["Vouchers and prepaid cards", "3.5%"],
          ["Bill payments", "20\u00a0DA\u00a0per payment"], // the amount, "DA", "per payment": no-break spaces, never parted
        ],
      },
      {
        url: "/dz/business/pro/pricing?lang=fr",
        table: "Commissions par famille de produits",
        // French puts a no-break space before % and writes dinars "DA" after the amount.
        rows: [
          ["Recharges mobiles", "4\u00a0%"],
          ["Crédit de jeu", "6\u00a0%"],
          ["Bons et cartes prépayées", "3,5\u00a0%"],
          ["Paiement de factures", "20\u00a0DA\u00a0par paiement"],
        ],
      },
    ]) {
      await page.goto(url);
      const commissions = page.getByRole("table", { name: table });
      for (const [family, commission] of rows) {
        const row = commissions.getByRole("row").filter({ has: page.getByRole("rowheader", { name: family, exact: true }) });
        await expect(row, `${url} ${family}`).toHaveCount(1);
        // The cell right after the family: the commission, whole and exact (no-break spaces included).
        const cell = row.getByRole("cell").first();
        expect(await cell.textContent(), `${url} ${family}`).toBe(commission);
      }
    }
  });
});
