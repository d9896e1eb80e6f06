import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadStore } from "@/db/client";
import { vitals } from "@/db/schema";
import { openReadyStore } from "../../../../tests/support/ready-database";

let store: LeadStore;
vi.mock("@/db", () => ({ leadStore: async () => store }));

const { POST } = await import("./route");

beforeAll(async () => {
  store = await openReadyStore();
}, 60_000);
afterAll(async () => {
  await store?.close();
});

const body = JSON.stringify({ path: "/dz", lang: "ar", device: "phone", connection: "3g", metrics: [{ name: "LCP", value: 2100, target: "main>h1" }, { name: "CLS", value: 0.02 }] });

function beacon(text: string = body, headers: Record<string, string> = {}) {
  return new Request("http://localhost/data/vitals", {
    method: "POST",
    body: text,
    headers: { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin", ...headers },
  });
}

describe("POST /data/vitals", () => {
  it("stores a page's beacon as rows, never cached, and answers 204 with no body", async () => {
    await store.db.delete(vitals);
    const response = await POST(beacon());
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("");
    const rows = await store.db.select().from(vitals);
    expect(rows.map(({ id: _, day: __, ...rest }) => rest)).toEqual([
      { template: "/", lang: "ar", region: "dz", device: "phone", connection: "3g", metric: "LCP", value: 2100, target: "main>h1" },
      { template: "/", lang: "ar", region: "dz", device: "phone", connection: "3g", metric: "CLS", value: 0.02, target: null },
    ]);
    expect(rows[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ["another site's page", beacon(body, { "sec-fetch-site": "cross-site" }), 403],
    ["a form's content type", beacon(body, { "content-type": "application/x-www-form-urlencoded" }), 415],
    ["no content type", new Request("http://localhost/data/vitals", { method: "POST", body: new Blob([body]) }), 415],
    ["a declared length over 2 KiB", beacon(body, { "content-length": "5000" }), 413],
    ["a body over 2 KiB", beacon(body.replace('"/dz"', `"/dz/${"a".repeat(3000)}"`)), 413],
    ["a beacon that is not one", beacon('{"path":"/","lang":"en"}'), 400],
    ["a value out of bounds", beacon(body.replace("2100", "999999")), 400],
  ])("refuses %s, and stores nothing", async (_, request, status) => {
    await store.db.delete(vitals);
    const response = await POST(request);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await store.db.select().from(vitals)).toEqual([]);
  });

  it("answers 400 to a beacon whose body stream fails part-way (the client left), not a throw and Next's 500 (red team 8, RT8-G)", async () => {
    await store.db.delete(vitals);
    const cutOff = new Request("http://localhost/data/vitals", {
      method: "POST",
      headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"path":'));
        },
        pull(controller) {
          controller.error(new Error("aborted"));
        },
      }),
      duplex: "half",
    } as RequestInit);
    const response = await POST(cutOff);
    expect([response.status, response.headers.get("cache-control")]).toEqual([400, "private, no-store"]);
    expect(await store.db.select().from(vitals)).toEqual([]);
  });

  it("takes a JSON content type, and a beacon without Fetch Metadata (an older browser)", async () => {
    expect((await POST(beacon(body, { "content-type": "application/json" }))).status).toBe(204);
    const request = new Request("http://localhost/data/vitals", { method: "POST", body, headers: { "content-type": "text/plain" } });
    expect((await POST(request)).status).toBe(204);
  });
});
