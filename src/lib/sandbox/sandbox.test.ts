import { describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { eq, sql } from "drizzle-orm";
import { sandboxKeys, sandboxObjects } from "@/db/schema";
import { sandboxLimits } from "@/config/sandbox";
import { describeEachEngine } from "../../../tests/support/db-engines";
import { sandboxHandler } from "./handler";
import { cardOutcome } from "./pay";
import { phoneOutcome } from "./pro";
import { purgeSandboxKeys, secretHash, vacuumSandbox } from "./store";
import { sandboxRequest } from "../../../tests/support/sandbox-request";

vi.mock("server-only", () => ({}));

const day = 24 * 60 * 60 * 1000;
const start = Date.parse("2026-11-28T10:00:00Z");

// On PGlite and on the PostgreSQL server of `npm test` (TEST_DATABASE_URL), like the lead store's
// tests: the row lock that serialises a key's writes is tested with real concurrent connections too.
describeEachEngine("the sandbox's state and limits", (store) => {
  // The time each request sees: moved by the tests; 50 ms more at each request (under 25 a second).
  let clock = start;
  const now = () => new Date((clock += 50));
  const handle = sandboxHandler({ db: async () => store.db, now, env: { LEADS_TRUSTED_HOPS: "1" }, origin: "https://www.cirta.example" });
  let address = 0;

  async function call(
    path: string,
    { method = "GET", body, key, headers = {} }: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await handle(
      sandboxRequest(path, { method, body, key, headers }),
    );
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read field by field, its shape checked by the document's schemas
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
  }
  // Each key from an address of its own, so that the hourly count per address is tested apart.
  const newKey = async (api: "pay" | "pro") =>
    String(
      (await call("/keys", { method: "POST", body: { api }, headers: { "x-forwarded-for": `198.51.100.${++address}` } })).body.secret_key,
    );

  it("creates a key: 201 with the secret once, kept only as its SHA-256, expiring 30 days later", async () => {
    const answer = await call("/keys", {
      method: "POST",
      body: { api: "pay" },
      headers: { "x-forwarded-for": "203.0.113.1", origin: "https://www.cirta.example" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.secret_key).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(answer.body.expires_at) - clock).toBe(30 * day);
    const rows = await store.db
      .select()
      .from(sandboxKeys)
      .where(eq(sandboxKeys.secretHash, secretHash(answer.body.secret_key)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(answer.body.secret_key.slice(8));
  });

  it("creates a key from the docs page of the site served on a loopback name (a local build, the browser tests), as the lead forms allow", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:6201"]) {
      const answer = await call("/keys", {
        method: "POST",
        body: { api: "pay" },
        headers: { "x-forwarded-for": `203.0.113.${origin.length}`, origin, "sec-fetch-site": "same-origin" },
      });
      expect(answer.status, origin).toBe(201);
    }
  });

  it.each([
    ["no body", undefined, 400, { "content-type": "application/json" }],
    ["not JSON", "{", 400],
    ["another API", { api: "live" }, 400],
    ["a body past 1 KiB", { api: "pay", pad: "x".repeat(2000) }, 413],
    ["another site's page", { api: "pay" }, 403, { "sec-fetch-site": "cross-site" }],
    // Red team S7: a form (text/plain is valid JSON), a browser without Fetch Metadata, a sibling site.
    ["a form's text/plain body", { api: "pay" }, 415, { "content-type": "text/plain" }],
    ["no Content-Type", '{"api":"pay"}', 415, { "content-type": "" }],
    ["another origin", { api: "pay" }, 403, { origin: "https://evil.example" }],
    ["a sibling site's origin", { api: "pay" }, 403, { origin: "https://docs.cirta.example", "sec-fetch-site": "same-site" }],
  ])("refuses a key request with %s", async (_, body, status, headers: Record<string, string> = {}) => {
    const answer = await call("/keys", { method: "POST", body, headers: { "x-forwarded-for": "203.0.113.2", ...headers } });
    expect(answer.status).toBe(status);
    expect(answer.body.error.request_id).toMatch(/^req_/);
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|node_modules/);
  });

  it("limits keys per client address, and answers GET on /sandbox/keys with 405", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let index = 0; index < sandboxLimits.keysPerHour; index++)
      expect((await call("/keys", { method: "POST", body: { api: "pro" }, headers })).status).toBe(201);
    const refused = await call("/keys", { method: "POST", body: { api: "pro" }, headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("/keys", { method: "POST", body: { api: "pro" }, headers: { "x-forwarded-for": "203.0.113.10" } })).status).toBe(
      201,
    );
    const get = await call("/keys");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("limits keys per IPv6 /48 as well as per /64 (red team S1)", async () => {
    const ask = async (address: string) =>
      (await call("/keys", { method: "POST", body: { api: "pay" }, headers: { "x-forwarded-for": address } })).status;
    // Three /64s of one /48 get their 10 each, 30 together; a fourth /64 of that /48 gets none.
    expect(sandboxLimits.keysPerHourPer48).toBe(3 * sandboxLimits.keysPerHour);
    for (const net of [1, 2, 3])
      for (let host = 1; host <= sandboxLimits.keysPerHour; host++) expect(await ask(`2001:db8:77:${net}::${host}`)).toBe(201);
    expect(await ask("2001:db8:77:4::1")).toBe(429);
    // Another /48 counts apart.
    expect(await ask("2001:db8:78:1::1")).toBe(201);
  });

  it("bounds one network's live keys: past them, a key request from its IPv4 address or IPv6 /48 gets 429 (red team S1)", async () => {
    const capped = sandboxHandler({ db: async () => store.db, now, env: { LEADS_TRUSTED_HOPS: "1" }, liveKeysPerNetwork: 2 });
    const ask = async (address: string) => {
      const response = await capped(
        new Request("http://localhost/sandbox/keys", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ api: "pro" }),
        }),
      );
      return [response.status, ((await response.json()) as { error?: { code: string } }).error?.code ?? "created"];
    };
    expect(await ask("2001:db8:99:1::1")).toEqual([201, "created"]);
    expect(await ask("2001:db8:99:2::1")).toEqual([201, "created"]);
    // A third /64 of the same /48: its own hourly count is fresh, the network's live keys are not.
    expect(await ask("2001:db8:99:3::1")).toEqual([429, "too_many_keys"]);
    expect(await ask("2001:db8:9a:1::1")).toEqual([201, "created"]);
    expect(await ask("192.0.2.77")).toEqual([201, "created"]);
    expect(await ask("192.0.2.77")).toEqual([201, "created"]);
    expect(await ask("192.0.2.77")).toEqual([429, "too_many_keys"]);
    // Once a key of the network expires, the network gets one again.
    clock += sandboxLimits.keyLifetimeDays * day;
    expect(await ask("2001:db8:99:3::1")).toEqual([201, "created"]);
  });

  it("counts the clients whose address is unknown as one network: together they hold at most its live keys (red team 2, S2-3)", async () => {
    // Served alone without LEADS_TRUSTED_HOPS: no address is known.
    const alone = sandboxHandler({ db: async () => store.db, now, env: {}, origin: "https://www.cirta.example", liveKeysPerNetwork: 3 });
    const statuses: [number, string | undefined][] = [];
    for (let index = 0; index < 4; index++) {
      const response = await alone(
        new Request("http://localhost/sandbox/keys", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${index}` },
          body: JSON.stringify({ api: "pay" }),
        }),
      );
      statuses.push([response.status, ((await response.json()) as { error?: { code: string } }).error?.code]);
    }
    expect(statuses).toEqual([[201, undefined], [201, undefined], [201, undefined], [429, "too_many_keys"]]);
  });

  it("bounds the whole sandbox: past its live keys, a key request is refused with 503 (red team S1)", async () => {
    const live = (await store.db.select({ expiresAt: sandboxKeys.expiresAt }).from(sandboxKeys)).filter(
      (row) => row.expiresAt.getTime() > clock,
    ).length;
    const full = sandboxHandler({ db: async () => store.db, now, env: { LEADS_TRUSTED_HOPS: "1" }, liveKeys: live + 1 });
    const ask = (address: string) =>
      full(
        new Request("http://localhost/sandbox/keys", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ api: "pay" }),
        }),
      );
    expect((await ask("192.0.2.201")).status).toBe(201);
    const refused = await ask("192.0.2.202");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("sandbox_full");
  });

  it("keeps each key's objects to itself", async () => {
    const [a, b] = [await newKey("pay"), await newKey("pay")];
    const created = await call("/pay/v1/customers", { method: "POST", key: a, body: { name: "Amina Benali" } });
    expect(created.status).toBe(201);
    expect((await call(`/pay/v1/customers/${created.body.id}`, { key: a })).status).toBe(200);
    expect((await call(`/pay/v1/customers/${created.body.id}`, { key: b })).status).toBe(404);
    expect((await call("/pay/v1/customers", { key: b })).body.data).toEqual([]);
    expect((await call("/pay/v1/customers", { key: a })).body.data.map((customer: { id: string }) => customer.id)).toEqual([
      created.body.id,
    ]);
  });

  it("pages lists newest first with limit and starting_after", async () => {
    const key = await newKey("pay");
    const ids: string[] = [];
    for (const name of ["one", "two", "three"]) ids.push((await call("/pay/v1/products", { method: "POST", key, body: { name } })).body.id);
    const first = await call("/pay/v1/products?limit=2", { key });
    expect(first.body.data.map((product: { id: string }) => product.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.has_more).toBe(true);
    const second = await call(`/pay/v1/products?limit=2&starting_after=${ids[1]}`, { key });
    expect(second.body).toEqual({ object: "list", has_more: false, data: [expect.objectContaining({ id: ids[0], name: "one" })] });
    const unknown = await call("/pay/v1/products?starting_after=prod_nope", { key });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe("starting_after");
  });

  it("honours Idempotency-Key: the same body gets the same object, another body a 400", async () => {
    const key = await newKey("pay");
    const body = { amount: 4500, currency: "DZD", success_url: "https://shop.example/thanks", failure_url: "https://shop.example/cart" };
    const headers = { "idempotency-key": "order-1042" };
    const first = await call("/pay/v1/checkouts", { method: "POST", key, body, headers });
    const again = await call("/pay/v1/checkouts", { method: "POST", key, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await call("/pay/v1/checkouts", { method: "POST", key, body: { ...body, amount: 9000 }, headers });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: "idempotency_key_reused", param: "Idempotency-Key" });
    expect((await call("/pay/v1/checkouts", { key })).body.data).toHaveLength(1);
    const long = await call("/pay/v1/checkouts", { method: "POST", key, body, headers: { "idempotency-key": "x".repeat(65) } });
    expect(long.status).toBe(400);
    expect(long.body.error.param).toBe("Idempotency-Key");
  });

  it("expires a checkout after an hour, or when asked once (409 after)", async () => {
    const key = await newKey("pay");
    const body = { amount: 4500, currency: "DZD", success_url: "https://shop.example/thanks", failure_url: "https://shop.example/cart" };
    const checkout = (await call("/pay/v1/checkouts", { method: "POST", key, body })).body;
    expect(checkout).toMatchObject({ status: "open", locale: "ar", fees_paid_by: "merchant", customer: null, metadata: {} });
    expect(checkout.url).toBe(`https://www.cirta.example/dz/developer/checkout/${checkout.id}?lang=ar`);
    expect((await call(`/pay/v1/checkouts?status=open`, { key })).body.data).toHaveLength(1);
    clock += 60 * 60 * 1000;
    expect((await call(`/pay/v1/checkouts/${checkout.id}`, { key })).body.status).toBe("expired");
    expect((await call(`/pay/v1/checkouts?status=open`, { key })).body.data).toHaveLength(0);
    const other = (await call("/pay/v1/checkouts", { method: "POST", key, body })).body;
    expect((await call(`/pay/v1/checkouts/${other.id}/expire`, { method: "POST", key })).body.status).toBe("expired");
    const twice = await call(`/pay/v1/checkouts/${other.id}/expire`, { method: "POST", key });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("checkout_not_open");
  });

  it("refuses a checkout for another key's customer and a price for an unknown product (400 naming the field)", async () => {
    const [a, b] = [await newKey("pay"), await newKey("pay")];
    const customer = (await call("/pay/v1/customers", { method: "POST", key: a, body: { name: "Amina" } })).body.id;
    const body = {
      amount: 4500,
      currency: "DZD",
      success_url: "https://shop.example/thanks",
      failure_url: "https://shop.example/cart",
      customer,
    };
    const refused = await call("/pay/v1/checkouts", { method: "POST", key: b, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error.param).toBe("customer");
    const price = await call("/pay/v1/prices", { method: "POST", key: b, body: { product: "prod_nope", amount: 100, currency: "DZD" } });
    expect(price.body.error.param).toBe("product");
  });

  it("refuses return URLs that are not http(s), as a script or data URL (red team S6), or that hold a user name (red team 3, R3-3)", async () => {
    const key = await newKey("pay");
    const body = { amount: 4500, currency: "DZD", success_url: "https://shop.example/thanks", failure_url: "http://shop.example/cart" };
    expect((await call("/pay/v1/checkouts", { method: "POST", key, body })).status).toBe(201);
    for (const url of ["https://shop.example", "https://shop.example?x=a@b", "https://shop.example/#@x", "http://[2001:db8::1]:8080/back"])
      expect((await call("/pay/v1/checkouts", { method: "POST", key, body: { ...body, success_url: url } })).status, url).toBe(201);
    for (const [field, url] of [
      ["success_url", "javascript:alert(document.cookie)//"],
      ["failure_url", "JavaScript:fetch('//evil.example/')"],
      ["success_url", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
      ["failure_url", `https://shop.example/${"x".repeat(2048)}`],
      // A user name or password before the host makes another site look like this one (red team 3, R3-3).
      ["success_url", "https://cirta.example@evil.example/login"],
      ["failure_url", "HTTP://user:pass@shop.example"],
      ["success_url", "https://:@shop.example/"],
    ]) {
      const refused = await call("/pay/v1/checkouts", { method: "POST", key, body: { ...body, [field!]: url } });
      expect([refused.status, refused.body.error.param]).toEqual([400, field]);
    }
  });

  it("updates a payment link", async () => {
    const key = await newKey("pay");
    const link = (await call("/pay/v1/payment-links", { method: "POST", key, body: { name: "Rug", amount: 12000, currency: "DZD" } })).body;
    expect(link).toMatchObject({ uses: 0, active: true, max_uses: null, expires_at: null });
    const updated = await call(`/pay/v1/payment-links/${link.id}`, { method: "PATCH", key, body: { active: false, amount: 11000 } });
    expect(updated.body).toMatchObject({ id: link.id, active: false, amount: 11000, name: "Rug" });
    expect((await call("/pay/v1/payment-links", { key })).body.data[0]).toMatchObject({ active: false, amount: 11000 });
  });

  it("keeps a payment link's limit and expiry on an update that leaves them out, and removes them with null, as the reference says (review pass 25, ar 1.1)", async () => {
    const key = await newKey("pay");
    const body = { name: "Rug", amount: 12000, currency: "DZD", max_uses: 3, expires_at: "2026-12-31T12:00:00Z" };
    const link = (await call("/pay/v1/payment-links", { method: "POST", key, body })).body;
    const kept = await call(`/pay/v1/payment-links/${link.id}`, { method: "PATCH", key, body: { name: "Tapis" } });
    expect(kept.body).toMatchObject({ name: "Tapis", max_uses: 3, expires_at: "2026-12-31T12:00:00Z" });
    const removed = await call(`/pay/v1/payment-links/${link.id}`, { method: "PATCH", key, body: { max_uses: null, expires_at: null } });
    expect(removed.body).toMatchObject({ name: "Tapis", max_uses: null, expires_at: null });
  });

  it("decides a top-up by its test number, after the operator's two seconds, and keeps the balance", async () => {
    const key = await newKey("pro");
    const topup = async (phone: string) =>
      call("/pro/v1/topups", { method: "POST", key, body: { operator: "mobilis", phone, amount: 1000 } });
    const ok = await topup("0661000000");
    const refused = await topup("0661000099");
    const unavailable = await topup("0661000098");
    expect([ok.status, refused.status, unavailable.status]).toEqual([202, 202, 202]);
    expect(ok.body.status).toBe("pending");
    expect((await call("/pro/v1/balance", { key })).body).toMatchObject({ available: 1_000_000 - 3 * 970, reserved: 3 * 970 });
    expect((await topup("0661000097")).status).toBe(402);
    const tooSmall = await call("/pro/v1/topups", { method: "POST", key, body: { operator: "djezzy", phone: "0770000000", amount: 30 } });
    expect(tooSmall.body.error).toMatchObject({ code: "amount_not_allowed", param: "amount" });
    clock += 2000;
    expect((await call(`/pro/v1/topups/${ok.body.id}`, { key })).body).toMatchObject({ status: "succeeded", failure_code: null });
    expect((await call(`/pro/v1/topups/${refused.body.id}`, { key })).body).toMatchObject({
      status: "failed",
      failure_code: "operator_refused",
    });
    expect((await call(`/pro/v1/topups/${unavailable.body.id}`, { key })).body).toMatchObject({
      status: "failed",
      failure_code: "operator_unavailable",
    });
    expect((await call("/pro/v1/balance", { key })).body).toMatchObject({ available: 1_000_000 - 970, reserved: 0 });
    const order = await call("/pro/v1/voucher-orders", { method: "POST", key, body: { voucher: "netflix_monthly", quantity: 2 } });
    expect(order.body).toMatchObject({ status: "fulfilled", total: 3860 });
    expect(order.body.codes).toHaveLength(2);
    expect((await call("/pro/v1/voucher-orders", { method: "POST", key, body: { voucher: "xbox_15", quantity: 1 } })).body.error.code).toBe(
      "out_of_stock",
    );
  });

  it("bounds a key's objects: past the limit, a create is refused with 403", async () => {
    const key = await newKey("pay");
    const [row] = await store.db
      .select({ id: sandboxKeys.id })
      .from(sandboxKeys)
      .where(eq(sandboxKeys.secretHash, secretHash(key)));
    const filler = Array.from({ length: sandboxLimits.objectsPerKey }, (_, index) => ({
      keyId: row!.id,
      id: `prod_fill${index}`,
      type: "product",
      data: { id: `prod_fill${index}`, object: "product", name: "x", active: true, created_at: new Date(start).toISOString() },
      createdAt: new Date(start),
    }));
    await store.db.insert(sandboxObjects).values(filler);
    const refused = await call("/pay/v1/products", { method: "POST", key, body: { name: "one too many" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("test_mode_limit");
    // The message the reference shows as the 403's example, in both documents (review pass 15).
    for (const api of ["pay", "pro"]) {
      const document = parse(readFileSync(`content/openapi/${api}.yaml`, "utf8"));
      expect(refused.body.error.message).toBe(document.components.responses.TestModeLimit.content["application/json"].example.error.message);
    }
    expect((await call("/pay/v1/products?limit=1", { key })).status).toBe(200);
  });

  // Red team S3 and S4: a key's writes run one at a time, so nothing read before a write goes stale.

  const keyId = async (secret: string) =>
    (
      await store.db
        .select({ id: sandboxKeys.id })
        .from(sandboxKeys)
        .where(eq(sandboxKeys.secretHash, secretHash(secret)))
    )[0]!.id;

  it("bounds a key's bytes: a create past 1 MiB of JSON is refused with 403 and leaves nothing (red team S1)", async () => {
    const key = await newKey("pay");
    const id = await keyId(key);
    // 100 products of 10,000 characters: about 1,008,000 bytes of the 1,048,576.
    const filler = Array.from({ length: 100 }, (_, index) => ({
      keyId: id,
      id: `prod_big${index}`,
      type: "product",
      data: { id: `prod_big${index}`, object: "product", name: "x".repeat(10_000), active: true, created_at: new Date(start).toISOString() },
      createdAt: new Date(start),
    }));
    await store.db.insert(sandboxObjects).values(filler);
    // Checkouts of about 10.6 KB each (20 metadata values of 500 characters): a few fit, then one does not.
    const metadata = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`k${index}`, "v".repeat(500)]));
    const body = { amount: 4500, currency: "DZD", success_url: "https://shop.example/ok", failure_url: "https://shop.example/ko", metadata };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let tries = 0; tries < 10 && !statuses.includes(403); tries++) {
      last = await call("/pay/v1/checkouts", { method: "POST", key, body });
      statuses.push(last.status);
    }
    expect(statuses.at(-1)).toBe(403);
    expect(last?.body.error.message).toBe(
      "A test key keeps at most 1 MiB of data, and this request would take this one past it: create a new test key.",
    );
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.length).toBeGreaterThan(1);
    const objects = await store.db.select({ bytes: sandboxObjects.bytes }).from(sandboxObjects).where(eq(sandboxObjects.keyId, id));
    expect(objects).toHaveLength(100 + statuses.length - 1);
    const [row] = await store.db.select({ bytes: sandboxKeys.bytes }).from(sandboxKeys).where(eq(sandboxKeys.id, id));
    expect(row!.bytes).toBe(objects.reduce((sum, object) => sum + object.bytes, 0));
    expect(row!.bytes).toBeLessThanOrEqual(sandboxLimits.bytesPerKey);
    // What still fits is still taken.
    expect((await call("/pay/v1/products", { method: "POST", key, body: { name: "small" } })).status).toBe(201);
  });

  it("bounds a key's bytes on updates too: a PATCH past 1 MiB is refused with 403 and undone, and the key's bytes follow (red team 2, S2-1)", async () => {
    const key = await newKey("pay");
    const id = await keyId(key);
    const links: string[] = [];
    for (let index = 0; index < 5; index++)
      links.push(String((await call("/pay/v1/payment-links", { method: "POST", key, body: { name: "a", amount: 100, currency: "DZD" } })).body.id));
    // One product fills the budget but for about 2,500 bytes.
    const stored = async () =>
      (await store.db.select({ bytes: sandboxObjects.bytes }).from(sandboxObjects).where(eq(sandboxObjects.keyId, id))).reduce(
        (sum, object) => sum + object.bytes,
        0,
      );
    const filler = { id: "prod_fill", object: "product", name: "", active: true, created_at: new Date(start).toISOString() };
    const room = sandboxLimits.bytesPerKey - (await stored()) - JSON.stringify(filler).length - 10 - 2500;
    await store.db.insert(sandboxObjects).values({ keyId: id, id: filler.id, type: "product", data: { ...filler, name: "x".repeat(room) }, createdAt: new Date(start) });
    // Each update grows a link by about 1 KB (256 emoji): two fit, the third does not.
    const statuses: number[] = [];
    for (const link of links) statuses.push((await call(`/pay/v1/payment-links/${link}`, { method: "PATCH", key, body: { name: "😀".repeat(256) } })).status);
    expect(statuses).toEqual([200, 200, 403, 403, 403]);
    expect((await call(`/pay/v1/payment-links/${links[2]}`, { method: "PATCH", key, body: { name: "b" } })).status).toBe(200);
    const [row] = await store.db.select({ bytes: sandboxKeys.bytes }).from(sandboxKeys).where(eq(sandboxKeys.id, id));
    expect(row!.bytes).toBe(await stored());
    expect(row!.bytes).toBeLessThanOrEqual(sandboxLimits.bytesPerKey);
    const names = (await call("/pay/v1/payment-links?limit=10", { key })).body.data.map((link: { name: string }) => link.name.length);
    expect(names).toEqual([1, 1, 1, 512, 512]);
  });

  it.each([
    ["an expiry of 15,000 fractional digits", { expires_at: `2027-01-01T00:00:00.${"7".repeat(15_000)}Z` }, "expires_at"],
    ["a max_uses of 1e300", { max_uses: 1e300 }, "max_uses"],
  ])("refuses a payment link update with %s: 400 naming the field (red team 2, S2-1, S2-6)", async (_, body, param) => {
    const key = await newKey("pay");
    const link = (await call("/pay/v1/payment-links", { method: "POST", key, body: { name: "a", amount: 100, currency: "DZD" } })).body;
    const answer = await call(`/pay/v1/payment-links/${link.id}`, { method: "PATCH", key, body });
    expect([answer.status, answer.body.error.code, answer.body.error.param]).toEqual([400, "parameter_invalid", param]);
  });

  it.each([
    ["POST", "a leap second", "2026-12-31T23:59:60Z"],
    ["PATCH", "a leap second", "2026-12-31T23:59:60Z"],
    ["POST", "a leap second with an offset", "2027-01-01T00:59:60+01:00"],
  ])("refuses a payment link %s with an expires_at of %s, which is RFC 3339 but no instant: 400 naming the field (review pass 22, en 3.1)", async (method, _, expiresAt) => {
    const key = await newKey("pay");
    const fields = { name: "a", amount: 100, currency: "DZD" };
    const answer =
      method === "POST"
        ? await call("/pay/v1/payment-links", { method: "POST", key, body: { ...fields, expires_at: expiresAt } })
        : await call(`/pay/v1/payment-links/${(await call("/pay/v1/payment-links", { method: "POST", key, body: fields })).body.id}`, {
            method: "PATCH",
            key,
            body: { expires_at: expiresAt },
          });
    expect([answer.status, answer.body.error.code, answer.body.error.param]).toEqual([400, "parameter_invalid", "expires_at"]);
    expect((await call("/pay/v1/payment-links?limit=10", { key })).body.data.map((link: { expires_at: unknown }) => link.expires_at)).toEqual(
      method === "POST" ? [] : [null],
    );
  });

  it.each([
    ["a customer's name past 256 characters", "/pay/v1/customers", { name: "n".repeat(257) }, "name"],
    ["a product's name past 256 characters", "/pay/v1/products", { name: "n".repeat(257) }, "name"],
    ["a payment link's name past 256 characters", "/pay/v1/payment-links", { name: "n".repeat(257), amount: 100, currency: "DZD" }, "name"],
    ["21 metadata keys", "/pay/v1/checkouts", { metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }, "metadata"],
    ["a metadata key past 40 characters", "/pay/v1/checkouts", { metadata: { ["k".repeat(41)]: "v" } }, "metadata"],
    ["a metadata key with a space", "/pay/v1/checkouts", { metadata: { "order id": "v" } }, "metadata"],
    ["a metadata value past 500 characters", "/pay/v1/checkouts", { metadata: { order_id: "v".repeat(501) } }, "metadata.order_id"],
    ["a voucher id past 64 characters", "/pro/v1/voucher-orders", { voucher: "v".repeat(65), quantity: 1 }, "voucher"],
  ])("refuses %s with a 400 naming the field (red team S1)", async (_, path, fields, param) => {
    const key = await newKey(path.startsWith("/pro") ? "pro" : "pay");
    const checkout = { amount: 4500, currency: "DZD", success_url: "https://shop.example/ok", failure_url: "https://shop.example/ko" };
    const body = path === "/pay/v1/checkouts" ? { ...checkout, ...fields } : fields;
    const answer = await call(path, { method: "POST", key, body });
    expect([answer.status, answer.body.error.code, answer.body.error.param]).toEqual([400, "parameter_invalid", param]);
  });


  it("holds Idempotency-Key under concurrency: racing requests with one key get one object", async () => {
    const key = await newKey("pay");
    const headers = { "idempotency-key": "same-1" };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => call("/pay/v1/customers", { method: "POST", key, body: { name: "race" }, headers })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(4);
    expect((await call("/pay/v1/customers?limit=100", { key })).body.data).toHaveLength(1);

    const pro = await newKey("pro");
    const topup = { operator: "djezzy", phone: "0550000000", amount: 5000 };
    const topups = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("/pro/v1/topups", { method: "POST", key: pro, body: topup, headers: { "idempotency-key": "sale-1" } }),
      ),
    );
    expect(new Set(topups.map((answer) => answer.body.id)).size).toBe(1);
    expect((await call("/pro/v1/balance", { key: pro })).body).toMatchObject({ reserved: 4850 });
  });

  it("holds the object limit and the balance under concurrency", async () => {
    const key = await newKey("pay");
    const id = await keyId(key);
    await store.db.insert(sandboxObjects).values(
      Array.from({ length: sandboxLimits.objectsPerKey - 1 }, (_, index) => ({
        keyId: id,
        id: `cus_fill${index}`,
        type: "customer",
        data: { id: `cus_fill${index}`, object: "customer", name: "x", created_at: new Date(start).toISOString() },
        createdAt: new Date(start),
      })),
    );
    // As many racers as PostgreSQL's pool has connections (8, src/db/client.ts): more would wait
    // for a connection (5 s at most) behind the key's row lock, which serialises them, and on a
    // loaded machine fail with a 500 for the pool's own limits, not the sandbox's.
    const creates = await Promise.all(
      Array.from({ length: 8 }, () => call("/pay/v1/customers", { method: "POST", key, body: { name: "n" } })),
    );
    expect(creates.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(creates.filter((answer) => answer.status === 403)).toHaveLength(7);
    const held = await store.db.select({ id: sandboxObjects.id }).from(sandboxObjects).where(eq(sandboxObjects.keyId, id));
    expect(held).toHaveLength(sandboxLimits.objectsPerKey);

    // A Pro key with 5,000 DZD left: of five racing orders of 3,860, one is served, four get 402.
    const pro = await newKey("pro");
    const spent = {
      id: "vo_spent",
      object: "voucher_order",
      status: "fulfilled",
      total: 1_000_000 - 5000,
      created_at: new Date(start).toISOString(),
    };
    await store.db
      .insert(sandboxObjects)
      .values({ keyId: await keyId(pro), id: spent.id, type: "voucher_order", data: spent, createdAt: new Date(start), amount: spent.total });
    const orders = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("/pro/v1/voucher-orders", { method: "POST", key: pro, body: { voucher: "netflix_monthly", quantity: 2 } }),
      ),
    );
    expect(orders.map((answer) => answer.status).sort()).toEqual([201, 402, 402, 402, 402]);
    expect((await call("/pro/v1/balance", { key: pro })).body).toMatchObject({ available: 5000 - 3860 });
  });

  it("expires a key 30 to 31 days after its last use (never fewer than 30), and the purge deletes it with its objects", async () => {
    const key = await newKey("pay");
    await call("/pay/v1/customers", { method: "POST", key, body: { name: "Amina" } });
    clock += 29 * day;
    expect((await call("/pay/v1/balance", { key })).status).toBe(200);
    clock += 29 * day;
    expect((await call("/pay/v1/balance", { key })).status).toBe(200);
    const [row] = await store.db
      .select({ id: sandboxKeys.id })
      .from(sandboxKeys)
      .where(eq(sandboxKeys.secretHash, secretHash(key)));
    // Still valid 30 days after its last use; gone a day later.
    clock += 30 * day;
    const stillValid = clock;
    expect((await store.db.select({ expiresAt: sandboxKeys.expiresAt }).from(sandboxKeys).where(eq(sandboxKeys.id, row!.id)))[0]!.expiresAt.getTime()).toBeGreaterThan(stillValid);
    clock += day + 1000;
    expect((await call("/pay/v1/balance", { key })).status).toBe(401);
    expect(await purgeSandboxKeys(store.db, new Date(clock))).toBeGreaterThan(0);
    expect(await store.db.select().from(sandboxObjects).where(eq(sandboxObjects.keyId, row!.id))).toEqual([]);
  });

  it("rewrites a key in use at most once a day, not at each request (red team 2, S2-2)", async () => {
    const key = await newKey("pay");
    // xmin: the transaction that wrote the row's current version; it changes at each rewrite.
    const version = async () =>
      (
        await store.db
          .select({ xmin: sql<string>`xmin::text`, expiresAt: sandboxKeys.expiresAt })
          .from(sandboxKeys)
          .where(eq(sandboxKeys.secretHash, secretHash(key)))
      )[0]!;
    expect((await call("/pay/v1/balance", { key })).status).toBe(200);
    const first = await version();
    for (let hour = 0; hour < 20; hour++) {
      clock += 60 * 60 * 1000;
      expect((await call("/pay/v1/balance", { key })).status).toBe(200);
      // Never fewer than the 30 days after its last use that the docs promise.
      expect((await version()).expiresAt.getTime() - clock).toBeGreaterThanOrEqual(30 * day);
    }
    expect((await version()).xmin).toBe(first.xmin);
    clock += 5 * 60 * 60 * 1000;
    expect((await call("/pay/v1/balance", { key })).status).toBe(200);
    const renewed = await version();
    expect(renewed.xmin).not.toBe(first.xmin);
    expect(renewed.expiresAt.getTime() - clock).toBe(31 * day);
  });

  it("vacuumSandbox makes the dead row versions' space reusable: a table rewritten again and again stops growing (red team 2, S2-2)", async () => {
    const key = await newKey("pay");
    const id = await keyId(key);
    // An object of about 30 KB of random text (stored out of line, as the red team's 16 KB expires_at was), rewritten 40 times a round.
    const data = () => ({ id: "prod_churn", object: "product", name: randomBytes(15_000).toString("hex"), active: true });
    await store.db.insert(sandboxObjects).values({ keyId: id, id: "prod_churn", type: "product", data: data(), createdAt: new Date(start) });
    const size = async () =>
      Number(
        (await store.db.select({ size: sql<string>`pg_total_relation_size('sandbox_objects')::text` }).from(sandboxKeys).limit(1))[0]!.size,
      );
    const round = async () => {
      for (let index = 0; index < 40; index++)
        await store.db.update(sandboxObjects).set({ data: data() }).where(eq(sandboxObjects.id, "prod_churn"));
    };
    // PGlite has no autovacuum; PostgreSQL's would reclaim some of the space during a round, on its
    // own schedule: off for the test, so that the growth without vacuumSandbox is the same on both.
    const autovacuum = async (on: boolean) => {
      for (const table of ["sandbox_objects", "sandbox_keys"])
        await store.db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = ${on}, toast.autovacuum_enabled = ${on})`));
    };
    await autovacuum(false);
    const initial = await size();
    await round();
    await vacuumSandbox(store.db);
    const once = await size();
    await round();
    await vacuumSandbox(store.db);
    const twice = await size();
    // Without the vacuum, the second round adds as much as the first (about 1.2 MB); with it, little or nothing.
    expect(once - initial).toBeGreaterThan(500_000);
    expect(twice - once).toBeLessThan((once - initial) / 4);
    await autovacuum(true);
  });

  it("limits a key's requests per second (429 with Retry-After)", async () => {
    const key = await newKey("pro");
    const frozen = sandboxHandler({ db: async () => store.db, now: () => new Date(start), env: {} });
    const statuses: number[] = [];
    for (let index = 0; index <= sandboxLimits.requestsPerKeyPerSecond; index++) {
      statuses.push(
        (await frozen(new Request("http://localhost/sandbox/pro/v1/operators", { headers: { authorization: `Bearer ${key}` } }))).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(sandboxLimits.requestsPerKeyPerSecond);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers unknown paths 404, other methods 405, NUL characters and lone surrogates 400 or 404, never 500", async () => {
    const key = await newKey("pay");
    expect((await call("/pay/v2/nothing", { key })).status).toBe(404);
    expect((await call("/checkout/chk_123")).status).toBe(404);
    expect((await call("/other/v1/balance")).status).toBe(404);
    const deleted = await call("/pay/v1/balance", { method: "DELETE", key });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get("allow")).toBe("GET");
    // OPTIONS is the route's too (not Next's 204 advertising every method): the same JSON 405 (red team 2, S2-5).
    const options = await call("/pay/v1/customers", { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow"), options.body.error.code]).toEqual([405, "GET, POST", "method_not_allowed"]);
    const route = await import("@/app/sandbox/[...path]/route");
    expect(route.OPTIONS).toBe(route.GET);
    expect((await call("/pay/v1/customers/%00", { key })).status).toBe(404);
    expect((await call("/pay/v1/customers/%E0%A4%A", { key })).status).toBe(404);
    expect((await call("/pay/v1/customers?starting_after=%00", { key })).status).toBe(400);
    expect((await call("/pay/v1/customers", { method: "POST", key, body: '{"name":"\\u0000"}' })).status).toBe(400);
    expect((await call("/pay/v1/customers", { method: "POST", key, body: '{"x":{"a\\u0000":1},"name":"n"}' })).status).toBe(400);
    // A backslash then "u0000" is no NUL: stored as it is (red team 3, R3-6; a 400 before).
    const path = await call("/pay/v1/customers", { method: "POST", key, body: '{"name":"C:\\\\u0000dir"}' });
    expect([path.status, path.body.name]).toEqual([201, "C:\\u0000dir"]);
    // starting_after is an id, at most 64 characters, and a longer one is not echoed back (red team 3, R3-6).
    const long = await call(`/pay/v1/customers?starting_after=${"a".repeat(5000)}`, { key });
    expect([long.status, long.body.error.param]).toEqual([400, "starting_after"]);
    expect(long.body.error.message.length).toBeLessThan(200);
    expect((await call("/pay/v1/customers", { method: "POST", key, body: "[1,2]" })).status).toBe(400);
    // A lone UTF-16 surrogate: JSON.parse takes it, PostgreSQL's jsonb does not (22P02, once a 500).
    const lone = await call("/pay/v1/customers", { method: "POST", key, body: '{"name":"\\ud800"}' });
    expect([lone.status, lone.body.error.param]).toEqual([400, "name"]);
    expect((await call("/pay/v1/customers", { method: "POST", key, body: '{"name":"\\udc00x"}' })).status).toBe(400);
    const checkout = '{"amount":4500,"currency":"DZD","success_url":"https://shop.example/a","failure_url":"https://shop.example/b"';
    expect((await call("/pay/v1/checkouts", { method: "POST", key, body: `${checkout},"metadata":{"\\udfff":"x"}}` })).status).toBe(400);
    const inValue = await call("/pay/v1/checkouts", { method: "POST", key, body: `${checkout},"metadata":{"a":"\\ud83d"}}` });
    expect([inValue.status, inValue.body.error.param]).toEqual([400, "metadata.a"]);
    // A pair is one character, and stored.
    expect((await call("/pay/v1/customers", { method: "POST", key, body: '{"name":"\\ud83d\\ude00"}' })).status).toBe(201);
    expect((await call("/pay/v1/customers", { method: "POST", key })).status).toBe(400);
  });
});

describe("test values", () => {
  it("decide a card payment: paid, declined, insufficient funds", () => {
    expect(cardOutcome("6280 5800 0000 0001")).toEqual({ status: "paid", failure: null });
    expect(cardOutcome("6280580000000019")).toEqual({ status: "failed", failure: "card_declined" });
    expect(cardOutcome("6280 5800 0000 0035")).toEqual({ status: "failed", failure: "insufficient_funds" });
    expect(cardOutcome("4111 1111 1111 1111").status).toBe("failed");
  });

  it("decide a top-up: 99 refused, 98 operator unavailable, 97 balance too low", () => {
    expect(phoneOutcome("0550000000").status).toBe("succeeded");
    expect(phoneOutcome("0550000099")).toEqual({ status: "failed", failure: "operator_refused" });
    expect(phoneOutcome("0550000098")).toEqual({ status: "failed", failure: "operator_unavailable" });
    expect(phoneOutcome("0550000097").status).toBe("insufficient_balance");
  });
});
