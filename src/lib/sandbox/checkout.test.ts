import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { LeadStore } from "@/db/client";
import { sandboxKeys } from "@/db/schema";
import { eq } from "drizzle-orm";
import { proxy } from "@/proxy";
import { describeEachEngine, testEngines } from "../../../tests/support/db-engines";
import { declining, hostedOrigin, hostedSandbox, paying } from "../../../tests/support/hosted-sandbox";
import { findCheckout, returnHosts, returnUrl, settleCheckout } from "./checkout";
import { createKey, insertObject, keyBytes, newId } from "./store";

vi.mock("server-only", () => ({}));
// The proxy asks the process's store whether a checkout exists: here, the test's database.
const proxyStore: { db: LeadStore["db"] | null } = { db: null };
vi.mock("@/db", () => ({ leadStore: async () => ({ db: proxyStore.db }) }));

const origin = hostedOrigin;

describeEachEngine("the hosted test checkout", (store) => {
  const sandbox = hostedSandbox(() => store);
  const { clock, call, newKey } = sandbox;
  const checkoutBody = {
    amount: 4500,
    currency: "DZD",
    success_url: "https://shop.example/thanks?order=1042",
    failure_url: "https://shop.example/cart",
  };
  async function newCheckout(key: string, extra: Record<string, unknown> = {}) {
    const created = await call("/v1/checkouts", key, { ...checkoutBody, ...extra });
    expect(created.status).toBe(201);
    return created.body as { id: string; url: string };
  }
  /** The page's form, as a browser on the site's page posts it. */
  const post = (id: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    sandbox.post(sandbox.checkoutForm, "checkout", id, fields, headers);

  it("gives a checkout a url that opens its page on the site, in the checkout's language", async () => {
    const key = await newKey();
    const arabic = await newCheckout(key);
    expect(arabic.url).toBe(`${origin}/dz/developer/checkout/${arabic.id}?lang=ar`);
    const english = await newCheckout(key, { locale: "en" });
    expect(english.url).toBe(`${origin}/dz/developer/checkout/${english.id}?lang=en`);
  });

  it.each([
    ["the card that pays", { choice: "pay", card: "6280 5800 0000 0001" }, "paid", undefined, checkoutBody.success_url],
    [
      "the other card that pays, typed without spaces",
      { choice: "pay", card: "6280700000000002" },
      "paid",
      undefined,
      checkoutBody.success_url,
    ],
    ["a declined card", { choice: "pay", card: "6280 5800 0000 0019" }, "failed", "card_declined", checkoutBody.failure_url],
    [
      "the insufficient funds card",
      { choice: "pay", card: "6280 5800 0000 0035" },
      "failed",
      "insufficient_funds",
      checkoutBody.failure_url,
    ],
    ["a number that is no test card", { choice: "pay", card: "4111 1111 1111 1111" }, "failed", "card_declined", checkoutBody.failure_url],
    ["an empty card field", { choice: "pay", card: "" }, "failed", "card_declined", checkoutBody.failure_url],
    ["the choice to let it expire", { choice: "expire" }, "expired", undefined, checkoutBody.failure_url],
  ])(
    "settles a checkout paid with %s: the API answers the status and failure_code that card decides, and the browser goes to the merchant's page (303)",
    async (_, fields, status, failure, location) => {
      const key = await newKey();
      const { id } = await newCheckout(key);
      const answer = await post(id, { ...fields, region: "dz" });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(location);
      expect(answer.headers.get("set-cookie")).toBeNull();
      const retrieved = await call(`/v1/checkouts/${id}`, key);
      expect([retrieved.body.status, retrieved.body.failure_code]).toEqual([status, failure]);
      if (status === "expired") expect(Date.parse(retrieved.body.expires_at)).toBeLessThanOrEqual(clock.at);
      // Only a paid checkout counts in the balance (the document: only `paid` means the customer paid).
      expect((await call("/v1/balance", key)).body.pending).toBe(status === "paid" ? 4500 : 0);
      // The key's bytes followed the write (red team 2, S2-1): summed again, they do not move.
      const keyId = (await findCheckout(store.db, id, new Date(clock.at)))!.keyId;
      const [row] = await store.db.select({ bytes: sandboxKeys.bytes }).from(sandboxKeys).where(eq(sandboxKeys.id, keyId));
      expect(await keyBytes(store.db, keyId)).toEqual({ before: row!.bytes, after: row!.bytes });
      // The API's own rule after it: an expire on a closed checkout is a 409.
      expect((await call(`/v1/checkouts/${id}/expire`, key, {})).status).toBe(409);
    },
  );

  it("leaves a closed checkout as it is, and sends the browser back to its page, which says so", async () => {
    const key = await newKey();
    const { id } = await newCheckout(key);
    expect((await post(id, { ...paying, region: "dz" })).headers.get("location")).toBe(checkoutBody.success_url);
    const again = await post(id, { ...declining, region: "dz" });
    expect([again.status, again.headers.get("location")]).toEqual([303, `/dz/developer/checkout/${id}`]);
    expect((await call(`/v1/checkouts/${id}`, key)).body.status).toBe("paid");
    // The region of the page the form was on.
    expect((await post(id, { ...paying, region: "global" })).headers.get("location")).toBe(`/developer/checkout/${id}`);
    expect((await post(id, { ...paying, region: "xx" })).headers.get("location")).toBe(`/dz/developer/checkout/${id}`);
  });

  it("takes an open checkout past its expires_at as expired: never paid, stored expired as the API stores it", async () => {
    const key = await newKey();
    const { id } = await newCheckout(key);
    clock.at += 60 * 60 * 1000;
    expect((await findCheckout(store.db, id, new Date(clock.at)))?.status).toBe("expired");
    const late = await post(id, { ...paying, region: "dz" });
    expect(late.headers.get("location")).toBe(`/dz/developer/checkout/${id}`);
    expect((await call(`/v1/checkouts/${id}`, key)).body.status).toBe("expired");
  });

  it("shows a checkout's page for a day after its creation, then answers as for an unknown id (red team 3, R3-3)", async () => {
    const key = await newKey();
    const { id } = await newCheckout(key, { metadata: { note: "Votre compte est suspendu" } });
    const created = clock.at;
    expect((await findCheckout(store.db, id, new Date(created + 23 * 3_600_000)))?.status).toBe("expired");
    expect(await findCheckout(store.db, id, new Date(created + 24 * 3_600_000))).toBeNull();
    // The API still answers for it.
    expect((await call(`/v1/checkouts/${id}`, key)).status).toBe(200);
  });

  it("knows no checkout by an unknown id, another type's id, or a key past its expiry", async () => {
    const key = await newKey();
    expect(await findCheckout(store.db, "chk_unknown", new Date(clock.at))).toBeNull();
    const unknown = await post("chk_unknown", { ...paying, region: "dz" });
    expect([unknown.status, unknown.headers.get("location")]).toEqual([303, "/dz/developer/checkout/chk_unknown"]);
    const customer = await call("/v1/customers", key, { name: "Amina" });
    expect(await findCheckout(store.db, customer.body.id, new Date(clock.at))).toBeNull();
    // An id that is no id at all never reaches the database, nor a Location.
    expect((await post("../../x", { ...paying })).status).toBe(404);
    const { id } = await newCheckout(key);
    const found = await findCheckout(store.db, id, new Date(clock.at));
    expect(found?.status).toBe("open");
    await store.db
      .update(sandboxKeys)
      .set({ expiresAt: new Date(clock.at - 1) })
      .where(eq(sandboxKeys.id, found!.keyId));
    expect(await findCheckout(store.db, id, new Date(clock.at))).toBeNull();
  });

  it("never settles a checkout under another key: the page's id finds its own key, and another key's id is unknown", async () => {
    const [first, second] = [await newKey(), await newKey()];
    const { id } = await newCheckout(first);
    const owner = (await findCheckout(store.db, id, new Date(clock.at)))!.keyId;
    const other = (await findCheckout(store.db, (await newCheckout(second)).id, new Date(clock.at)))!.keyId;
    expect(other).not.toBe(owner);
    expect(await settleCheckout(store.db, other, id, "paid", new Date(clock.at))).toEqual({ ok: false, reason: "unknown" });
    expect((await call(`/v1/checkouts/${id}`, first)).body.status).toBe("open");
    // The other key does not see it either, once paid.
    expect((await post(id, { ...paying, region: "dz" })).status).toBe(303);
    expect((await call(`/v1/checkouts/${id}`, second)).status).toBe(404);
    expect((await call(`/v1/checkouts/${id}`, first)).body.status).toBe("paid");
  });

  it.each([
    ["another site's page", { "sec-fetch-site": "cross-site" }, 403],
    ["a sibling site", { "sec-fetch-site": "same-site" }, 403],
    ["another origin, without Fetch Metadata", { "sec-fetch-site": "", origin: "https://evil.example" }, 403],
    ["a body that is no form", { "content-type": "text/plain" }, 415],
  ])("refuses a POST from %s, and the checkout stays open", async (_, headers, status) => {
    const key = await newKey();
    const { id } = await newCheckout(key);
    const answer = await post(id, { ...paying, region: "dz" }, headers);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("location")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await call(`/v1/checkouts/${id}`, key)).body.status).toBe("open");
  });

  it("refuses a choice it does not know, and a payment without a card field: the card decides, never the form", async () => {
    const key = await newKey();
    const { id } = await newCheckout(key);
    for (const choice of ["", "paid", "declined", "expired", "canceled", "PAY"])
      expect((await post(id, { choice, card: "6280 5800 0000 0001", region: "dz" })).status, choice).toBe(400);
    // The form before the card field (outcome=paid), and a payment whose card field is missing.
    expect((await post(id, { outcome: "paid", region: "dz" })).status).toBe(400);
    expect((await post(id, { choice: "pay", region: "dz" })).status).toBe(400);
    expect((await post(id, { region: "dz" })).status).toBe(400);
    expect((await call(`/v1/checkouts/${id}`, key)).body.status).toBe("open");
  });

  it("sends the browser only to an http(s) return URL, even one the store holds otherwise", async () => {
    const key = await newKey();
    const { id } = await newCheckout(key);
    const { keyId } = (await findCheckout(store.db, id, new Date(clock.at)))!;
    // Stored past the document's check (an older checkout, a defect): the page still never goes there.
    const forged = {
      id: "chk_forged",
      object: "checkout",
      status: "open",
      amount: 100,
      currency: "DZD",
      expires_at: new Date(clock.at + 3_600_000).toISOString(),
    };
    await insertObject(
      store.db,
      keyId,
      "checkout",
      { ...forged, success_url: "javascript:alert(1)", failure_url: "data:text/html,x" },
      new Date(clock.at),
    );
    const answer = await post("chk_forged", { ...paying, region: "dz" });
    expect(answer.headers.get("location")).toBe("/dz/developer/checkout/chk_forged");
    for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "/relative", "ftp://x.example/", "https://cirta.example@evil.example/"])
      expect(returnUrl(url), url).toBeNull();
    expect(returnUrl("https://shop.example/thanks")).toBe("https://shop.example/thanks");
  });

  it("names the hosts the page returns the customer to, each once, as the page shows them before any way out (red team 3, R3-3)", () => {
    const checkout = { id: "chk_x", success_url: "https://shop.example/thanks", failure_url: "https://shop.example:8443/cart" };
    expect(returnHosts(checkout)).toEqual(["shop.example", "shop.example:8443"]);
    expect(returnHosts({ ...checkout, failure_url: "https://shop.example/again" })).toEqual(["shop.example"]);
    // Punycode as the browser goes there; a URL the page would not follow is not named.
    expect(returnHosts({ id: "chk_y", success_url: "https://bücher.example/", failure_url: "javascript:alert(1)" })).toEqual(["xn--bcher-kva.example"]);
  });
});

describe("the hosted test checkout's form route", () => {
  it("answers another method, OPTIONS included, with the documents' JSON 405 naming GET and POST, as the rest of /sandbox/ (red team 2, S2-5)", async () => {
    const route = await import("@/app/sandbox/checkout/[id]/route");
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const answer = route[method]();
      expect([answer.status, answer.headers.get("allow"), answer.headers.get("cache-control")], method).toEqual([
        405,
        "GET, POST",
        "no-store",
      ]);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    }
  });

  it("answers a GET of an id no checkout can have with the documents' Error body and its Request-Id (red team 3, R3-6)", async () => {
    const route = await import("@/app/sandbox/checkout/[id]/route");
    const answer = await route.GET(new Request("http://localhost/sandbox/checkout/a.b"), { params: Promise.resolve({ id: "a.b" }) });
    const body = (await answer.json()) as { error: { code: string; request_id: string } };
    expect(answer.status).toBe(404);
    expect(answer.headers.get("request-id")).toBe(body.error.request_id);
    expect(body.error.code).toBe("resource_missing");
  });
});

describe("the hosted test checkout's page, through the proxy", () => {
  let store: LeadStore;
  let known = "";
  beforeAll(async () => {
    store = await testEngines[0]!.open();
    proxyStore.db = store.db;
    const key = await createKey(store.db, "pay", new Date());
    known = newId("chk");
    const checkout = { id: known, object: "checkout", status: "paid", expires_at: new Date().toISOString() };
    await insertObject(store.db, key.key.id, "checkout", checkout, new Date());
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  function get(path: string, headers: Record<string, string> = {}, method = "GET") {
    return Promise.resolve(proxy(new NextRequest(`http://localhost:3000${path}`, { headers, method })));
  }

  it("renders /dz/developer/checkout/<id> per request, in the language the proxy decides, with the id from the proxy alone, never stored", async () => {
    const page = await get(`/dz/developer/checkout/${known}?lang=en`, { "x-sandbox-checkout": "id=chk_forged&lang=ar&region=dz" });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-middleware-rewrite")).toMatch(/^http:\/\/localhost:3000\/en\/dz\/developer\/checkout\?lang=en$/);
    expect(page.headers.get("x-middleware-request-x-sandbox-checkout")).toBe(`id=${known}&lang=en&region=dz`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("set-cookie")).toMatch(/^lang=en;/);
    // Its form's 303 leads to the merchant's origin, which form-action checks too: only this page allows it.
    expect(page.headers.get("content-security-policy")).toMatch(/(?:^|; )form-action 'self' https: http:(?:;|$)/);
    expect((await get("/dz/developer/pay")).headers.get("content-security-policy") ?? "form-action 'self'").not.toContain("https: http:");
    expect((await get(`/developer/checkout/${known}`)).headers.get("x-middleware-rewrite")).toMatch(/\/en\/global\/developer\/checkout$/);
    expect((await get(`/dz/developer/checkout/${known}`)).headers.get("x-middleware-rewrite")).toMatch(/\/ar\/dz\/developer\/checkout$/);
    // Its form found the sandbox busy (red team 6b, RT6B-1), or its client past a count (review pass 21, en 5.1): the page is told
    // that word, and no other.
    const busy = await get(`/dz/developer/checkout/${known}?lang=fr&notice=busy`);
    expect(busy.headers.get("x-middleware-request-x-sandbox-checkout")).toBe(`id=${known}&lang=fr&region=dz&notice=busy`);
    const wait = await get(`/dz/developer/checkout/${known}?lang=ar&notice=wait`);
    expect(wait.headers.get("x-middleware-request-x-sandbox-checkout")).toBe(`id=${known}&lang=ar&region=dz&notice=wait`);
    const held = await get(`/dz/developer/checkout/${known}?lang=fr&notice=held`);
    expect(held.headers.get("x-middleware-request-x-sandbox-checkout")).toBe(`id=${known}&lang=fr&region=dz`);
  });

  it("answers an id no unexpired key holds with the same page and a 404 (the page cannot: notFound() renders no document)", async () => {
    const unknown = await get("/dz/developer/checkout/chk_unknown");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-middleware-rewrite")).toMatch(/\/ar\/dz\/developer\/checkout$/);
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 to the internal page, to a path that names no id, and 405 to another method", async () => {
    for (const path of ["/developer/checkout", "/dz/developer/checkout/", "/dz/developer/checkout/a/b", "/dz/developer/checkout/a%20b"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("x-middleware-rewrite"), path).toMatch(/\/page-not-found\/?$/);
    }
    const post = await get(`/dz/developer/checkout/${known}`, {}, "POST");
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });

  it("is a path the edge never stores nor answers from its cache", () => {
    const conf = readFileSync("deploy/nginx/nginx.conf", "utf8");
    expect(conf).toContain('"~^(?:/(?:dz|ma))?(?:/developer/checkout|/developer/link)/[^/]+$" 1;');
    expect(/proxy_cache_bypass (.*);/.exec(conf)?.[1]?.split(" ")).toContain("$edge_checkout");
    expect(/proxy_no_cache (.*);/.exec(conf)?.[1]?.split(" ")).toContain("$edge_checkout");
    expect(conf).toContain('proxy_set_header x-sandbox-checkout "";');
  });
});
