import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openLeadStore, type LeadStore } from "@/db/client";
import { submitToken } from "@/lib/leads/submit-token";
import { validSalesLead } from "../../../tests/support/lead-fixtures";

// The lead database this test hands the route: its limits work, and the lead's own insert fails
// (its table is gone), the query whose parameters are the visitor's fields.
let store: LeadStore;
vi.mock("@/db", () => ({ leadStore: async () => store }));
vi.mock("@/lib/leads/worker", () => ({ kickDelivery: () => {} }));

const { POST } = await import("./route");

beforeAll(async () => {
  store = await openLeadStore({ dataDir: "memory://" });
}, 60_000);
afterAll(async () => {
  await store.close().catch(() => {});
});

/** A lead as the proxy hands it on (src/lib/leads/proxy.ts). */
function submission(json: boolean) {
  return new Request("http://localhost:3000/lead-submit", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-lead-submit": new URLSearchParams({ form: "sales", lang: "fr", region: "dz", json: json ? "1" : "0", honeypot: "0", token: submitToken() }).toString(),
    },
    body: new URLSearchParams(validSalesLead).toString(),
  });
}

describe("the lead route when the database fails (docs/leads.md, Nothing in the logs)", () => {
  it("answers 503 and writes no field of the visitor's to the log, only the error's kind (review H4)", async () => {
    await store.db.execute(sql`drop table lead_outbox`);
    await store.db.execute(sql`drop table leads`);
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    const spies = [
      vi.spyOn(console, "error").mockImplementation(capture),
      vi.spyOn(console, "warn").mockImplementation(capture),
      vi.spyOn(console, "log").mockImplementation(capture),
    ];
    try {
      const json = await POST(submission(true));
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({ status: "failed", failure: "unavailable", values: {} });
      const page = await POST(submission(false));
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe("/dz/business/pay/contact?reply=unavailable");
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join("\n");
    expect(log).toContain("[leads] a lead could not be stored");
    for (const value of [
      validSalesLead.name,
      validSalesLead.organisation,
      validSalesLead.email,
      "+213550123456",
      "550123456",
      "params",
      "insert into",
    ])
      expect(log.toLowerCase(), value).not.toContain(value.toLowerCase());
  });
});

describe("the lead route is the proxy's alone (review I2)", () => {
  const post = (query: Record<string, string>, body = new URLSearchParams(validSalesLead).toString()) =>
    POST(
      new Request("http://localhost:3000/lead-submit", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-lead-submit": new URLSearchParams(query).toString() },
        body,
      }),
    );
  const handedOn = { form: "sales", lang: "fr", region: "dz", json: "1", honeypot: "0" };
  it("answers 404 to a request without this process's token, or with another", async () => {
    expect((await post(handedOn)).status).toBe(404);
    expect((await post({ ...handedOn, token: "" })).status).toBe(404);
    expect((await post({ ...handedOn, token: `${submitToken().slice(0, -1)}x` })).status).toBe(404);
    expect((await post({ ...handedOn, token: `${submitToken()}x` })).status).toBe(404);
  });
  it("refuses a body larger than any lead form sends, whatever the proxy let through", async () => {
    const big = new URLSearchParams({ ...validSalesLead, message: "a".repeat(40 * 1024) }).toString();
    expect((await post({ ...handedOn, token: submitToken() }, big)).status).toBe(413);
  });
});

