import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openLeadStore, type LeadStore } from "@/db/client";
import { sandboxObjects } from "@/db/schema";

vi.mock("server-only", () => ({}));
// Every whole-type read of a key's objects, recorded (red team S2: work that grows with a key's data).
const reads = vi.hoisted(() => [] as string[]);
vi.mock("./store", async (original) => {
  const store = await original<typeof import("./store")>();
  return {
    ...store,
    allObjects: (...args: Parameters<typeof store.allObjects>) => {
      reads.push(args[2]);
      return store.allObjects(...args);
    },
  };
});

const { payOperations } = await import("./pay");
const { createKey } = await import("./store");

describe("the sandbox's work per request", () => {
  let store: LeadStore;
  beforeAll(async () => {
    store = await openLeadStore({ dataDir: "memory://" });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it("sums Pay's pending balance in the database, without reading every checkout (red team S2)", async () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const { key } = await createKey(store.db, "pay", now);
    const checkout = (id: string, status: string, amount: number) => ({
      keyId: key.id,
      id,
      type: "checkout",
      data: { id, object: "checkout", status, amount, currency: "DZD", created_at: now.toISOString() },
      createdAt: now,
    });
    await store.db
      .insert(sandboxObjects)
      .values([checkout("chk_a", "paid", 4500), checkout("chk_b", "open", 9000), checkout("chk_c", "paid", 500)]);
    const answer = await payOperations.getBalance!.run({
      db: store.db,
      key,
      path: {},
      query: new URLSearchParams(),
      body: undefined,
      now,
      origin: "https://www.cirta.example",
    });
    expect(answer).toMatchObject({ status: 200, body: { available: 0, pending: 5000 } });
    expect(reads).toEqual([]);
  });
});
