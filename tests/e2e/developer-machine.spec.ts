import { site } from "../../src/config/site";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import en from "../../messages/sections/developer/en.json" with { type: "json" };
import ar from "../../messages/sections/developer/ar.json" with { type: "json" };
import { operationSlug } from "../../src/lib/openapi/slug";

const APIS = ["pay", "pro"] as const;
/** What the server does to the YAML it serves: brand tokens become the names of src/config/site.ts. */
const branded = (text: string) =>
  text
    .replaceAll("{payName}", site.products.pay)
    .replaceAll("{proName}", site.products.pro)
    .replaceAll("{devName}", site.products.developers)
    .replaceAll("{domain}", site.domain)
    .replaceAll("{siteUrl}", site.url);
type Doc = Record<"paths" | "webhooks", Record<string, Record<string, { operationId: string }>>>;
const operationIds = (api: string) => {
  const doc = parse(readFileSync(`content/openapi/${api}.yaml`, "utf8")) as Doc;
  return [...Object.values(doc.paths), ...Object.values(doc.webhooks)].flatMap((item) => Object.values(item).map((op) => op.operationId));
};

test.describe("machine-readable developer docs", () => {
  test("the sandbox gives a test key, which answers its API's operations, never stored and without a cookie (SPEC 12)", async ({
    request,
  }) => {
    const created = await request.post("/sandbox/keys", { data: { api: "pay" } });
    expect(created.status()).toBe(201);
    expect(created.headers()["cache-control"]).toBe("no-store");
    expect(created.headers()["set-cookie"]).toBeUndefined();
    const { secret_key: key } = (await created.json()) as { secret_key: string };
    expect(key).toMatch(/^sk_test_/);
    const balance = await request.get("/sandbox/pay/v1/balance", { headers: { authorization: `Bearer ${key}` } });
    expect(balance.status()).toBe(200);
    expect(await balance.json()).toMatchObject({ object: "balance", currency: "DZD" });
    const refused = await request.get("/sandbox/pro/v1/balance", { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("invalid_api_key");
    // Not a page: the locale proxy leaves it alone, so no language cookie. The address checkouts
    // carried before the hosted test checkout leads to its page.
    const unknown = await request.get("/sandbox/checkout/chk_unknown", { maxRedirects: 0 });
    expect(unknown.status()).toBe(303);
    expect(unknown.headers().location).toBe("/dz/developer/checkout/chk_unknown");
    expect(unknown.headers()["set-cookie"]).toBeUndefined();
  });

  test("a payment link's url opens its page: its name in Arabic right to left and in English, a 404 for an unknown id, and once deactivated no Pay (SPEC 12)", async ({
    request,
  }) => {
    const { secret_key: key } = (await (await request.post("/sandbox/keys", { data: { api: "pay" } })).json()) as { secret_key: string };
    const headers = { authorization: `Bearer ${key}` };
    const data = { name: "Robe kabyle <b>brodée</b>", amount: 4500, currency: "DZD", max_uses: 1 };
    const link = (await (await request.post("/sandbox/pay/v1/payment-links", { headers, data })).json()) as { id: string; url: string };
    const path = new URL(link.url).pathname;
    expect(path).toBe(`/dz/developer/link/${link.id}`);
    // The address links carried before their page leads to it.
    const moved = await request.get(`/sandbox/link/${link.id}`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([303, path]);
    const page = async (url: string, status: number) => {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(status);
      const html = await answer.text();
      return { html, lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1], dir: /<html[^>]* dir="([^"]+)"/.exec(html)?.[1] };
    };
    const arabic = await page(path, 200);
    expect([arabic.lang, arabic.dir]).toEqual(["ar", "rtl"]);
    // The merchant's name as text, never as markup; the state; the Pay form, which needs no JavaScript.
    expect(arabic.html).toContain("Robe kabyle &lt;b&gt;brodée&lt;/b&gt;");
    expect(arabic.html).toContain(ar.paymentLink.states.active);
    expect(arabic.html).toContain(`action="/sandbox/link/${link.id}"`);
    expect(arabic.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const english = await page(`${path}?lang=en`, 200);
    expect([english.lang, english.dir]).toEqual(["en", "ltr"]);
    expect(english.html).toContain(en.paymentLink.states.active);
    // Its uses against a maximum from 1,000 up, grouped as the page's language writes numbers
    // (review pass 19: "0 of 5000"); a checkout its page makes returns to that page, which its
    // "Returns to" row says in words, not as this site's own domain.
    const big = (await (await request.post("/sandbox/pay/v1/payment-links", { headers, data: { ...data, max_uses: 5000 } })).json()) as { id: string; url: string };
    const bigPath = new URL(big.url).pathname;
    expect((await page(`${bigPath}?lang=en`, 200)).html).toContain("0 of 5,000");
    const made = await request.post(`/sandbox/link/${big.id}`, { form: { region: "dz", lang: "en", choice: "pay" }, maxRedirects: 0 });
    expect(made.status()).toBe(303);
    const linkCheckout = await page(made.headers().location!, 200);
    expect(linkCheckout.html).toContain(en.checkout.returnsToLink);
    expect(linkCheckout.html).toContain(en.checkout.leadLink);
    const unknown = await page("/dz/developer/link/plink_unknownunknown12", 404);
    expect(unknown.lang).toBe("en");
    expect(unknown.html).toContain(en.paymentLink.unknown.title);
    const patched = await request.patch(`/sandbox/pay/v1/payment-links/${link.id}`, { headers, data: { active: false } });
    expect(patched.status()).toBe(200);
    const inactive = await page(path, 200);
    expect(inactive.html).toContain(en.paymentLink.closed.inactive);
    expect(inactive.html).not.toContain(`action="/sandbox/link/`);
  });

  for (const api of APIS) {
    test(`/developer/${api}/openapi.yaml is the document, as YAML, in every region`, async ({ request }) => {
      const file = readFileSync(`content/openapi/${api}.yaml`, "utf8");
      for (const prefix of ["", "/dz", "/ma"]) {
        const response = await request.get(`${prefix}/developer/${api}/openapi.yaml`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^(application|text)\/yaml; charset=utf-8$/);
        expect(response.headers()["x-content-type-options"]).toBe("nosniff");
        const body = await response.text();
        // The file with its brand tokens filled from src/config/site.ts.
        expect(body).toBe(branded(file));
        expect(body).not.toMatch(/\{(brand|payName|proName|devName|domain|siteUrl)\}/);
        expect((parse(body) as { info: { title: string } }).info.title).toBe(`${site.products[api]} API`);
        expect((parse(body) as { openapi: string }).openapi).toBe("3.1.0");
      }
    });

    test(`/developer/${api}.md is the page as Markdown, in the visitor's language`, async ({ request }) => {
      const english = await request.get(`/developer/${api}.md`);
      expect(english.status()).toBe(200);
      expect(english.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
      const text = await english.text();
      expect(text).toMatch(/^# /);
      expect(text).toContain(`## ${en.docs.webhooks.title}`);
      expect(text).toContain("```bash\ncurl -X");
      const doc = parse(readFileSync(`content/openapi/${api}.yaml`, "utf8")) as {
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) expect(text).toContain(`\`${op.operationId}\``);
      // Each operation's heading links to its reference page.
      for (const id of operationIds(api)) expect(text).toMatch(new RegExp(`\n### \\[[^\\]]+\\]\\(https?://[^)]+/developer/${api}/reference/${operationSlug(id)}\\)\n`));

      const arabic = await (await request.get(`/dz/developer/${api}.md`)).text();
      expect(arabic).toContain(`## ${ar.docs.webhooks.title}`);
    });
  }

  test("/llms.txt lists the Markdown docs and the OpenAPI documents", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^# /);
    for (const api of APIS) {
      // Every reference page (one per operation) is listed.
      for (const id of operationIds(api)) expect(text).toContain(`/developer/${api}/reference/${operationSlug(id)})`);
      expect(text).toContain(`/developer/${api}/sdks)`);
      expect(text).toContain(`/developer/${api}/webhooks)`);
      expect(text).toMatch(new RegExp(`\\]\\(https?://[^)]+/developer/${api}\\.md\\)`));
      expect(text).toMatch(new RegExp(`\\]\\(https?://[^)]+/developer/${api}/openapi\\.yaml\\)`));
    }
    // Every listed address answers.
    for (const match of text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)) {
      const path = new URL(match[1]!).pathname;
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
