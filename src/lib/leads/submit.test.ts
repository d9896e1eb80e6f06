import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadStore } from "@/db/client";
import { leads } from "@/db/schema";
import type { Resolution } from "@/i18n/resolve";
import { validSalesLead } from "../../../tests/support/lead-fixtures";
import { leadsCsv } from "./export";
import { honeypotField } from "./fields";
import { openReadyStore } from "../../../tests/support/ready-database";

// The lead database this test hands the proxy: PGlite in memory.
let store: LeadStore;
vi.mock("@/db", () => ({ leadStore: async () => store }));
vi.mock("@/lib/leads/worker", () => ({ kickDelivery: () => {} }));

const { handleLeadPost } = await import("./proxy");

beforeAll(async () => {
  store = await openReadyStore();
}, 60_000);
afterAll(async () => {
  await store.close().catch(() => {});
});

const resolved: Resolution = { region: "dz", rest: "/business/pay/contact", lang: "fr", source: "cookie", setCookie: null };

/** A sales lead POSTed to its page, as a browser without JavaScript (or the page's script, `json`) sends it. */
function submission(fields: Record<string, string>, json = false) {
  return new NextRequest("http://localhost:3000/dz/business/pay/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(json ? { accept: "application/json" } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

function leadsOf(email: string) {
  return store.db
    .select({ form: leads.form, lang: leads.lang, region: leads.region, honeypot: leads.honeypot, phone: leads.phone })
    .from(leads)
    .where(eq(leads.email, email));
}

describe("a valid lead, stored by the proxy in the POST's own request (docs/leads.md)", () => {
  it("is stored, then answered with a 303 to the thank-you without JavaScript, JSON with it", async () => {
    const page = await handleLeadPost(submission({ ...validSalesLead, email: "page@example.dz" }), "sales", resolved);
    expect([page.status, page.headers.get("location"), page.headers.get("cache-control")]).toEqual([
      303,
      "http://localhost:3000/dz/business/pay/contact?reply=sent",
      "private, no-store",
    ]);
    expect(await leadsOf("page@example.dz")).toEqual([{ form: "sales", lang: "fr", region: "dz", honeypot: false, phone: "+213550123456" }]);
    const json = await handleLeadPost(submission({ ...validSalesLead, email: "script@example.dz" }, true), "sales", resolved);
    expect([json.status, await json.json()]).toEqual([200, { status: "sent" }]);
    expect(await leadsOf("script@example.dz")).toHaveLength(1);
  });

  it("keeps a robot's lead (the hidden field filled in), marked, and thanks it as any other", async () => {
    const answer = await handleLeadPost(submission({ ...validSalesLead, email: "robot@example.dz", [honeypotField]: "x" }), "sales", resolved);
    expect(answer.status).toBe(303);
    expect(await leadsOf("robot@example.dz")).toMatchObject([{ honeypot: true }]);
  });

  it("keeps what the visitor agreed to: the notice's path, the page's language and the date the notice shows (F15)", async () => {
    await handleLeadPost(submission({ ...validSalesLead, email: "consent@example.dz" }), "sales", resolved);
    // The date at the top of the French notice the consent box links to.
    const shown = /^updated: "(\d{4}-\d{2}-\d{2})"$/m.exec(readFileSync("content/legal/business/privacy/fr.mdx", "utf8"))?.[1];
    expect(shown).toBeDefined();
    const [row] = await store.db
      .select({ notice: leads.consentNotice, lang: leads.consentNoticeLang, updated: leads.consentNoticeUpdated })
      .from(leads)
      .where(eq(leads.email, "consent@example.dz"));
    expect(row).toEqual({ notice: "/business/privacy", lang: "fr", updated: shown });
    const [lead] = await store.db.select().from(leads).where(eq(leads.email, "consent@example.dz"));
    const [header, record] = leadsCsv([lead!])
      .split("\r\n")
      .map((line) => [...line.replace(/^\uFEFF/, "").matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => match[1]!.replace(/^"|"$/g, "")));
    const cell = (name: string) => record![header!.indexOf(name)];
    expect([cell("consent_notice"), cell("consent_notice_lang"), cell("consent_notice_updated")]).toEqual(["/business/privacy", "fr", shown]);
  });
});

describe("when the database fails (docs/leads.md, Nothing in the logs)", () => {
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
      const json = await handleLeadPost(submission(validSalesLead, true), "sales", resolved);
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({ status: "failed", failure: "unavailable", values: {} });
      const page = await handleLeadPost(submission(validSalesLead), "sales", resolved);
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe("http://localhost:3000/dz/business/pay/contact?reply=unavailable");
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
