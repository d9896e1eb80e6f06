import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { leadOutbox, leads, type Lead } from "@/db/schema";
import { describeEachEngine } from "../../../tests/support/db-engines";
import { eraseLeads, listLeads, purgeLeads, storeLead, type StoreRequest } from "./store";
import { validateLead } from "./validate";
import { leadsCsv } from "./export";

const now = new Date("2026-11-26T10:00:00Z");

function salesLead(overrides: Record<string, string> = {}) {
  const body = new URLSearchParams({
    organisation: "Boulangerie El Bahdja",
    name: "Amina Kaci",
    email: "Amina.Kaci@example.dz",
    phone: "0550 12 34 56",
    volume: "1m-10m",
    message: "Nous voulons accepter CIB et Edahabia en ligne.",
    consent: "yes",
    ...overrides,
  });
  const result = validateLead("sales", "dz", body);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.lead;
}

function request(overrides: Partial<StoreRequest> = {}): StoreRequest {
  return {
    lead: salesLead(),
    region: "dz",
    lang: "fr",
    verified: true,
    consentNotice: { path: "/business/privacy", lang: "fr", updated: "2026-11-28" },
    channels: ["email"],
    now,
    ...overrides,
  };
}

// From scratch (PGlite's initdb and every migration), unlike the other database tests, which load the
// ready database (tests/support/ready-database.ts): this path stays tested.
describeEachEngine("the lead store", (store, engine) => {

  it.runIf(engine.name === "postgres")("never holds a request on a query that hangs: its statements time out (review F11)", async () => {
    const result = await store.db.execute(
      sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { statement: string; idle: string }[];
    expect(row).toEqual({ statement: "15s", idle: "30s" });
  });

  it("stores a lead with its notification in one go, the phone in E.164 and the e-mail in lower case", async () => {
    const { id, duplicate } = await storeLead(store.db, request({ token: "6f1c0a52-1d2e-4b8a-9c3d-2e4f5a6b7c8d" }));
    expect(duplicate).toBe(false);
    const [row] = await store.db
      .select()
      .from(leads)
      .where(sql`${leads.id} = ${id}`);
    expect(row).toMatchObject({
      form: "sales",
      phone: "+213550123456",
      email: "amina.kaci@example.dz",
      organisation: "Boulangerie El Bahdja",
      details: { volume: "1m-10m" },
      verified: true,
      consentNotice: "/business/privacy",
      consentNoticeLang: "fr",
      consentNoticeUpdated: "2026-11-28",
    });
    expect(row?.consentAt.toISOString()).toBe(now.toISOString());
    const outbox = await store.db
      .select()
      .from(leadOutbox)
      .where(sql`${leadOutbox.leadId} = ${id}`);
    expect(outbox.map((entry) => [entry.channel, entry.deliveredAt])).toEqual([["email", null]]);
  });

  it("makes one lead of a submission sent twice, with the page's token or without it", async () => {
    const token = "0b9d3c0e-8f5a-4a1b-9e2d-7c6b5a4f3e2d";
    const first = await storeLead(store.db, request({ token, lead: salesLead({ email: "twice@example.dz" }) }));
    const again = await storeLead(store.db, request({ token, lead: salesLead({ email: "twice@example.dz" }) }));
    expect(again).toEqual({ id: first.id, duplicate: true });

    const noScript = request({ token: null, lead: salesLead({ email: "noscript@example.dz" }) });
    const a = await storeLead(store.db, noScript);
    const b = await storeLead(store.db, noScript);
    expect(b).toEqual({ id: a.id, duplicate: true });
    // Another message is another lead.
    const c = await storeLead(
      store.db,
      request({ token: null, lead: salesLead({ email: "noscript@example.dz", message: "Autre chose" }) }),
    );
    expect(c.duplicate).toBe(false);

    const rows = await store.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`${leads.email} in ('twice@example.dz', 'noscript@example.dz')`);
    expect(rows).toHaveLength(3);
    const notifications = await store.db
      .select()
      .from(leadOutbox)
      .where(
        sql`${leadOutbox.leadId} in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    expect(notifications).toHaveLength(3);
  });

  it("without the page's token, tells two leads of one person apart by every field, on the same day", async () => {
    // Same contact, same (empty) message: another organisation, another volume, another region
    // are other leads; an attacker who knows the contact cannot take the place of the real lead.
    const base = { email: "same-day@example.dz", message: "" };
    const first = await storeLead(store.db, request({ token: null, lead: salesLead({ ...base, organisation: "Attacker" }) }));
    const real = await storeLead(store.db, request({ token: null, lead: salesLead({ ...base, organisation: "Boulangerie El Bahdja" }) }));
    const volume = await storeLead(store.db, request({ token: null, lead: salesLead({ ...base, volume: "over-50m" }) }));
    const region = await storeLead(store.db, request({ token: null, region: "ma", lead: salesLead({ ...base, volume: "over-50m" }) }));
    expect([first.duplicate, real.duplicate, volume.duplicate, region.duplicate]).toEqual([false, false, false, false]);
    expect(new Set([first.id, real.id, volume.id, region.id]).size).toBe(4);
  });

  it("keeps a throttled lead, marked, its e-mail for the hourly digest; a honeypot hit is kept, marked, never sent", async () => {
    const throttled = await storeLead(
      store.db,
      request({ token: null, throttled: true, lead: salesLead({ email: "busy-address@example.dz" }) }),
    );
    const trap = await storeLead(store.db, request({ token: null, honeypot: true, lead: salesLead({ email: "robot@example.dz" }) }));
    const rows = await store.db
      .select({ id: leads.id, throttled: leads.throttled, honeypot: leads.honeypot })
      .from(leads)
      .where(sql`${leads.id} in (${throttled.id}, ${trap.id})`);
    expect(rows.find((row) => row.id === throttled.id)).toMatchObject({ throttled: true, honeypot: false });
    expect(rows.find((row) => row.id === trap.id)).toMatchObject({ throttled: false, honeypot: true });
    const outbox = await store.db
      .select({ leadId: leadOutbox.leadId, nextAttemptAt: leadOutbox.nextAttemptAt })
      .from(leadOutbox)
      .where(sql`${leadOutbox.leadId} in (${throttled.id}, ${trap.id})`);
    expect(outbox).toEqual([{ leadId: throttled.id, nextAttemptAt: new Date("2026-11-26T11:00:00Z") }]);
  });

  it("keeps a lead and its notification together: a failure stores neither", async () => {
    const before = await store.db.select({ count: sql<number>`count(*)::int` }).from(leads);
    // The outbox refuses an unknown channel (a check constraint): the lead must go too.
    await expect(
      storeLead(store.db, request({ token: null, lead: salesLead({ email: "rollback@example.dz" }), channels: ["fax" as never] })),
    ).rejects.toThrow();
    const after = await store.db.select({ count: sql<number>`count(*)::int` }).from(leads);
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it("erases one person's leads by e-mail whatever its case, and by phone", async () => {
    await storeLead(store.db, request({ token: null, lead: salesLead({ email: "erase.me@example.dz", phone: "+213 661 00 11 22" }) }));
    await storeLead(store.db, request({ token: null, lead: salesLead({ email: "erase.me@example.dz", message: "Deuxième" }) }));
    expect(await eraseLeads(store.db, { email: "Erase.Me@Example.DZ" })).toEqual({ erased: 2, crmTold: false });
    expect(await eraseLeads(store.db, { email: "erase.me@example.dz" })).toEqual({ erased: 0, crmTold: false });
    await storeLead(store.db, request({ token: null, lead: salesLead({ email: "phone.only@example.dz", phone: "0661 00 11 23" }) }));
    expect(await eraseLeads(store.db, { phone: "+213661001123" })).toEqual({ erased: 1, crmTold: false });
  });

  it("purges what is older than the retention period, notifications included", async () => {
    const old = new Date("2025-10-01T08:00:00Z");
    const { id } = await storeLead(store.db, request({ now: old, token: null, lead: salesLead({ email: "old@example.dz" }) }));
    const purged = await purgeLeads(store.db, new Date("2025-11-26T10:00:00Z"));
    expect(purged).toBe(1);
    expect(
      await store.db
        .select()
        .from(leads)
        .where(sql`${leads.id} = ${id}`),
    ).toEqual([]);
    expect(
      await store.db
        .select()
        .from(leadOutbox)
        .where(sql`${leadOutbox.leadId} = ${id}`),
    ).toEqual([]);
  });

  it("exports Arabic as Arabic and never a formula", async () => {
    const body = new URLSearchParams({
      topic: "press",
      organisation: '=HYPERLINK("http://evil.example")',
      name: "سارة بن علي",
      email: "sara@example.dz",
      message: "@SUM(1+1) نريد مقابلة",
      consent: "yes",
    });
    const parsed = validateLead("contact", "dz", body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await storeLead(store.db, request({ lead: parsed.lead, lang: "ar", token: null }));
    const rows = await listLeads(store.db, { form: "contact", since: new Date("2026-11-01T00:00:00Z") });
    expect(rows.map((row) => row.name)).toEqual(["سارة بن علي"]);
    const csv = leadsCsv(rows);
    expect(csv.startsWith('\uFEFF"created_at","form",')).toBe(true);
    expect(csv).toContain('"سارة بن علي"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'@SUM(1+1) نريد مقابلة"`);
    // Every field quoted: no cell, in any list-separator locale (a comma or a semicolon), starts a formula.
    expect(csv).not.toMatch(/[,;]["]?[=@+\-]/);
  });

  it("exports a value with a semicolon in one quoted cell, and a fullwidth formula sign neutralized", () => {
    const lead = {
      ...rowOf({ organisation: "Acme;=1+1;x", name: "\uFF1D1+1" }),
    };
    const csv = leadsCsv([lead]);
    // French or Arabic Excel splits at `;`: inside quotes it splits nothing.
    expect(csv).toContain('"Acme;=1+1;x"');
    expect(csv).toContain(`"'\uFF1D1+1"`);
  });

  it("neutralizes a formula behind invisible characters: a zero-width joiner the validation keeps, a space (red team F39-6)", () => {
    const csv = leadsCsv([rowOf({ organisation: "\u200D=1+1", name: "\u200C\u00A0@SUM(1)", message: " -2+3" })]);
    expect(csv).toContain(`"'\u200D=1+1"`);
    expect(csv).toContain(`"'\u200C\u00A0@SUM(1)"`);
    expect(csv).toContain(`"' -2+3"`);
    // Arabic joined by a zero-width joiner, with no formula sign, is left as it is.
    expect(leadsCsv([rowOf({ organisation: "\u200Dمخبز" })])).toContain(`"\u200Dمخبز"`);
  });
}, { fromScratch: true });

/** A stored lead as the export reads it, for the export's own checks. */
function rowOf(fields: Partial<Lead>): Lead {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    form: "sales",
    region: "dz",
    lang: "fr",
    name: "Amina",
    organisation: "Boulangerie",
    email: "amina@example.dz",
    phone: "+213550123456",
    message: null,
    details: {},
    verified: true,
    throttled: false,
    honeypot: false,
    consentAt: now,
    consentNotice: "/business/privacy",
    consentNoticeLang: "fr",
    consentNoticeUpdated: "2026-11-28",
    dedupeKey: "x",
    createdAt: now,
    ...fields,
  };
}
