import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadConfig } from "@/config/leads";
import { site } from "@/config/site";
import type { LeadStore } from "@/db/client";
import { eq } from "drizzle-orm";
import { leads, sandboxObjects } from "@/db/schema";
import { storeLead } from "./store";
import { validateLead } from "./validate";
import { whenQueued } from "@/lib/sandbox/webhooks/store";
import { startDelivery } from "./worker";
import { openReadyStore } from "../../../tests/support/ready-database";

/**
 * The worker's daily purge (docs/leads.md, "Personal data"): no cron to set up, the delivery
 * worker deletes the leads past the retention period once a day. The server's database is an
 * embedded one in memory here, and the clock a fake one moved by hand (only `Date`: PGlite's own
 * timers run as they do).
 */
const held = vi.hoisted(() => ({
  store: null as LeadStore | null,
  hangWebhooks: false,
  /** The options of the webhook round's last call (its wake signal). */
  webhookOptions: undefined as { wake?: { next: Promise<void> } } | undefined,
}));
vi.mock("@/db", () => ({ leadStore: async () => held.store! }));
// The sandbox's webhook round, made to hang when a test asks (a name server that never answers).
vi.mock("@/lib/sandbox/webhooks/deliver", async (actual) => {
  const real = await actual<typeof import("@/lib/sandbox/webhooks/deliver")>();
  return {
    ...real,
    deliverWebhooksDue: (...args: Parameters<typeof real.deliverWebhooksDue>) => {
      held.webhookOptions = args[2];
      return held.hangWebhooks ? new Promise<never>(() => {}) : real.deliverWebhooksDue(...args);
    },
  };
});
vi.mock("server-only", () => ({}));

const day = 86_400_000;
const start = new Date("2026-11-16T09:00:00Z");
type Worker = { running: Promise<void> | null; sandbox: Promise<void> | null };
const worker = () => (globalThis as Record<symbol, Worker | undefined>)[Symbol.for(`${site.handle}.leadDelivery`)];

/** Runs a delivery round at the fake clock's `now`, and waits for it. */
async function roundAt(now: Date) {
  vi.setSystemTime(now);
  const { kickDelivery } = await import("./worker");
  kickDelivery();
  await worker()?.running;
  await worker()?.sandbox;
}

async function addLead(email: string, createdAt: Date) {
  const parsed = validateLead("notify", "ma", new URLSearchParams({ email, consent: "yes" }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  await storeLead(held.store!.db, {
    lead: parsed.lead,
    region: "ma",
    lang: "fr",
    verified: true,
    consentNotice: { path: "/business/privacy", lang: "fr", updated: "2026-11-28" },
    channels: [],
    now: createdAt,
  });
}

async function emails() {
  const rows = await held.store!.db.select({ email: leads.email }).from(leads);
  return rows.map((row) => row.email).sort();
}

beforeAll(async () => {
  held.store = await openReadyStore();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  // Rounds only when the test asks (kickDelivery), never on the interval.
  vi.stubEnv("LEADS_DELIVERY_INTERVAL_MS", String(10 * day));
}, 60_000);

afterAll(async () => {
  clearInterval((worker() as { timer?: NodeJS.Timeout } | undefined)?.timer);
  // A test top-up's wake-up (its operator's answer) must not start a round once the store is closed.
  whenQueued(null);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await held.store?.close();
});

describe("the delivery worker's daily purge", () => {
  it("deletes the leads past the retention period at its first round, then once a day, never more often", async () => {
    const retention = leadConfig.retentionDays * day;
    await addLead("past@example.ma", new Date(start.getTime() - retention - day));
    await addLead("young@example.ma", new Date(start.getTime() - retention + day));
    // The first round purges: a server started today does not wait a day.
    startDelivery();
    await worker()?.running;
    expect(await emails()).toEqual(["young@example.ma"]);

    // 23 hours later a lead is past the period, but the day since the last purge is not over: kept.
    const later = new Date(start.getTime() + 23 * 3_600_000);
    await addLead("waits@example.ma", new Date(later.getTime() - retention - day));
    await roundAt(later);
    expect(await emails()).toEqual(["waits@example.ma", "young@example.ma"]);

    // A day and a minute after the first purge: both past the period now go; nothing else does.
    await addLead("fresh@example.ma", new Date(start.getTime() + day));
    await roundAt(new Date(start.getTime() + day + 2 * 60_000));
    expect(await emails()).toEqual(["fresh@example.ma"]);
  }, 60_000);
});

describe("the delivery worker's round and the sandbox", () => {
  it("settles a test top-up and expires a test checkout nobody reads, once due (their webhooks then go out unread)", async () => {
    const { sandboxHandler } = await import("@/lib/sandbox/handler");
    const { sandboxRequest } = await import("../../../tests/support/sandbox-request");
    const at = new Date(start.getTime() + 3 * day);
    vi.setSystemTime(at);
    const handle = sandboxHandler({ db: async () => held.store!.db, now: () => new Date(), env: { LEADS_TRUSTED_HOPS: "1" } });
    const key = ((await (await handle(sandboxRequest("/keys", { method: "POST", body: { api: "pro" }, headers: { "x-forwarded-for": "198.51.100.9" } }))).json()) as { secret_key: string }).secret_key;
    const made = await handle(sandboxRequest("/pro/v1/topups", { method: "POST", key, body: { operator: "djezzy", phone: "0770000000", amount: 500 } }));
    expect(made.status).toBe(202);
    const { id } = (await made.json()) as { id: string };
    const payKey = ((await (await handle(sandboxRequest("/keys", { method: "POST", body: { api: "pay" }, headers: { "x-forwarded-for": "198.51.100.10" } }))).json()) as { secret_key: string }).secret_key;
    const urls = { success_url: "https://shop.example/ok", failure_url: "https://shop.example/ko" };
    const checkout = await handle(sandboxRequest("/pay/v1/checkouts", { method: "POST", key: payKey, body: { amount: 4500, currency: "DZD", ...urls } }));
    const { id: checkoutId } = (await checkout.json()) as { id: string };
    const status = async (object: string) =>
      (await held.store!.db.select({ status: sandboxObjects.status }).from(sandboxObjects).where(eq(sandboxObjects.id, object)))[0]?.status;
    await roundAt(new Date(at.getTime() + 1000));
    expect([await status(id), await status(checkoutId)]).toEqual(["pending", "open"]);
    await roundAt(new Date(at.getTime() + 3000));
    expect([await status(id), await status(checkoutId)]).toEqual(["succeeded", "open"]);
    // A test checkout expires one hour after it is created.
    await roundAt(new Date(at.getTime() + 3_601_000));
    expect(await status(checkoutId)).toBe("expired");
  }, 60_000);
});

describe("the delivery worker's loops", () => {
  it("ends the leads' round while the sandbox's webhook round still hangs: lead notifications never wait for it (red team 4, R4-3)", async () => {
    held.hangWebhooks = true;
    try {
      vi.setSystemTime(new Date(start.getTime() + 5 * day));
      const { kickDelivery } = await import("./worker");
      kickDelivery();
      const sandbox = worker()!.sandbox;
      expect(sandbox).toBeInstanceOf(Promise);
      await worker()!.running;
      // The leads' loop is done; the sandbox's is still in its round.
      expect(worker()!.running).toBeNull();
      expect(worker()!.sandbox).toBe(sandbox);
    } finally {
      held.hangWebhooks = false;
    }
  }, 60_000);

  it("wakes the webhook round in flight when kicked: it claims what was queued meanwhile, not after its slowest attempt (red team 5, RT5-3)", async () => {
    held.hangWebhooks = true;
    try {
      const { kickDelivery } = await import("./worker");
      kickDelivery();
      // The sandbox's round is in its webhook round (still hanging from the test above, or this one's).
      await vi.waitFor(() => expect(held.webhookOptions?.wake).toBeDefined());
      let woken = false;
      void held.webhookOptions!.wake!.next.then(() => (woken = true));
      const sandbox = worker()!.sandbox;
      kickDelivery();
      await vi.waitFor(() => expect(woken).toBe(true));
      // The same round, woken: not a new one started beside it.
      expect(worker()!.sandbox).toBe(sandbox);
    } finally {
      held.hangWebhooks = false;
    }
  }, 60_000);
});
