import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { sandboxLimits } from "@/config/sandbox";
import { site } from "@/config/site";
import { webhookRetryMinutes } from "@/data/developer-api";
import { sandboxKeys, sandboxObjects, sandboxWebhookAttempts, sandboxWebhookDeliveries, sandboxWebhookEndpoints } from "@/db/schema";
import { verificationSamples, WEBHOOK_SECRET_ENV } from "@/lib/openapi/verification";
import { describeEachEngine } from "../../../../tests/support/db-engines";
import { startReceiver } from "../../../../tests/support/webhook-receiver";
import { settleCheckout } from "../checkout";
import { processBudget } from "../gate";
import { sandboxHandler } from "../handler";
import { settleTopups } from "../pro";
import { purgeSandboxKeys, secretHash } from "../store";
import { LookupLimited, type Resolver } from "./address";
import { countedResolver, webhookLookupsPerKeyPerMinute, webhookLookupsPerMinute, webhookLookupsPerNetworkPerMinute } from "./lookups";
import { clockSkew, deliverWebhooksDue, errorKind, hostCounter, post, wakeSignal, webhookAttemptMs, webhookLeaseMs, webhookSlots, webhookSlotsPerKey, webhooksPer48PerMinute, webhooksPerHostPerMinute } from "./deliver";
import { shareCounter, windowCounter } from "../limits";
import { createServer } from "node:net";
import { sandboxEvents } from "./events";
import { whenQueued } from "./store";
import { sandboxRequest } from "../../../../tests/support/sandbox-request";

vi.mock("server-only", () => ({}));

const start = Date.parse("2026-11-28T10:00:00Z");
const minute = 60_000;

/** The docs' own JavaScript verification sample (src/lib/openapi/verification.ts), written to a module and imported as it is. */
async function docsVerifier(secret: string): Promise<(rawBody: Buffer, header: unknown) => boolean> {
  const folder = mkdtempSync(path.join(tmpdir(), "webhook-sample-"));
  const file = path.join(folder, "verify.mjs");
  writeFileSync(file, verificationSamples("checkout.paid").javascript);
  process.env[WEBHOOK_SECRET_ENV] = secret;
  const sample = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    isValidSignature: (raw: Buffer, header: unknown) => boolean;
  };
  rmSync(folder, { recursive: true, force: true });
  return sample.isValidSignature;
}

describeEachEngine("the sandbox's webhooks", (store) => {
  let clock = start;
  const now = () => new Date((clock += 50));
  const fixed = () => new Date(clock);
  // The names endpoints resolve to, changed by the tests (a name that answers another address at delivery).
  const names: Record<string, string[]> = { "hooks.example.com": ["93.184.215.14"], "receiver.test": ["127.0.0.1"] };
  const resolve: Resolver = async (host) => {
    const addresses = names[host];
    if (!addresses) throw new Error("ENOTFOUND");
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  // The receiver's own host:port, once it listens (beforeAll).
  const env: Record<string, string> = { LEADS_TRUSTED_HOPS: "1" };
  const handle = sandboxHandler({ db: async () => store.db, now, env, resolve, origin: "https://www.cirta.example" });
  // Only the tests' own receiver is reached: an endpoint on a public address is answered here, offline.
  const offline: typeof post = (url, to, ...rest) =>
    to.address === "127.0.0.1" ? post(url, to, ...rest) : Promise.resolve({ error: "test_offline" });
  // A round at `at` (the clock moved there, when it is later): its attempts end at that time.
  const deliver = (at = clock) => {
    clock = Math.max(clock, at);
    // The per-host, per-key, per-network and process's lookup counts lifted: every test's receiver is one host (their own
    // tests check the counts); the shared ones too, or the tests would spend each other's parts of them (red team 18).
    return deliverWebhooksDue(store.db, new Date(at), {
      clock: fixed,
      resolve,
      env,
      send: offline,
      perHost: hostCounter(10_000, minute),
      lookups: windowCounter(10_000, minute),
      networkLookups: shareCounter(10_000, minute),
      processLookups: shareCounter(10_000, minute),
    });
  };
  let address = 0;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let status = 200;

  beforeAll(async () => {
    receiver = await startReceiver({ answer: () => status });
    env.SANDBOX_WEBHOOKS_ALLOW_LOOPBACK = `127.0.0.1:${receiver.port}`;
  });
  afterAll(() => receiver.close());

  async function call(
    route: string,
    { method = "GET", body, key, headers = {} }: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await handle(sandboxRequest(route, { method, body, key, headers }));
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read field by field
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }
  const newKey = async (api: "pay" | "pro") =>
    String(
      (await call("/keys", { method: "POST", body: { api }, headers: { "x-forwarded-for": `198.51.100.${++address}` } })).body.secret_key,
    );
  const keyId = async (secret: string) =>
    (
      await store.db
        .select({ id: sandboxKeys.id })
        .from(sandboxKeys)
        .where(eq(sandboxKeys.secretHash, secretHash(secret)))
    )[0]!.id;
  const register = (key: string, body: unknown) => call("/webhook-endpoints", { method: "POST", key, body });
  const checkout = async (key: string) =>
    (
      await call("/pay/v1/checkouts", {
        method: "POST",
        key,
        body: { amount: 4500, currency: "DZD", success_url: "https://shop.example/ok", failure_url: "https://shop.example/ko" },
      })
    ).body;

  it("registers an endpoint: 201 with its whsec_ secret once, listed without it, deleted", async () => {
    const key = await newKey("pay");
    const made = await register(key, { url: "https://hooks.example.com/in", events: ["checkout.paid"] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ object: "webhook_endpoint", url: "https://hooks.example.com/in", events: ["checkout.paid"] });
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await call("/webhook-endpoints", { key });
    expect(listed.status).toBe(200);
    const { secret, ...listedView } = made.body;
    expect(secret).toBeDefined();
    expect(listed.body.data).toEqual([listedView]);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
    // Every event of the key's API when none is named.
    const all = await register(key, { url: "https://hooks.example.com/all" });
    expect(all.body.events).toEqual(["checkout.paid", "checkout.failed", "checkout.canceled", "checkout.expired"]);
    expect((await call(`/webhook-endpoints/${made.body.id}`, { method: "DELETE", key })).body).toEqual({
      id: made.body.id,
      object: "webhook_endpoint",
      deleted: true,
    });
    expect((await call(`/webhook-endpoints/${made.body.id}`, { method: "DELETE", key })).status).toBe(404);
    expect((await call("/webhook-endpoints", { key })).body.data).toHaveLength(1);
  });

  it("keeps each key's endpoints to itself, and refuses a request without a key", async () => {
    const [one, other] = [await newKey("pay"), await newKey("pro")];
    const made = await register(one, { url: "https://hooks.example.com/one" });
    expect((await call("/webhook-endpoints", { key: other })).body.data).toEqual([]);
    expect((await call(`/webhook-endpoints/${made.body.id}`, { method: "DELETE", key: other })).status).toBe(404);
    const anonymous = await call("/webhook-endpoints");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatchObject({ code: "invalid_api_key" });
    expect((await call("/webhook-endpoints", { method: "PUT", key: one })).status).toBe(405);
  });

  it.each([
    ["plain http to a public host", { url: "http://hooks.example.com/in" }, "url_invalid", { reason: "not_https" }],
    ["a user and password", { url: "https://me:pw@hooks.example.com/in" }, "url_invalid", { reason: "credentials" }],
    ["a private address", { url: "https://10.0.0.1/in" }, "url_not_public", { reason: "not_public", host: "10.0.0.1" }],
    ["the metadata service", { url: "https://169.254.169.254/latest" }, "url_not_public", { reason: "not_public" }],
    ["a name that does not resolve", { url: "https://nowhere.example/in" }, "url_unresolved", { reason: "unresolved", host: "nowhere.example" }],
    ["a URL past 2,048 characters", { url: `https://hooks.example.com/${"a".repeat(2048)}` }, "parameter_invalid", {}],
    ["an event of the other API", { url: "https://hooks.example.com/in", events: ["topup.failed"] }, "parameter_invalid", {}],
    ["an unknown field", { url: "https://hooks.example.com/in", secret: "mine" }, "parameter_invalid", {}],
  ])("refuses to register %s with 400, saying why in a word a page can translate", async (_, body, code, detail) => {
    const key = await newKey("pay");
    const answer = await register(key, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error).toMatchObject(detail);
    expect(answer.body.error.request_id).toMatch(/^req_/);
    expect((await call("/webhook-endpoints", { key })).body.data).toEqual([]);
  });

  it("bounds a key's endpoints: past five, 403", async () => {
    const key = await newKey("pay");
    for (let index = 0; index < 5; index++) expect((await register(key, { url: `https://hooks.example.com/${index}` })).status).toBe(201);
    const refused = await register(key, { url: "https://hooks.example.com/6" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("test_mode_limit");
  });

  it("queues checkout.paid in the payment's transaction, valid against the document, and only to the endpoints that take it", async () => {
    const key = await newKey("pay");
    const paid = await register(key, { url: "https://hooks.example.com/paid", events: ["checkout.paid"] });
    await register(key, { url: "https://hooks.example.com/failed", events: ["checkout.failed"] });
    const made = await checkout(key);
    const settled = await settleCheckout(store.db, await keyId(key), made.id, "paid", now());
    expect(settled.ok).toBe(true);
    const deliveries = (await call("/webhook-deliveries", { key })).body.data;
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ endpoint: paid.body.id, event: { type: "checkout.paid" }, status: "pending", attempts: [] });
    const event = JSON.parse(deliveries[0].payload);
    expect((await sandboxEvents("pay")).get("checkout.paid")!.check(event)).toBeNull();
    expect(event.data).toMatchObject({ id: made.id, status: "paid", amount: 4500 });
  });

  it("leaves the checkout open when its event cannot be queued: the state change and the event commit together", async () => {
    const key = await newKey("pay");
    await register(key, { url: "https://hooks.example.com/paid", events: ["checkout.paid", "checkout.expired"] });
    const made = await checkout(key);
    await store.db.execute(
      sql`create or replace function refuse_delivery() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await store.db.execute(
      sql`create trigger refuse_delivery before insert on sandbox_webhook_deliveries for each row execute function refuse_delivery()`,
    );
    try {
      await expect(settleCheckout(store.db, await keyId(key), made.id, "paid", now())).rejects.toThrow();
      expect((await call(`/pay/v1/checkouts/${made.id}`, { key })).body.status).toBe("open");
      // The due expiry of a read too: its answer fails, and the checkout stays as it was stored.
      clock += 2 * 60 * minute;
      expect((await call(`/pay/v1/checkouts/${made.id}`, { key })).status).toBe(500);
    } finally {
      await store.db.execute(sql`drop trigger refuse_delivery on sandbox_webhook_deliveries`);
    }
    expect((await call(`/pay/v1/checkouts/${made.id}`, { key })).body.status).toBe("expired");
    expect(
      (await call("/webhook-deliveries", { key })).body.data.map((delivery: { event: { type: string } }) => delivery.event.type),
    ).toEqual(["checkout.expired"]);
  });

  it("queues checkout.expired on the expire operation, and Pro's top-up and voucher order events", async () => {
    const pay = await newKey("pay");
    await register(pay, { url: "https://hooks.example.com/pay" });
    const made = await checkout(pay);
    expect((await call(`/pay/v1/checkouts/${made.id}/expire`, { method: "POST", key: pay })).status).toBe(200);
    const pro = await newKey("pro");
    await register(pro, { url: "https://hooks.example.com/pro" });
    await call("/pro/v1/topups", { method: "POST", key: pro, body: { operator: "ooredoo", phone: "0550000000", amount: 500 } });
    await call("/pro/v1/topups", { method: "POST", key: pro, body: { operator: "mobilis", phone: "0660000099", amount: 500 } });
    await call("/pro/v1/voucher-orders", { method: "POST", key: pro, body: { voucher: "netflix_monthly", quantity: 1 } });
    clock += 5000;
    await call("/pro/v1/balance", { key: pro });
    const events = await sandboxEvents("pro");
    const payEvents = (await call("/webhook-deliveries", { key: pay })).body.data;
    expect(payEvents.map((delivery: { event: { type: string } }) => delivery.event.type)).toEqual(["checkout.expired"]);
    const proEvents = (await call("/webhook-deliveries", { key: pro })).body.data as { event: { type: string }; payload: string }[];
    expect(proEvents.map((delivery) => delivery.event.type).sort()).toEqual(["topup.failed", "topup.succeeded", "voucher_order.fulfilled"]);
    for (const delivery of proEvents) expect(events.get(delivery.event.type)!.check(JSON.parse(delivery.payload))).toBeNull();
  });

  it("settles a test top-up with no read (the worker's round, settleTopups for every key): its event queued once, even with a read racing the round", async () => {
    const pro = await newKey("pro");
    await register(pro, { url: "https://hooks.example.com/pro" });
    const quiet = await newKey("pro");
    const sent = { method: "POST", body: { operator: "ooredoo", phone: "0550000000", amount: 500 } };
    const made = (await call("/pro/v1/topups", { ...sent, key: pro })).body;
    const unheard = (await call("/pro/v1/topups", { ...sent, key: quiet })).body;
    // Before the operator's answer (2 s), the round settles nothing.
    expect(await settleTopups(store.db, fixed())).toBe(0);
    clock += 5000;
    const [settled] = await Promise.all([settleTopups(store.db, fixed()), call("/pro/v1/balance", { key: pro })]);
    expect(settled).toBeGreaterThanOrEqual(1);
    const deliveries = (await call("/webhook-deliveries", { key: pro })).body.data as { event: { type: string }; payload: string }[];
    expect(deliveries.map((delivery) => delivery.event.type)).toEqual(["topup.succeeded"]);
    expect(JSON.parse(deliveries[0]!.payload).data.id).toBe(made.id);
    // Settled for a key without endpoints too (its state is the same whoever settles it), and nothing queued for it.
    expect((await store.db.select({ status: sandboxObjects.status }).from(sandboxObjects).where(eq(sandboxObjects.id, unheard.id)))[0]?.status).toBe("succeeded");
    expect((await call("/webhook-deliveries", { key: quiet })).body.data).toEqual([]);
  });

  it("delivers signed exactly as the docs say: the docs' own verification sample accepts it, and the attempt is recorded", async () => {
    const key = await newKey("pay");
    const made = await register(key, { url: receiver.url, events: ["checkout.paid"] });
    const paidCheckout = await checkout(key);
    await settleCheckout(store.db, await keyId(key), paidCheckout.id, "paid", now());
    status = 200;
    const before = receiver.requests.length;
    const round = await deliver();
    expect(round.delivered).toBeGreaterThanOrEqual(1);
    const received = receiver.requests.slice(before).find((request) => request.body.includes(paidCheckout.id))!;
    expect(received.method).toBe("POST");
    expect(received.headers["content-type"]).toBe("application/json");
    const isValidSignature = await docsVerifier(made.body.secret);
    expect(isValidSignature(received.body, received.headers.signature)).toBe(true);
    expect(isValidSignature(Buffer.concat([received.body, Buffer.from(" ")]), received.headers.signature)).toBe(false);
    const [delivery] = (await call("/webhook-deliveries", { key })).body.data;
    expect(delivery.status).toBe("delivered");
    expect(delivery.payload).toBe(received.body.toString("utf8"));
    expect(delivery.attempts).toEqual([{ at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) }]);
  });

  it("retries on the docs' schedule with a fixed clock, and gives up after the last retry", async () => {
    const key = await newKey("pay");
    const made = await register(key, { url: receiver.url, events: ["checkout.paid"] });
    status = 500;
    const sent = await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type: "checkout.paid" } });
    expect(sent.status).toBe(202);
    // Only this key's delivery is due: the others' were sent or are waiting on their own schedule.
    await store.db.execute(
      sql`update sandbox_webhook_deliveries set next_attempt_at = next_attempt_at + interval '30 days' where id <> ${sent.body.id} and delivered_at is null`,
    );
    let at = clock;
    for (const [retry, minutes] of webhookRetryMinutes.entries()) {
      expect(await deliver(at)).toMatchObject({ failed: 1 });
      const failedAt = clock;
      const delivery = (await call(`/webhook-deliveries/${sent.body.id}`, { key })).body;
      expect(delivery.attempts).toHaveLength(retry + 1);
      expect(Date.parse(delivery.next_attempt_at) - failedAt).toBe(minutes * minute);
      // Not due a moment before.
      expect(await deliver(Date.parse(delivery.next_attempt_at) - 1)).toMatchObject({ delivered: 0, failed: 0, gaveUp: 0 });
      at = Date.parse(delivery.next_attempt_at);
    }
    expect(await deliver(at)).toMatchObject({ gaveUp: 1 });
    const given = (await call(`/webhook-deliveries/${sent.body.id}`, { key })).body;
    expect(given.status).toBe("failed");
    expect(given.next_attempt_at).toBeNull();
    expect(given.attempts).toHaveLength(webhookRetryMinutes.length + 1);
    expect(given.attempts.every((attempt: { status_code: number }) => attempt.status_code === 500)).toBe(true);
    expect(await deliver(at + 7 * 24 * 60 * minute)).toMatchObject({ delivered: 0, failed: 0, gaveUp: 0 });
    // A resend: the same body again, a new delivery, delivered this time.
    status = 200;
    const resent = await call(`/webhook-deliveries/${sent.body.id}/resend`, { method: "POST", key });
    expect(resent.status).toBe(202);
    expect(resent.body.payload).toBe(given.payload);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const page = (await call("/webhook-deliveries?limit=1", { key })).body;
    expect(page).toMatchObject({ has_more: true, data: [{ id: resent.body.id, status: "delivered" }] });
    expect((await call(`/webhook-deliveries?limit=1&starting_after=${resent.body.id}`, { key })).body.data[0].id).toBe(sent.body.id);
  });

  it("records a connect that fails at once under a name as a failed attempt: no exception escapes post (red team 4, R4-1)", async () => {
    // A name (so TLS sets the SNI) pinned to an address whose connect() fails at once (ENETUNREACH):
    // the socket was destroyed inside https.request, which threw, and its error went uncaught.
    const outcome = await post(new URL("https://pub.example/hook"), { address: "255.255.255.255", family: 4 }, "{}", "whsec_x", 1000);
    expect(outcome).toEqual({ error: expect.any(String) });
    expect(outcome).not.toHaveProperty("statusCode");
  });

  it("records every delivery of a round when a sender throws, retries it, and gives up on one claimed past the schedule with none recorded (R4-1)", async () => {
    const key = await newKey("pay");
    const thrower = await register(key, { url: "https://hooks.example.com/throws", events: ["checkout.paid"] });
    const fine = await register(key, { url: receiver.url, events: ["checkout.paid"] });
    status = 200;
    const sendTest = async (id: string) =>
      (await call(`/webhook-endpoints/${id}/test`, { method: "POST", key, body: { type: "checkout.paid" } })).body.id as string;
    const [thrown, delivered] = [await sendTest(thrower.body.id), await sendTest(fine.body.id)];
    await store.db.execute(
      sql`update sandbox_webhook_deliveries set next_attempt_at = next_attempt_at + interval '30 days' where id not in (${thrown}, ${delivered}) and delivered_at is null`,
    );
    const send: typeof post = (url, ...rest) => {
      if (url.pathname === "/throws") throw new TypeError("Cannot read properties of null (reading 'setServername')");
      return offline(url, ...rest);
    };
    const round = await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send });
    const failedAt = clock;
    expect(round).toMatchObject({ delivered: 1, failed: 1 });
    const failed = (await call(`/webhook-deliveries/${thrown}`, { key })).body;
    expect(failed).toMatchObject({ status: "retrying", attempts: [{ status_code: null, error: "network_error" }] });
    expect(Date.parse(failed.next_attempt_at) - failedAt).toBe(webhookRetryMinutes[0]! * minute);
    expect((await call(`/webhook-deliveries/${delivered}`, { key })).body.status).toBe("delivered");
    // Claimed eight times with no attempt recorded (a process that stopped mid-round each time): given up on.
    await store.db.execute(sql`update sandbox_webhook_deliveries set attempts = ${webhookRetryMinutes.length + 1}, next_attempt_at = ${new Date(clock).toISOString()} where id = ${thrown}`);
    const never = vi.fn(offline);
    expect(await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send: never })).toMatchObject({ gaveUp: 1 });
    expect(never).not.toHaveBeenCalled();
    expect((await call(`/webhook-deliveries/${thrown}`, { key })).body).toMatchObject({ status: "failed", next_attempt_at: null });
  });

  it("bounds a whole attempt, its lookup included, below the lease: a name server that never answers holds no round (R4-3)", async () => {
    expect(webhookAttemptMs).toBeLessThan(webhookLeaseMs / 2);
    const key = await newKey("pay");
    names["hangs-later.example.com"] = ["93.184.215.14"];
    const hanging = await register(key, { url: "https://hangs-later.example.com/hook", events: ["checkout.paid"] });
    const fine = await register(key, { url: receiver.url, events: ["checkout.paid"] });
    status = 200;
    const sendTest = async (id: string) =>
      (await call(`/webhook-endpoints/${id}/test`, { method: "POST", key, body: { type: "checkout.paid" } })).body.id as string;
    const [held, delivered] = [await sendTest(hanging.body.id), await sendTest(fine.body.id)];
    await store.db.execute(
      sql`update sandbox_webhook_deliveries set next_attempt_at = next_attempt_at + interval '30 days' where id not in (${held}, ${delivered}) and delivered_at is null`,
    );
    // At delivery, the name server never answers (it answered at registration).
    const silent: Resolver = (host) => (host === "hangs-later.example.com" ? new Promise(() => {}) : resolve(host));
    // 2 s: the receiver's local delivery fits in it on a loaded machine (at 50 ms it did not, once); the silent name never answers.
    const round = await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve: silent, env, send: offline, attemptMs: 2_000 });
    expect(round).toMatchObject({ delivered: 1, failed: 1 });
    expect((await call(`/webhook-deliveries/${held}`, { key })).body).toMatchObject({
      status: "retrying",
      attempts: [{ status_code: null, error: "timeout" }],
    });
    expect((await call(`/webhook-deliveries/${delivered}`, { key })).body.status).toBe("delivered");
  });

  it("resolves a new endpoint's name before taking the process's one place: a silent name server holds nobody else (red team 4, R4-2)", async () => {
    // PGlite's figures: one sandbox request at a time in the process.
    const silent: Resolver = (host) => (host === "silent.example.com" ? new Promise(() => {}) : resolve(host));
    const narrow = sandboxHandler({
      db: async () => store.db,
      now,
      env,
      resolve: silent,
      origin: "https://www.cirta.example",
      budget: async () => processBudget({ inFlight: 1, queue: 16 }),
    });
    const ask = (route: string, init: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> }) =>
      narrow(sandboxRequest(route, init));
    const key = await newKey("pay");
    // The attacker's registration never ends (its name server never answers)...
    let ended = false;
    void ask("/webhook-endpoints", { method: "POST", key, body: { url: "https://silent.example.com/in" } }).then(() => (ended = true));
    // ...and meanwhile another client gets its key, and the same key registers another endpoint and reads its list.
    const other = await ask("/keys", { method: "POST", body: { api: "pay" }, headers: { "x-forwarded-for": `198.51.100.${++address}` } });
    expect(other.status).toBe(201);
    const second = await ask("/webhook-endpoints", { method: "POST", key, body: { url: "https://hooks.example.com/meanwhile" } });
    expect(second.status).toBe(201);
    expect((await ask("/webhook-endpoints", { key })).status).toBe(200);
    expect(ended).toBe(false);
  });

  it("records a failed connection by its kind only, never Node's code that would tell a port's state (red team 4, R4-5)", async () => {
    // A port nobody listens on: ECONNREFUSED, recorded as connection_failed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await post(new URL(`http://127.0.0.1:${port}/`), { address: "127.0.0.1", family: 4 }, "{}", "whsec_x", 1000)).toEqual({
      error: "connection_failed",
    });
    expect(["ECONNREFUSED", "EHOSTUNREACH", "ECONNRESET", "ENETUNREACH", undefined].map(errorKind)).toEqual(Array(5).fill("connection_failed"));
    expect(["timeout", "ETIMEDOUT"].map(errorKind)).toEqual(["timeout", "timeout"]);
    expect(["ERR_TLS_CERT_ALTNAME_INVALID", "DEPTH_ZERO_SELF_SIGNED_CERT", "EPROTO", "CERT_HAS_EXPIRED"].map(errorKind)).toEqual(Array(4).fill("tls_error"));
    expect(errorKind("HPE_HEADER_OVERFLOW")).toBe("invalid_response");
  });

  it("sends one host no more than its count a minute, whatever the keys: the next waits a minute, no attempt counted (R4-5)", async () => {
    const [one, two] = [await newKey("pay"), await newKey("pro")];
    names["victim.example.com"] = ["93.184.215.14"];
    const ids: string[] = [];
    for (const key of [one, two]) {
      const made = await register(key, { url: "https://victim.example.com/any", events: [key === one ? "checkout.paid" : "topup.succeeded"] });
      const type = key === one ? "checkout.paid" : "topup.succeeded";
      ids.push((await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type } })).body.id);
    }
    await store.db.execute(
      sql`update sandbox_webhook_deliveries set next_attempt_at = next_attempt_at + interval '30 days' where id not in (${ids[0]!}, ${ids[1]!}) and delivered_at is null`,
    );
    const send = vi.fn(offline);
    const at = clock;
    await deliverWebhooksDue(store.db, new Date(at), { clock: fixed, resolve, env, send, perHost: hostCounter(1, minute) });
    expect(send).toHaveBeenCalledTimes(1);
    const rows = await store.db
      .select({ id: sandboxWebhookDeliveries.id, attempts: sandboxWebhookDeliveries.attempts, next: sandboxWebhookDeliveries.nextAttemptAt })
      .from(sandboxWebhookDeliveries)
      .where(sql`${sandboxWebhookDeliveries.id} in (${ids[0]!}, ${ids[1]!})`);
    const waiting = rows.find((row) => row.attempts === 0)!;
    expect(waiting.next.getTime() - at).toBe(minute);
    expect((await store.db.select().from(sandboxWebhookAttempts).where(eq(sandboxWebhookAttempts.deliveryId, waiting.id)))).toEqual([]);
  });

  /** Only these deliveries are due: every other one still waiting is put off by 30 days. */
  const onlyDue = (ids: string[]) =>
    store.db.execute(
      sql`update sandbox_webhook_deliveries set next_attempt_at = next_attempt_at + interval '30 days' where id not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and delivered_at is null and dead_at is null`,
    );
  const sendTestTo = async (key: string, endpoint: string) =>
    (await call(`/webhook-endpoints/${endpoint}/test`, { method: "POST", key, body: { type: "checkout.paid" } })).body.id as string;
  const statusOf = async (key: string, id: string) => (await call(`/webhook-deliveries/${id}`, { key })).body.status as string;
  /**
   * A backlog to a shared receiver: `keys` keys (each made by `makeKey`), each with an endpoint at
   * `url(index)` and 30 deliveries there due ten minutes before `base`, the first key's oldest. Their ids.
   */
  const backlogOf = async (tag: string, keys: number, base: number, makeKey: (index: number) => Promise<string>, url: (index: number) => string) => {
    const backlog: string[] = [];
    for (let index = 0; index < keys; index++) {
      const key = await makeKey(index);
      const endpoint = (await register(key, { url: url(index), events: ["checkout.paid"] })).body.id as string;
      const id = await keyId(key);
      const rows = Array.from({ length: 30 }, (_, n) => ({
        id: `whd_${tag}_${index}_${n}`,
        keyId: id,
        endpointId: endpoint,
        eventId: `evt_${tag}_${index}_${n}`,
        eventType: "checkout.paid",
        payload: "{}",
        nextAttemptAt: new Date(base - 10 * minute + index * 1000 + n),
        createdAt: new Date(base - 10 * minute),
      }));
      await store.db.insert(sandboxWebhookDeliveries).values(rows);
      backlog.push(...rows.map((row) => row.id));
    }
    return backlog;
  };

  it("logs a clock skew with the database once, and again only when it moves by a minute, never at every round", async () => {
    const database = async () => {
      const rows = await store.db.execute<{ now: string | Date }>(sql`select now() as now`);
      const value = ((rows as unknown as { rows?: { now: string | Date }[] }).rows ?? (rows as unknown as { now: string | Date }[]))[0]!.now;
      return new Date(value).getTime();
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const ahead = (await database()) - Date.now() + 10 * minute;
      const skews = [];
      for (let round = 0; round < 3; round++) skews.push(await clockSkew(store.db, () => Date.now() + ahead));
      skews.push(await clockSkew(store.db, () => Date.now() + ahead + 2 * minute));
      expect(skews.map((skew) => Math.round(skew / 1000))).toEqual([600, 600, 600, 720]);
      const logged = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("clock and the database's differ"));
      expect(logged).toEqual([expect.stringContaining("skewSeconds=600"), expect.stringContaining("skewSeconds=720")]);
      expect(await clockSkew(store.db, () => Date.now() + (ahead - 10 * minute))).toBe(0);
    } finally {
      warn.mockRestore();
    }
  });

  it("sends another key's delivery queued while a key's endpoint never answers, without waiting for it (red team 5, RT5-3)", async () => {
    // The bound: a delivery due is claimed at the round's next claim, when one of its attempts ends
    // or the worker wakes it (each queued event does), never after another key's silent attempt.
    expect(webhookSlotsPerKey * 10).toBeLessThanOrEqual(webhookSlots);
    const [silentKey, otherKey] = [await newKey("pay"), await newKey("pay")];
    names["never-answers.example.com"] = ["93.184.215.31"];
    const silent = await register(silentKey, { url: "https://never-answers.example.com/hook", events: ["checkout.paid"] });
    const fine = await register(otherKey, { url: receiver.url, events: ["checkout.paid"] });
    status = 200;
    const held = await sendTestTo(silentKey, silent.body.id);
    await onlyDue([held]);
    // The silent receiver answers when the test says so (past the end, as 20 s of silence would).
    let answer: (outcome: { statusCode: number }) => void = () => {};
    const send = vi.fn<typeof post>((url, ...rest) =>
      url.hostname === "never-answers.example.com" ? new Promise((resolve) => (answer = resolve)) : offline(url, ...rest),
    );
    const wake = wakeSignal();
    const lifted = { perHost: hostCounter(10_000, minute), lookups: windowCounter(10_000, minute) };
    const round = deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send, wake, attemptMs: 10 * minute, ...lifted });
    try {
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      // Meanwhile another key's event is queued, and the worker wakes the round (its kick).
      const queued = await sendTestTo(otherKey, fine.body.id);
      wake.wake();
      await vi.waitFor(async () => expect(await statusOf(otherKey, queued)).toBe("delivered"));
      expect((await call(`/webhook-deliveries/${held}`, { key: silentKey })).body.attempts).toEqual([]);
    } finally {
      answer({ statusCode: 200 });
    }
    expect(await round).toMatchObject({ delivered: 2, failed: 0 });
  });

  it("gives one key a share of a round's slots: its silent endpoints' backlog never takes them all (RT5-3)", async () => {
    const [silentKey, otherKey] = [await newKey("pay"), await newKey("pay")];
    names["never-answers-2.example.com"] = ["93.184.215.32"];
    const silent = await register(silentKey, { url: "https://never-answers-2.example.com/hook", events: ["checkout.paid"] });
    const fine = await register(otherKey, { url: receiver.url, events: ["checkout.paid"] });
    status = 200;
    // The silent key's three deliveries are due first, then the other key's.
    const held = [await sendTestTo(silentKey, silent.body.id), await sendTestTo(silentKey, silent.body.id), await sendTestTo(silentKey, silent.body.id)];
    const other = await sendTestTo(otherKey, fine.body.id);
    await onlyDue([...held, other]);
    const answers: ((outcome: { statusCode: number }) => void)[] = [];
    const send = vi.fn<typeof post>((url, ...rest) =>
      url.hostname === "never-answers-2.example.com" ? new Promise((resolve) => answers.push(resolve)) : offline(url, ...rest),
    );
    const lifted = { perHost: hostCounter(10_000, minute), lookups: windowCounter(10_000, minute) };
    // Three slots, two a key: the silent key's third delivery waits, the other key's goes.
    const round = deliverWebhooksDue(store.db, new Date(clock), {
      clock: fixed,
      resolve,
      env,
      send,
      limit: 3,
      perKeyLimit: 2,
      attemptMs: 10 * minute,
      ...lifted,
    });
    try {
      await vi.waitFor(async () => expect(await statusOf(otherKey, other)).toBe("delivered"));
      expect(answers).toHaveLength(2);
    } finally {
      // Each answer frees a slot: the third silent delivery is claimed then, answered in its turn.
      for (let answered = 0; answered < 3; answered++) {
        await vi.waitFor(() => expect(answers.length).toBeGreaterThan(answered));
        answers[answered]!({ statusCode: 200 });
      }
    }
    expect(await round).toMatchObject({ delivered: 4 });
  });

  it("counts a host's spellings and the address it resolves to as one host (red team 5, RT5-5)", async () => {
    const [one, two] = [await newKey("pay"), await newKey("pay")];
    // One address under four spellings: a name, its upper-case trailing-dot form, the address itself, an IDNA name.
    for (const name of ["victim5.example.com", "victim5.example.com.", "xn--bcher-rt5-q9a.example"]) names[name] = ["93.184.215.99"];
    // One name whose two spellings a name server answers with two addresses (round robin).
    names["rr5.example.com"] = ["93.184.215.21"];
    names["rr5.example.com."] = ["93.184.215.22"];
    const ids: string[] = [];
    for (const [key, url] of [
      [one, "https://victim5.example.com/a"],
      [one, "https://VICTIM5.example.com./b"],
      [one, "https://93.184.215.99/c"],
      [one, "https://bÜcher-rt5.example/d"],
      [two, "https://rr5.example.com/e"],
      [two, "https://RR5.Example.com./f"],
    ] as const) {
      const made = await register(key, { url, events: ["checkout.paid"] });
      expect(made.status).toBe(201);
      ids.push(await sendTestTo(key, made.body.id));
    }
    await onlyDue(ids);
    const send = vi.fn(offline);
    const at = clock;
    await deliverWebhooksDue(store.db, new Date(at), { clock: fixed, resolve, env, send, perHost: hostCounter(1, minute), lookups: windowCounter(10_000, minute) });
    // One delivery to the address's spellings, one to the round-robin name's: the others wait, no attempt counted.
    expect(send).toHaveBeenCalledTimes(2);
    const rows = await store.db
      .select({ attempts: sandboxWebhookDeliveries.attempts, next: sandboxWebhookDeliveries.nextAttemptAt })
      .from(sandboxWebhookDeliveries)
      .where(inArray(sandboxWebhookDeliveries.id, ids));
    const waiting = rows.filter((row) => row.attempts === 0);
    expect(waiting).toHaveLength(4);
    expect(waiting.every((row) => row.next.getTime() > at)).toBe(true);
  });

  it("bounds the lookups a key makes the sandbox ask, registrations and deliveries together (red team 5, RT5-6)", async () => {
    const lookups = windowCounter(2, minute);
    const asked = vi.fn(resolve);
    const counted = sandboxHandler({ db: async () => store.db, now, env, resolve: asked, lookups, origin: "https://www.cirta.example" });
    const ask = async (route: string, init: { method?: string; body?: unknown; key?: string }) => {
      const response = await counted(sandboxRequest(route, init));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read field by field
      return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
    };
    const key = await newKey("pay");
    names["hooks6.example.com"] = ["93.184.215.14"];
    const made = await ask("/webhook-endpoints", { method: "POST", key, body: { url: "https://hooks6.example.com/in", events: ["checkout.paid"] } });
    expect(made.status).toBe(201);
    expect((await ask("/webhook-endpoints", { method: "POST", key, body: { url: "https://nowhere-6a.example.com/in" } })).body.error.code).toBe("url_unresolved");
    // The key's two lookups this minute are spent: the next name is not looked up at all.
    const refused = await ask("/webhook-endpoints", { method: "POST", key, body: { url: "https://nowhere-6b.example.com/in" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(asked.mock.calls.map(([host]) => host)).toEqual(["hooks6.example.com", "nowhere-6a.example.com"]);
    // An address written in the URL is no lookup: still registered.
    expect((await ask("/webhook-endpoints", { method: "POST", key, body: { url: "https://93.184.215.14/in" } })).status).toBe(201);
    // A delivery's lookup counts too: it waits for the next minute, no attempt counted, nothing sent.
    const id = await sendTestTo(key, made.body.id);
    await onlyDue([id]);
    const send = vi.fn(offline);
    const lifted = hostCounter(10_000, minute);
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve: asked, env, send, perHost: lifted, lookups });
    expect(send).not.toHaveBeenCalled();
    expect(asked).toHaveBeenCalledTimes(2);
    const waiting = (await call(`/webhook-deliveries/${id}`, { key })).body;
    expect(waiting).toMatchObject({ status: "pending", attempts: [] });
    // The next minute, it goes.
    clock = Date.parse(waiting.next_attempt_at);
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve: asked, env, send, perHost: lifted, lookups });
    expect(send).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it("gives each key a share of a shared receiver's count: ten keys' backlog there never holds another key's delivery past the next minute (red team 6a, RT6a-1, RT6a-2)", async () => {
    names["shared6a.example.com"] = ["93.184.215.60"];
    names["alias6a.example.com"] = ["93.184.215.60"];
    const base = clock;
    const backlog = await backlogOf("rt6a1", 10, base, () => newKey("pay"), (index) => `https://${index % 2 ? "alias6a" : "shared6a"}.example.com/a${index}`);
    const victim = await newKey("pay");
    const endpoint = (await register(victim, { url: "https://shared6a.example.com/victim", events: ["checkout.paid"] })).body.id as string;
    const mine = await sendTestTo(victim, endpoint);
    await onlyDue([...backlog, mine]);
    const perHost = hostCounter(30, minute);
    const lookups = windowCounter(10_000, minute);
    const sent: string[] = [];
    const send = vi.fn<typeof post>((url, to, payload, ...rest) => (sent.push(url.pathname), offline(url, to, payload, ...rest)));
    const updates = vi.spyOn(store.db, "update");
    const rounds: number[] = [];
    for (let round = 0; round < 3 && (await statusOf(victim, mine)) === "pending"; round++) {
      const before = sent.length;
      await deliverWebhooksDue(store.db, new Date(base + round * minute), { clock: () => new Date(base + round * minute), resolve, env, send, perHost, lookups });
      rounds.push(sent.length - before);
    }
    // Within the minute after it first asked: the count's first minute went to the keys ahead of it.
    expect(sent).toContain("/victim");
    expect(rounds.length).toBeLessThanOrEqual(2);
    // Never more than the host's count a minute, all keys together.
    expect(rounds.every((count) => count <= 30)).toBe(true);
    // A backlog over the count is put back an endpoint at a time, not a delivery at a time (RT6a-2):
    // 301 deliveries due, far fewer updates than one per delivery and round.
    expect(updates.mock.calls.length).toBeLessThan(150);
    updates.mockRestore();
    clock = Math.max(clock, base + 3 * minute);
  });

  it("serves the keys asking for a shared receiver in rotation when they outnumber its count: sixty keys' backlog holds another key's delivery three minutes at most, on either engine (red team 7a, RT7a-A)", async () => {
    names["shared7a.example.com"] = ["93.184.215.70"];
    const base = clock;
    // One address each (a key's network is its IPv4), each engine's own.
    const fromOwnAddress = async (index: number) => {
      const from = `198.51.${store.kind === "pglite" ? 101 : 102}.${index + 1}`;
      return String((await call("/keys", { method: "POST", body: { api: "pay" }, headers: { "x-forwarded-for": from } })).body.secret_key);
    };
    const backlog = await backlogOf("rt7a", 60, base, fromOwnAddress, (index) => `https://shared7a.example.com/a${index}`);
    const victim = await newKey("pay");
    const victimId = await keyId(victim);
    const endpoint = (await register(victim, { url: "https://shared7a.example.com/victim", events: ["checkout.paid"] })).body.id as string;
    const mine = await sendTestTo(victim, endpoint);
    await onlyDue([...backlog, mine]);
    // The host's real count, watched: the minutes in which the victim's delivery asked for the host.
    const counter = hostCounter(30, minute);
    const asked = new Set<number>();
    let minuteNow = 0;
    const perHost: typeof counter = {
      take: (destination, key, at, options) => (key === victimId && destination === "shared7a.example.com" && asked.add(minuteNow), counter.take(destination, key, at, options)),
      giveBack: counter.giveBack,
      window: counter.window,
    };
    const lifted = { lookups: windowCounter(1_000_000, minute), networkLookups: shareCounter(1_000_000, minute), processLookups: shareCounter(1_000_000, minute) };
    const sent: string[] = [];
    const send = vi.fn<typeof post>((url, to, payload, ...rest) => (sent.push(url.pathname), offline(url, to, payload, ...rest)));
    const rounds: number[] = [];
    // The victim's test event is due by the first round; the attackers' deliveries are older, so
    // each minute's claims reach them first. Time passes within a minute (13 ms a reading), as on a
    // real clock, and a minute's rounds go on as the worker's do while deliveries are still due
    // (`more`): every delivery due is asked for in its minute, however long a round takes here.
    // A minute and a second apart: each minute a window of its own.
    const first = clock + 1000;
    for (minuteNow = 0; minuteNow < 6 && !sent.includes("/victim"); minuteNow++) {
      const before = sent.length;
      const at = first + minuteNow * (minute + 1000);
      let moving = at;
      const roundClock = () => new Date((moving += 13));
      for (let more = true; more; ) {
        more = (await deliverWebhooksDue(store.db, new Date(Math.max(at, moving)), { clock: roundClock, resolve, env, send, perHost, clockSkewMs: 0, ...lifted })).more;
      }
      rounds.push(sent.length - before);
    }
    // Asked for in every minute until sent, from the first: no round ended with deliveries still
    // due unasked (before, on PostgreSQL, a claim whose rows were put back meanwhile ended the round).
    expect([...asked]).toEqual(rounds.map((_, index) => index));
    // Sixty keys ahead of it, thirty served a minute: its turn by the third minute after the first.
    expect(sent).toContain("/victim");
    expect(rounds.length).toBeLessThanOrEqual(4);
    // The host's count a minute, all keys together, never more, and never left unspent while keys wait.
    expect(rounds).toEqual(rounds.map(() => 30));
    await store.db.delete(sandboxWebhookDeliveries).where(inArray(sandboxWebhookDeliveries.id, backlog));
    clock = Math.max(clock, first + 7 * minute);
  }, 120_000);

  it("never gives a key past its lookups a turn at a host: thirty such keys there hold no place ahead of an honest key, served each minute (red team 11, RT11-3)", async () => {
    names["rt113.example.com"] = ["93.184.215.113"];
    const base = clock;
    // One address each, each engine's own: 30 keys whose lookups are spent every minute.
    const fromOwnAddress = async (index: number) => {
      const from = `198.51.${store.kind === "pglite" ? 103 : 104}.${index + 1}`;
      return String((await call("/keys", { method: "POST", body: { api: "pay" }, headers: { "x-forwarded-for": from } })).body.secret_key);
    };
    const backlog = await backlogOf("rt113", webhooksPerHostPerMinute, base, fromOwnAddress, (index) => `https://rt113.example.com/a${index}`);
    const attackers = (await store.db.select({ keyId: sandboxWebhookDeliveries.keyId }).from(sandboxWebhookDeliveries).where(inArray(sandboxWebhookDeliveries.id, backlog))).map((row) => row.keyId);
    const honest = await newKey("pay");
    const endpoint = (await register(honest, { url: "https://rt113.example.com/honest", events: ["checkout.paid"] })).body.id as string;
    const perHost = hostCounter(webhooksPerHostPerMinute, minute);
    const lookups = windowCounter(webhookLookupsPerKeyPerMinute, minute);
    const networkLookups = shareCounter(1_000_000, minute);
    const processLookups = shareCounter(1_000_000, minute);
    const sent: string[] = [];
    const send: typeof post = async (url) => (sent.push(url.pathname), { statusCode: 204 });
    const served: string[] = [];
    const first = clock + 1000;
    // Minute 0: the honest key is served before the others come. Then, each minute, their deliveries
    // (older, claimed first) are due with their lookups spent, and the honest key has one due.
    for (let step = 0; step < 4; step++) {
      const at = first + step * (minute + 1000);
      clock = Math.max(clock, at - 1000);
      const mine = await sendTestTo(honest, endpoint);
      await onlyDue(step === 0 ? [mine] : [...backlog, mine]);
      if (step > 0) {
        await store.db.update(sandboxWebhookDeliveries).set({ nextAttemptAt: new Date(at - minute) }).where(inArray(sandboxWebhookDeliveries.id, backlog));
        for (const id of new Set(attackers)) while (lookups.take(id, at) === 0);
      }
      for (let more = true; more; ) more = (await deliverWebhooksDue(store.db, new Date(at), { clock: () => new Date(at), resolve, env, send, perHost, lookups, networkLookups, processLookups, clockSkewMs: 0 })).more;
      served.push(await statusOf(honest, mine));
    }
    // Served every minute, and nothing sent for the keys past their lookups.
    expect(served).toEqual(["delivered", "delivered", "delivered", "delivered"]);
    expect(sent.every((pathname) => pathname === "/honest")).toBe(true);
    await store.db.delete(sandboxWebhookDeliveries).where(inArray(sandboxWebhookDeliveries.id, backlog));
    clock = Math.max(clock, base + 5 * minute);
  }, 120_000);

  it("keeps a delivery's lease on the database's clock: an origin whose clock runs ahead never sends one another is sending (red team 6a, RT6a-6)", async () => {
    const key = await newKey("pay");
    const made = await register(key, { url: "https://hooks.example.com/rt6a6", events: ["checkout.paid"] });
    const id = await sendTestTo(key, made.body.id);
    await onlyDue([id]);
    const events: string[] = [];
    let answer: (outcome: { statusCode: number }) => void = () => {};
    // Origin A: its receiver answers once the test says.
    const slow = vi.fn<typeof post>((_url, _to, payload) => {
      events.push(JSON.parse(payload).id);
      return new Promise((resolve) => (answer = resolve));
    });
    const at = clock;
    const counts = { perHost: hostCounter(10_000, minute), lookups: windowCounter(10_000, minute) };
    const first = deliverWebhooksDue(store.db, new Date(at), { clock: () => new Date(at), resolve, env, send: slow, clockSkewMs: 0, ...counts });
    while (slow.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // Origin B, its clock 61 s ahead of the database's (and of A's): the lease is still A's.
    const ahead = at + webhookLeaseMs + 1000;
    const other = vi.fn<typeof post>(async (_url, _to, payload) => (events.push(JSON.parse(payload).id), { statusCode: 200 }));
    const second = await deliverWebhooksDue(store.db, new Date(ahead), { clock: () => new Date(ahead), resolve, env, send: other, clockSkewMs: ahead - at, ...counts });
    expect(second.delivered).toBe(0);
    expect(other).not.toHaveBeenCalled();
    answer({ statusCode: 200 });
    expect((await first).delivered).toBe(1);
    expect(events).toHaveLength(1);
    expect((await call(`/webhook-deliveries/${id}`, { key })).body).toMatchObject({ status: "delivered" });
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address (red team 6a, RT6a-7)", async () => {
    const key = await newKey("pay");
    names["mapped6a.example.com"] = ["::ffff:93.184.215.77"];
    const ids: string[] = [];
    for (const url of ["https://93.184.215.77/a", "https://[::ffff:93.184.215.77]/b", "https://mapped6a.example.com/c"]) {
      const made = await register(key, { url, events: ["checkout.paid"] });
      expect(made.status).toBe(201);
      ids.push(await sendTestTo(key, made.body.id));
    }
    await onlyDue(ids);
    const send = vi.fn(offline);
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send, perHost: hostCounter(1, minute), lookups: windowCounter(10_000, minute) });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("counts an IPv6 destination by its /64: five addresses of one /64 share one count of 30 a minute (red team 9, RT9-1)", async () => {
    const key = await newKey("pay");
    const ids: string[] = [];
    for (let host = 1; host <= 5; host++) {
      const made = await register(key, { url: `https://[2a01:4f8:c17:1a2b::${host}]/hook`, events: ["checkout.paid"] });
      expect(made.status).toBe(201);
      for (let event = 0; event < 12; event++) ids.push(await sendTestTo(key, made.body.id));
    }
    expect(ids.filter(Boolean)).toHaveLength(60);
    await onlyDue(ids);
    const sentTo: string[] = [];
    const send: typeof post = async (_url, to) => (sentTo.push(to.address), { statusCode: 204 });
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send, perHost: hostCounter(webhooksPerHostPerMinute, minute), lookups: windowCounter(10_000, minute) });
    expect(sentTo).toHaveLength(webhooksPerHostPerMinute);
    expect(sentTo.every((address) => address.startsWith("2a01:4f8:c17:1a2b::"))).toBe(true);
  });

  it("counts the /64s of one IPv6 /48 together: five endpoints in five /64s of one /48 are sent the /48's count a minute, not all that is due (red team 10, RT10-3)", async () => {
    const key = await newKey("pay");
    const id = await keyId(key);
    const ids: string[] = [];
    // 24 due at each /64, under its own 30: only the /48's count holds them back.
    for (let net = 1; net <= 5; net++) {
      const made = await register(key, { url: `https://[2a01:4f8:c18:${net}::1]/hook`, events: ["checkout.paid"] });
      expect(made.status).toBe(201);
      const rows = Array.from({ length: 24 }, (_, n) => ({
        id: `whd_rt103_${net}_${n}`,
        keyId: id,
        endpointId: made.body.id as string,
        eventId: `evt_rt103_${net}_${n}`,
        eventType: "checkout.paid",
        payload: "{}",
        nextAttemptAt: new Date(clock - minute + net * 1000 + n),
        createdAt: new Date(clock - minute),
      }));
      await store.db.insert(sandboxWebhookDeliveries).values(rows);
      ids.push(...rows.map((row) => row.id));
    }
    expect(5 * 24).toBeGreaterThan(webhooksPer48PerMinute);
    await onlyDue(ids);
    const sentTo: string[] = [];
    const send: typeof post = async (_url, to) => (sentTo.push(to.address), { statusCode: 204 });
    const perHost = hostCounter(webhooksPerHostPerMinute, minute, webhooksPer48PerMinute);
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send, perHost, lookups: windowCounter(10_000, minute) });
    expect(sentTo).toHaveLength(webhooksPer48PerMinute);
    expect(sentTo.every((address) => address.startsWith("2a01:4f8:c18:"))).toBe(true);
    // The next minute, the rest (within the /48's count again).
    clock += minute;
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env, send, perHost, lookups: windowCounter(10_000, minute) });
    expect(sentTo).toHaveLength(5 * 24);
  });

  it("checks the address again at each delivery: a name that answers a loopback address by then is refused, nothing is sent", async () => {
    const key = await newKey("pay");
    names["rebind.example.com"] = ["93.184.215.14"];
    const made = await register(key, { url: "https://rebind.example.com/hook", events: ["checkout.paid"] });
    expect(made.status).toBe(201);
    names["rebind.example.com"] = ["127.0.0.1"];
    const sent = await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type: "checkout.paid" } });
    const send = vi.fn(offline);
    await deliverWebhooksDue(store.db, new Date(clock), { clock: fixed, resolve, env: {}, send });
    expect(send.mock.calls.filter(([url]) => url.hostname === "rebind.example.com")).toEqual([]);
    const delivery = (await call(`/webhook-deliveries/${sent.body.id}`, { key })).body;
    expect(delivery.attempts[0]).toMatchObject({ status_code: null, error: "url_not_public" });
    expect(delivery.status).toBe("retrying");
  });

  it("connects to the address it checked, never resolving the name a second time", async () => {
    const key = await newKey("pay");
    // `receiver.test` exists only in the tests' table: a second resolution by the system would fail.
    const made = await register(key, { url: `http://receiver.test:${receiver.port}/pinned`, events: ["checkout.paid"] });
    expect(made.status).toBe(201);
    status = 200;
    const sent = await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type: "checkout.paid" } });
    await deliver();
    const delivery = (await call(`/webhook-deliveries/${sent.body.id}`, { key })).body;
    expect(delivery.attempts.at(-1)).toMatchObject({ status_code: 200, error: null });
    const received = receiver.requests.find((request) => request.path === "/pinned")!;
    expect(received.headers.host).toBe(`receiver.test:${receiver.port}`);
  });

  it("kicks the delivery worker when it queues: the worker's kick, registered on globalThis, is called", async () => {
    const kick = vi.fn();
    whenQueued(kick);
    try {
      const key = await newKey("pay");
      const made = await register(key, { url: "https://hooks.example.com/kick" });
      await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type: "checkout.paid" } });
      await vi.waitFor(() => expect(kick).toHaveBeenCalled());
      // Another bundle's copy of this module finds it: it is kept on globalThis, not in the module.
      expect(Object.getOwnPropertySymbols(globalThis).map(String)).toContain(`Symbol(${site.handle}.sandboxWebhooksQueued)`);
    } finally {
      whenQueued(null);
    }
  });

  it("sends a test event of every documented type, valid against its document", async () => {
    for (const api of ["pay", "pro"] as const) {
      const key = await newKey(api);
      const made = await register(key, { url: "https://hooks.example.com/test" });
      const events = await sandboxEvents(api);
      for (const [type, definition] of events) {
        const sent = await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type } });
        expect(sent.status).toBe(202);
        expect(definition.check(JSON.parse(sent.body.payload))).toBeNull();
        expect(JSON.parse(sent.body.payload).type).toBe(type);
      }
      const wrong = await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type: "lead.created" } });
      expect(wrong.status).toBe(400);
      expect(
        (await call("/webhook-endpoints/we_unknown/test", { method: "POST", key, body: { type: [...events.keys()][0] } })).status,
      ).toBe(404);
    }
  });

  it("removes a key's endpoints, deliveries and attempts with the key (cascade)", async () => {
    const key = await newKey("pay");
    const made = await register(key, { url: receiver.url });
    status = 200;
    await call(`/webhook-endpoints/${made.body.id}/test`, { method: "POST", key, body: { type: "checkout.paid" } });
    await deliver();
    const id = await keyId(key);
    const count = async () =>
      (await store.db.select({ id: sandboxWebhookEndpoints.id }).from(sandboxWebhookEndpoints).where(eq(sandboxWebhookEndpoints.keyId, id)))
        .length +
      (
        await store.db
          .select({ id: sandboxWebhookDeliveries.id })
          .from(sandboxWebhookDeliveries)
          .where(eq(sandboxWebhookDeliveries.keyId, id))
      ).length;
    expect(await count()).toBe(2);
    const attempts = async () => (await store.db.select({ seq: sandboxWebhookAttempts.seq }).from(sandboxWebhookAttempts)).length;
    const attemptsBefore = await attempts();
    await purgeSandboxKeys(store.db, new Date(clock + 31 * 24 * 60 * minute));
    expect(await count()).toBe(0);
    expect(await attempts()).toBeLessThan(attemptsBefore);
  });
});

it("shares a destination's count between the keys that ask for it: one asking while it is full has its share the next minute (red team 6a, RT6a-1)", () => {
  const counter = hostCounter(30, minute);
  const attackers = Array.from({ length: 10 }, (_, index) => `key_attacker${index}`);
  const sentIn = (at: number, key: string, times: number) => Array.from({ length: times }, () => counter.take("shared.example", key, at)).filter((wait) => wait === 0).length;
  // Minute 0: the attackers ask first and take the whole count; the victim asks too, and waits.
  expect(attackers.reduce((sum, key) => sum + sentIn(start, key, 30), 0)).toBe(30);
  expect(counter.take("shared.example", "key_victim", start + 1000)).toBe(59);
  // Minute 1: the attackers ask first again, each within its share of the eleven keys; the victim's delivery goes.
  const next = start + minute;
  const attackersSent = attackers.reduce((sum, key) => sum + sentIn(next, key, 30), 0);
  expect(attackersSent).toBeLessThanOrEqual(30 - 1);
  expect(counter.take("shared.example", "key_victim", next + 1000)).toBe(0);
  // Another destination has its own count.
  expect(counter.take("other.example", "key_attacker0", next)).toBe(0);
  // A count given back is the key's again.
  counter.giveBack("other.example", "key_attacker0");
  expect(counter.take("other.example", "key_attacker0", next)).toBe(0);
});

it("serves the keys asking for a destination in rotation when more ask than its count, and starts a new window when the clock steps back (red team 7a, RT7a-A, RT7a-G)", () => {
  const counter = hostCounter(3, minute);
  const attackers = Array.from({ length: 6 }, (_, index) => `key_a${index}`);
  const servedIn = (at: number, keys: string[]) => keys.filter((key) => counter.take("shared.example", key, at) === 0);
  // Minute 0: the attackers ask first, the victim last; never more than the count a minute.
  expect(servedIn(start, [...attackers, "key_victim"])).toHaveLength(3);
  // Each minute the attackers ask first again: the least recently served go, the victim within ceil(6 / 3) + 1 minutes.
  let minutes = 1;
  for (; minutes <= 3; minutes++) {
    const served = servedIn(start + minutes * minute, [...attackers, "key_victim"]);
    expect(served.length).toBeLessThanOrEqual(3);
    if (served.includes("key_victim")) break;
  }
  expect(minutes).toBeLessThanOrEqual(3);
  // A clock stepped back (NTP) starts a new window: no wait as long as the step.
  const stepped = hostCounter(1, minute);
  expect(stepped.take("d.example", "key_a", start + 10 * minute)).toBe(0);
  expect(stepped.take("d.example", "key_a", start)).toBe(0);
  // A time read a moment before the window began (a claim's, its lookup awaited meanwhile) is
  // counted in that window: its count stays spent, the wait is to the window's end.
  const late = hostCounter(1, minute);
  expect(late.take("d.example", "key_a", start + minute)).toBe(0);
  expect(late.take("d.example", "key_b", start + minute - 2_000)).toBe(62);
});

it("gives a delivery's count back only in the window it was counted in: a give-back landing in the next window serves no key twice there and restores no place (red team 9, RT9-3)", () => {
  const counter = hostCounter(2, minute);
  // Window 1: A and B served, C (three keys for a count of two: in rotation) waits.
  expect(["key_a", "key_b", "key_c"].map((key, index) => counter.take("h.example", key, start + index))).toEqual([0, 0, 60]);
  const counted = counter.window();
  // Window 2: A served; then an attempt of A's counted in window 1 gives its count back.
  expect(counter.take("h.example", "key_a", start + minute)).toBe(0);
  counter.giveBack("h.example", "key_a", counted);
  // A is not served a second time (its share is one); the count's other place is not A's.
  expect(counter.take("h.example", "key_a", start + minute + 2)).toBe(60);
  expect(counter.take("h.example", "key_b", start + minute + 3)).toBe(0);
  expect(counter.take("h.example", "key_c", start + minute + 4)).toBe(60);
  // Window 3: A and B were served in window 2, so C is first, and A (served before B) second.
  expect(["key_a", "key_b", "key_c"].map((key, index) => counter.take("h.example", key, start + 2 * minute + index))).toEqual([0, 60, 0]);
  // A give-back in the window counted in still undoes the take: A's share is its own again.
  expect(counter.take("h.example", "key_a", start + 2 * minute + 5)).toBe(60);
  counter.giveBack("h.example", "key_a", counter.window());
  expect(counter.take("h.example", "key_a", start + 2 * minute + 6)).toBe(0);
});

it("restores a key's place when a give-back from the window just ended lands in the next one: its turn is not lost with nothing sent (red team 10, RT10-4)", () => {
  // A count of one, V and W asking: W served in window 1, then V ahead of W in window 3 (W served
  // again in window 2). In window 3, V's attempt is counted 59.9 s in, and its give-back (nothing
  // sent: a lookup limit) lands after another key's take began window 4.
  const window4 = (givenBack: boolean) => {
    const counter = hostCounter(1, minute);
    expect(counter.take("h.example", "key_w", start)).toBe(0);
    expect(counter.take("h.example", "key_v", start + 1)).toBe(60);
    expect(counter.take("h.example", "key_w", start + minute)).toBe(0);
    expect(counter.take("h.example", "key_v", start + minute + 1)).toBe(60);
    expect(counter.take("other.example", "key_x", start + 2 * minute)).toBe(0);
    expect(counter.take("h.example", "key_w", start + 2 * minute + 1)).toBe(60);
    expect(counter.take("h.example", "key_v", start + 2 * minute + 59_900)).toBe(0);
    const counted = counter.window();
    expect(counter.take("other.example", "key_x", start + 3 * minute + 100)).toBe(0);
    expect(counter.window()).toBe(counted + 1);
    if (givenBack) counter.giveBack("h.example", "key_v", counted);
    // Window 4: W asks first.
    return [counter.take("h.example", "key_w", start + 3 * minute + 200), counter.take("h.example", "key_v", start + 3 * minute + 300)];
  };
  // Kept (sent): V went behind W, W's turn in window 4.
  expect(window4(false)).toEqual([0, 60]);
  // Given back: V's rank in window 4 is its rank before its take, ahead of W: V's turn.
  expect(window4(true)).toEqual([60, 0]);
});

it("serves the keys at one IPv6 /48 in rotation past its count: 61 keys at other /64s of the /48, asking first each minute, no longer keep another key's /64 at none (red team 11, RT11-2)", () => {
  const run = (others: number) => {
    const counter = hostCounter(webhooksPerHostPerMinute, minute, webhooksPer48PerMinute);
    const served: number[] = [];
    const perMinute: number[] = [];
    for (let step = 0; step < 10; step++) {
      const at = start + step * minute;
      // The others' deliveries were put back to the minute's start: they ask first, each at a /64 of its own.
      let sent = 0;
      for (let index = 0; index < others; index++) if (counter.take(`2a01:4f8:c18:${(0x100 + index).toString(16)}::/64`, `key_${index}`, at + index) === 0) sent++;
      // The victim's key asks for its own /64 of that /48 thirty times through the minute.
      let mine = 0;
      for (let ask = 0; ask < 30; ask++) if (counter.take("2a01:4f8:c18:1::/64", "victim", at + 1000 + ask * 1000) === 0) mine++;
      served.push(mine);
      perMinute.push(sent + mine);
    }
    return { served, perMinute };
  };
  // 62 keys at the /48, 60 a minute, one each: the victim by the second minute after the one it first
  // asked in, and every other minute after (before, by shares only, never in ten minutes).
  const crowded = run(61);
  expect(crowded.served).toEqual([0, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
  expect(crowded.perMinute.every((count) => count === webhooksPer48PerMinute)).toBe(true);
  // Within the /48's count, each key its share as before: the victim's one every minute.
  expect(run(59).served).toEqual(Array.from({ length: 10 }, () => 1));
  // The victim alone: its /64's 30 each minute.
  expect(run(0).served).toEqual(Array.from({ length: 10 }, () => webhooksPerHostPerMinute));
});

it("keeps the rotation's bound whatever order the keys ask in within a minute, some not asking at all: sixty keys ahead, another key's turn by the third minute after the one it first asked in (red team 7a, RT7a-A)", () => {
  // A seeded shuffle: the same orders every run, many of them.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const shuffled = <T,>(items: T[]) => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  };
  const attackers = Array.from({ length: 60 }, (_, index) => `key_a${index}`);
  const servedIn: number[] = [];
  for (let trial = 0; trial < 300; trial++) {
    const counter = hostCounter(30, minute);
    let served = -1;
    for (let minutes = 0; minutes < 6 && served < 0; minutes++) {
      // Each attacker asks one to five times (its deliveries in flight), after the first minute one
      // in ten not at all; the victim once, last in the first minute, anywhere after.
      const asks = attackers.flatMap((key) => (minutes > 0 && random() < 0.1 ? [] : Array.from({ length: 1 + Math.floor(random() * 5) }, () => key)));
      const order = shuffled(asks);
      order.splice(minutes === 0 ? order.length : Math.floor(random() * (order.length + 1)), 0, "key_victim");
      const at = start + minutes * (minute + 1000);
      const taken = order.filter((key) => counter.take("shared.example", key, at) === 0);
      expect(taken.length).toBeLessThanOrEqual(30);
      if (taken.includes("key_victim")) served = minutes;
    }
    servedIn.push(served);
  }
  expect(servedIn.every((minutes) => minutes >= 0 && minutes <= 3)).toBe(true);
});

it("has a JavaScript verification sample that accepts the exact signature only, never one with trailing characters (red team 6a, RT6a-9)", async () => {
  const secret = "whsec_rt6a9";
  const isValid = await docsVerifier(secret);
  const body = Buffer.from('{"id":"evt_rt6a9","type":"checkout.paid"}');
  const header = createHmac("sha256", secret).update(body).digest("hex");
  expect(isValid(body, header)).toBe(true);
  for (const wrong of [`${header}zz`, `${header} `, `${header}00`, header.slice(0, 62), header.toUpperCase().replace(/[0-9]/g, "g"), undefined, ["x"]])
    expect(isValid(body, wrong)).toBe(false);
});

it("has verification samples that refuse, not throw, on a body that is not raw bytes (JavaScript) or a header outside ASCII (Python) (red team 7a, RT7a-F)", async () => {
  const secret = "whsec_rt7af";
  const isValid = await docsVerifier(secret);
  const header = createHmac("sha256", secret).update(Buffer.from("{}")).digest("hex");
  expect(isValid({} as unknown as Buffer, header)).toBe(false);
  expect(isValid(Buffer.from("{}"), header)).toBe(true);
  expect(verificationSamples("checkout.paid").python).toContain("hmac.compare_digest(expected.encode(), request.headers.get(");
});

it("counts the lookups of all the keys made from one network together, as well as each key's (red team 6a, RT6a-8)", async () => {
  const lookups = windowCounter(2, minute);
  const perNetwork = shareCounter(3, minute);
  const asked: string[] = [];
  const resolve: Resolver = async (host) => (asked.push(host), [{ address: "93.184.215.14", family: 4 }]);
  // The process's count lifted (its own test, below).
  const perProcess = shareCounter(1_000_000, minute);
  const of = (keyId: string, network: string | null) => countedResolver(resolve, keyId, { lookups, perNetwork, perProcess, network, now: () => start });
  await of("key_a", "net1")("a1.example");
  await of("key_a", "net1")("a2.example");
  await expect(of("key_a", "net1")("a3.example")).rejects.toBeInstanceOf(LookupLimited);
  await of("key_b", "net1")("b1.example");
  // The network's third lookup was key_b's first: its second is past the network's count, and given back to the key's.
  await expect(of("key_b", "net1")("b2.example")).rejects.toBeInstanceOf(LookupLimited);
  await of("key_c", "net2")("c1.example");
  expect(asked).toEqual(["a1.example", "a2.example", "b1.example", "c1.example"]);
  expect(lookups.take("key_b", start)).toBe(0);
});

it("counts the lookups of the whole process, each network its part: keys of many networks cannot make the site ask more than so many names a minute, and a network that asked little keeps its part (red team 18, RT18-2)", async () => {
  const lookups = windowCounter(webhookLookupsPerKeyPerMinute, minute);
  const perNetwork = shareCounter(webhookLookupsPerNetworkPerMinute, minute);
  const perProcess = shareCounter(webhookLookupsPerMinute, minute);
  const asked: string[] = [];
  const resolve: Resolver = async (host) => (asked.push(host), [{ address: "93.184.215.14", family: 4 }]);
  const ask = (keyId: string, network: string | null, at: number) =>
    countedResolver(resolve, keyId, { lookups, perNetwork, perProcess, network, now: () => at })(`${keyId}.example`).then(
      () => true,
      (error: unknown) => {
        if (error instanceof LookupLimited) return false;
        throw error;
      },
    );
  // Twenty networks' keys (two each), asking as fast as they may: the process's count in all, a part each (before: 120
  // each, 2,400 a minute).
  const spend = async (at: number) => {
    let resolved = 0;
    for (let round = 0; round < 200; round++)
      for (let network = 0; network < 20; network++) if (await ask(`key_${network}_${round % 2}`, `net${network}`, at)) resolved++;
    return resolved;
  };
  expect(await spend(start)).toBe(webhookLookupsPerMinute);
  expect(asked).toHaveLength(webhookLookupsPerMinute);
  // A network that comes when the count is spent waits for the next minute, and has its part then, whoever asks first.
  expect(await ask("key_honest", "net-honest", start)).toBe(false);
  expect(await spend(start + minute)).toBe(20 * Math.floor(webhookLookupsPerMinute / 21));
  expect(await ask("key_honest", "net-honest", start + minute)).toBe(true);
  // Refused by the process's count, nothing is counted for its key nor its network: a key of a network's own, refused 130
  // times, more than its key's 60 and its network's 120, has spent neither.
  const own = windowCounter(webhookLookupsPerKeyPerMinute, minute);
  const ownNetwork = shareCounter(webhookLookupsPerNetworkPerMinute, minute);
  const tight = shareCounter(1, minute);
  const once = (at: number) =>
    countedResolver(resolve, "key_tight", { lookups: own, perNetwork: ownNetwork, perProcess: tight, network: "net-tight", now: () => at })("tight.example").then(
      () => true,
      () => false,
    );
  expect(await once(start)).toBe(true);
  for (let n = 0; n < 130; n++) expect(await once(start)).toBe(false);
  expect(own.take("key_tight", start)).toBe(0);
  expect(ownNetwork.take("net-tight", "key_tight", start)).toBe(0);
  // A key with no known network is a member of its own.
  expect(await ask("key_alone", null, start + 2 * minute)).toBe(true);
});

it("leaves every network at least one lookup a minute, however many other networks ask first: the process's count is as many as the live keys, so never more networks than lookups (red team 20, RT20-1)", async () => {
  const lookups = windowCounter(webhookLookupsPerKeyPerMinute, minute);
  const perNetwork = shareCounter(webhookLookupsPerNetworkPerMinute, minute);
  const perProcess = shareCounter(webhookLookupsPerMinute, minute);
  expect(webhookLookupsPerMinute).toBeGreaterThanOrEqual(sandboxLimits.liveKeys);
  const resolve: Resolver = async () => [{ address: "93.184.215.14", family: 4 }];
  const ask = (keyId: string, network: string, at: number) =>
    countedResolver(resolve, keyId, { lookups, perNetwork, perProcess, network, now: () => at })("name.example").then(
      () => true,
      () => false,
    );
  // The live keys less one, each on a network of its own, ask until refused, first each minute; the honest key comes last.
  const others = sandboxLimits.liveKeys - 1;
  const flood = async (at: number) => {
    for (let more = true; more; ) {
      more = false;
      for (let n = 0; n < others; n++) if (await ask(`key_${n}`, `net${n}`, at)) more = true;
    }
  };
  // Before (300 a minute, first come past 300 networks): the honest network none, every minute.
  for (let minutes = 0; minutes <= 3; minutes++) {
    await flood(start + minutes * minute);
    expect(await ask("key_honest", "net-honest", start + minutes * minute)).toBe(true);
  }
});

it("gives each key of a network its part of the network's lookups: two keys that spent it leave a third its part the next minute, whoever asks first (red team 7a, RT7a-B)", async () => {
  const lookups = windowCounter(webhookLookupsPerKeyPerMinute, minute);
  const perNetwork = shareCounter(webhookLookupsPerNetworkPerMinute, minute);
  const resolve: Resolver = async () => [{ address: "93.184.215.14", family: 4 }];
  const ask = (keyId: string, at: number) =>
    countedResolver(resolve, keyId, { lookups, perNetwork, perProcess: shareCounter(1_000_000, minute), network: "one-cgnat-address", now: () => at })("name.example").then(
      () => true,
      (error: unknown) => {
        if (error instanceof LookupLimited) return false;
        throw error;
      },
    );
  const spend = async (keyId: string, at: number) => {
    let resolved = 0;
    for (let index = 0; index < 100; index++) if (await ask(keyId, at)) resolved++;
    return resolved;
  };
  // Two keys of one network spend its 120 first, each at its own 60.
  expect(await spend("key_a", start)).toBe(60);
  expect(await spend("key_b", start)).toBe(60);
  expect(await ask("key_c", start)).toBe(false);
  // The next minute they ask first again, as fast as they can: each takes its part (120 / 3), and the third key has its own.
  const next = start + minute;
  expect(await spend("key_a", next)).toBe(40);
  expect(await spend("key_b", next)).toBe(40);
  expect(await spend("key_c", next)).toBe(40);
});
