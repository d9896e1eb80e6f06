import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import type { LeadStore } from "@/db/client";
import { leadOutbox } from "@/db/schema";
import { testEngines } from "../../../tests/support/db-engines";
import { runAdmin } from "./admin";
import { backoffMs, deadLetterAttempts, deliverDue } from "./outbox";
import { channelsFromEnv, sendersFromEnv, smtpOptions, webhookUrl } from "./senders";
import { storeLead, type StoreRequest } from "./store";
import { validateLead } from "./validate";

/** A local SMTP server that keeps what it receives; `stop()` and `start()` take it down and up on the same port. */
function mailServer() {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, session, callback) {
          let data = "";
          stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
          stream.on("end", () => {
            // As a relay's content filter would: a message holding this is refused at DATA.
            if (data.includes("POISON-PILL")) return callback(Object.assign(new Error("content rejected"), { responseCode: 554 }));
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
            callback();
          });
        },
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, start, stop, url: () => `smtp://127.0.0.1:${port}` };
}

const t0 = new Date("2026-11-26T10:00:00Z");

function lead(email: string) {
  const result = validateLead(
    "contact",
    "dz",
    new URLSearchParams({ topic: "press", name: "Nadia\u00a0Zerrouki", email, message: "Interview <b>demain</b> ?", consent: "yes" }),
  );
  if (!result.ok) throw new Error("invalid");
  return result.lead;
}

describe.each(testEngines)("notifications on $name", (engine) => {
  let store: LeadStore;
  const smtp = mailServer();
  beforeAll(async () => {
    store = await engine.open();
    await smtp.start();
  }, 60_000);
  afterAll(async () => {
    await smtp.stop();
    await store?.close();
  });
  /** A lead for `email` stored at t0, verified, to be sent by e-mail unless `extra` says otherwise. */
  const storeAt = (email: string, { message, ...extra }: Partial<StoreRequest> & { message?: string } = {}) =>
    storeLead(store.db, {
      lead: message === undefined ? lead(email) : { ...lead(email), message },
      region: "dz",
      lang: "fr",
      verified: true,
      consentNotice: { path: "/business/privacy", lang: "fr", updated: "2026-11-28" },
      channels: ["email"],
      now: t0,
      ...extra,
    });

  it("e-mails the form's inbox once, as plain text, with the lead's address to reply to", async () => {
    const senders = sendersFromEnv({ SMTP_URL: smtp.url(), LEADS_NOTIFY_CONTACT: "partners@test.example" });
    const { id } = await storeAt("nadia@press.example");
    expect(await deliverDue(store.db, senders, t0)).toMatchObject({ delivered: 1, failed: 0, waiting: 0 });
    expect(await deliverDue(store.db, senders, t0)).toMatchObject({ delivered: 0 });
    const mail = smtp.received.find((entry) => entry.data.includes(id));
    expect(mail?.to).toEqual(["partners@test.example"]);
    expect(mail?.data).toMatch(/^Reply-To: nadia@press.example/m);
    expect(mail?.data).toMatch(/^Content-Type: text\/plain/m);
    expect(mail?.data).not.toMatch(/text\/html/);
  });

  it("keeps a lead's e-mail while SMTP is down, retries with backoff, and delivers it when SMTP is back", async () => {
    const senders = sendersFromEnv({ SMTP_URL: smtp.url() });
    await smtp.stop();
    const { id } = await storeAt("down@press.example", { lang: "ar" });
    // The failure comes 40 s into the round (a slow server): the next attempt counts from it.
    const failedAt = new Date(t0.getTime() + 40_000);
    const first = await deliverDue(store.db, senders, t0, { clock: () => failedAt });
    expect(first).toMatchObject({ delivered: 0, failed: 1, waiting: 1 });
    const [row] = await store.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(row?.attempts).toBe(1);
    // The kind of error only (a system error code), never its message.
    expect(row?.lastError).toMatch(/^E[A-Z]+$/);
    expect(row?.nextAttemptAt.getTime()).toBe(failedAt.getTime() + backoffMs(1));
    // Not before its time.
    expect(await deliverDue(store.db, senders, new Date(t0.getTime() + 1000))).toMatchObject({ delivered: 0, failed: 0 });
    await smtp.start();
    const later = new Date(failedAt.getTime() + backoffMs(1));
    expect(await deliverDue(store.db, senders, later)).toMatchObject({ delivered: 1, failed: 0, waiting: 0 });
    expect(smtp.received.some((entry) => entry.data.includes(id))).toBe(true);
  }, 60_000);

  it("leaves e-mails waiting, never lost, while no SMTP server is configured", async () => {
    const { id } = await storeAt("later@press.example", { lang: "en", verified: false });
    expect(await deliverDue(store.db, sendersFromEnv({}), t0)).toEqual({ delivered: 0, failed: 0, waiting: 1, deadLettered: 0 });
    const [row] = await store.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(row).toMatchObject({ attempts: 0, deliveredAt: null });
    await deliverDue(store.db, sendersFromEnv({ SMTP_URL: smtp.url() }), t0);
  });

  it("signs the webhook with HMAC-SHA256 over the timestamp and the body", async () => {
    const calls: { signature: string; body: string }[] = [];
    const server: Server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        calls.push({ signature: String(request.headers["cirta-signature"]), body });
        response.writeHead(calls.length === 1 ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const senders = sendersFromEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: "whsec_test" });
      const { id } = await storeAt("hook@press.example", { channels: ["webhook"] });
      // The CRM fails once: retried later, then delivered.
      expect(await deliverDue(store.db, senders, t0, { clock: () => t0 })).toMatchObject({ failed: 1 });
      expect(await deliverDue(store.db, senders, new Date(t0.getTime() + backoffMs(1)))).toMatchObject({ delivered: 1 });
      const last = calls.at(-1)!;
      expect(JSON.parse(last.body)).toMatchObject({
        type: "lead.created",
        id,
        email: "hook@press.example",
        message: "Interview <b>demain</b> ?",
      });
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(last.signature) ?? [];
      expect(v1).toBe(createHmac("sha256", "whsec_test").update(`${t}.${last.body}`).digest("hex"));
    } finally {
      server.close();
    }
  });

  it("renews a notification's lease just before sending it: a long round never lets another worker send it too", async () => {
    const request = (email: string) =>
      ({
        lead: lead(email),
        region: "dz",
        lang: "fr",
        verified: true,
        consentNotice: { path: "/business/privacy", lang: "fr", updated: "2026-11-28" },
        channels: ["email"],
        now: t0,
      }) as const;
    const leadA = await storeLead(store.db, request("slow-a@press.example"));
    const leadB = await storeLead(store.db, request("slow-b@press.example"));
    const sent: string[] = [];
    let clock = t0;
    const workerB = { email: async (row: { id: string }) => void sent.push(`B:${row.id}`) };
    const workerA = {
      email: async (row: { id: string }) => {
        sent.push(`A:${row.id}`);
        if (sent.length === 1) clock = new Date(t0.getTime() + 100_000);
        // Worker A's second send starts 100 s into its round: the lease of its claim (2 min) runs
        // out meanwhile, and worker B looks for due notifications.
        else await deliverDue(store.db, workerB, new Date(t0.getTime() + 130_000), { clock: () => new Date(t0.getTime() + 130_000) });
      },
    };
    await deliverDue(store.db, workerA, t0, { clock: () => clock });
    for (const id of [leadA.id, leadB.id])
      expect(
        sent.filter((entry) => entry.endsWith(id)),
        id,
      ).toHaveLength(1);
  });

  it("sends the throttled leads of one inbox in one digest at the top of the hour", async () => {
    const senders = sendersFromEnv({ SMTP_URL: smtp.url(), LEADS_NOTIFY_CONTACT: "digest@test.example" });
    const ids = [];
    for (const email of ["busy-1@press.example", "busy-2@press.example"]) ids.push((await storeAt(email, { throttled: true })).id);
    // Not before the hour.
    expect(await deliverDue(store.db, senders, new Date(t0.getTime() + 60_000))).toMatchObject({ delivered: 0 });
    const before = smtp.received.length;
    expect(await deliverDue(store.db, senders, new Date("2026-11-26T11:00:00Z"))).toMatchObject({ delivered: 2, failed: 0 });
    const mails = smtp.received.slice(before).filter((entry) => entry.to.includes("digest@test.example"));
    expect(mails).toHaveLength(1);
    for (const id of ids) expect(mails[0]!.data).toContain(id);
    expect(mails[0]!.data).toMatch(/2 leads from busy addresses/);
  });

  it("sends a refused digest again lead by lead: one lead's content never holds back the others", async () => {
    const senders = sendersFromEnv({ SMTP_URL: smtp.url(), LEADS_NOTIFY_CONTACT: "poison@test.example" });
    const store2 = async (email: string, message: string) => (await storeAt(email, { message, throttled: true })).id;
    const good = [await store2("real-1@press.example", "Bonjour"), await store2("real-2@press.example", "Salam")];
    const poison = await store2("attacker@press.example", "POISON-PILL");
    const before = smtp.received.length;
    expect(await deliverDue(store.db, senders, new Date("2026-11-26T11:00:00Z"))).toMatchObject({ delivered: 2, failed: 1 });
    const mails = smtp.received.slice(before).filter((entry) => entry.to.includes("poison@test.example"));
    for (const id of good) expect(mails.some((mail) => mail.data.includes(id))).toBe(true);
    const [row] = await store.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, poison));
    expect(row?.deliveredAt).toBeNull();
  });

  it("gives up on a notification that has failed for days, and reports it", async () => {
    const { id } = await storeAt("dead@press.example", { channels: ["webhook"] });
    const failing = { webhook: async () => Promise.reject(Object.assign(new Error("no"), { status: 500 })) };
    expect(await deliverDue(store.db, failing, t0, { clock: () => t0 })).toMatchObject({ failed: 1, deadLettered: 0 });
    const eightDays = new Date(t0.getTime() + 8 * 86_400_000);
    // Old, but one failure only (it waited for a transport, say): not given up on yet.
    expect(await deliverDue(store.db, {}, eightDays, { deadLetterDays: 7 })).toMatchObject({ deadLettered: 0 });
    // A week of failures, as the backoff makes them.
    await store.db.update(leadOutbox).set({ attempts: deadLetterAttempts }).where(eq(leadOutbox.leadId, id));
    expect(await deliverDue(store.db, failing, eightDays, { deadLetterDays: 7 })).toMatchObject({ failed: 0, deadLettered: 1 });
    const [row] = await store.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(row?.deadAt?.toISOString()).toBe(eightDays.toISOString());
    expect(row?.lastError).toBe("status 500");
    // Never tried again.
    expect(await deliverDue(store.db, failing, new Date(eightDays.getTime() + 86_400_000))).toMatchObject({ failed: 0, deadLettered: 0 });
  });

  it("never follows a webhook's redirect, with the lead and a valid signature", async () => {
    const hits: string[] = [];
    const server: Server = createServer((request, response) => {
      hits.push(request.url ?? "");
      if (request.url === "/hook") response.writeHead(307, { location: "/elsewhere" }).end();
      else response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      await storeAt("redirect@press.example", { channels: ["webhook"] });
      expect(await deliverDue(store.db, sendersFromEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: "s" }), t0)).toMatchObject({
        delivered: 0,
        failed: 1,
      });
      expect(hits).toEqual(["/hook"]);
    } finally {
      server.close();
    }
  });

  it("tells the CRM when leads:erase erases a person: a signed lead.erased with the leads' ids, nothing personal, through the outbox (F15)", async () => {
    const calls: { signature: string; body: string }[] = [];
    const server: Server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        calls.push({ signature: String(request.headers["cirta-signature"]), body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const env = { LEADS_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, LEADS_WEBHOOK_SECRET: "whsec_erase", LEADS_SECRET: "s" };
      // Two leads of one person, their lead.created not sent yet; a lead of someone else.
      const gone = [
        (await storeAt("gone@press.example", { channels: ["webhook"] })).id,
        (await storeAt("gone@press.example", { channels: ["webhook"], message: "Une autre question" })).id,
      ];
      const kept = (await storeAt("kept@press.example", { channels: ["webhook"] })).id;
      const erase = await runAdmin(store.db, "test", { command: "erase", email: "Gone@Press.example" }, env, t0);
      expect(erase.stderr).toMatch(/^2 lead\(s\) of Gone@Press\.example erased, .*\nThe CRM is told by the webhook \(lead\.erased/);
      await deliverDue(store.db, sendersFromEnv(env), t0);
      const bodies = calls.map((call) => JSON.parse(call.body) as { type: string; id?: string; ids?: string[] });
      // The erased leads are never sent after their erasure; the CRM is told their ids, and only that.
      const created = bodies.filter((body) => body.type === "lead.created").map((body) => body.id);
      expect(created).toContain(kept);
      for (const id of gone) expect(created).not.toContain(id);
      const erased = calls.filter((call) => call.body.includes('"lead.erased"'));
      expect(erased).toHaveLength(1);
      expect(JSON.parse(erased[0]!.body)).toEqual({ type: "lead.erased", ids: [...gone].sort(), erasedAt: t0.toISOString() });
      expect(erased[0]!.body).not.toMatch(/gone|Nadia|press\.example|question/i);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(erased[0]!.signature) ?? [];
      expect(v1).toBe(createHmac("sha256", "whsec_erase").update(`${t}.${erased[0]!.body}`).digest("hex"));
      // Delivered once: a later round sends nothing more.
      await deliverDue(store.db, sendersFromEnv(env), new Date(t0.getTime() + 60_000));
      expect(calls.filter((call) => call.body.includes('"lead.erased"'))).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it("tells no CRM of an erasure when no webhook is configured and none was sent the person's leads", async () => {
    await storeAt("mail-only@press.example");
    const before = await store.db.select().from(leadOutbox);
    const erase = await runAdmin(store.db, "test", { command: "erase", email: "mail-only@press.example" }, { LEADS_SECRET: "s" }, t0);
    expect(erase.stderr).toMatch(/^1 lead\(s\) of mail-only@press\.example erased, .*\nNot reached from here: the team's inboxes, a CRM fed by the webhook, backups/);
    expect((await store.db.select().from(leadOutbox)).filter((row) => row.leadId === null).length).toBe(before.filter((row) => row.leadId === null).length);
  });
});

describe("the notification transports", () => {
  it("sends a webhook only to an https address (plain http to this machine's loopback only)", () => {
    expect(webhookUrl({ LEADS_WEBHOOK_URL: "http://crm.example/hook", LEADS_WEBHOOK_SECRET: "s" })).toBeNull();
    expect(channelsFromEnv({ LEADS_WEBHOOK_URL: "http://crm.example/hook", LEADS_WEBHOOK_SECRET: "s" })).toEqual(["email"]);
    expect(webhookUrl({ LEADS_WEBHOOK_URL: "https://crm.example/hook", LEADS_WEBHOOK_SECRET: "s" })?.href).toBe("https://crm.example/hook");
    expect(webhookUrl({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/hook", LEADS_WEBHOOK_SECRET: "s" })?.hostname).toBe("127.0.0.1");
    expect(webhookUrl({ LEADS_WEBHOOK_URL: "https://crm.example/hook" })).toBeNull();
  });

  it("requires STARTTLS on smtp:// (never stripped on the way), except to loopback or when the URL says so", () => {
    expect(smtpOptions("smtp://user:pass@mail.example:587").requireTLS).toBe(true);
    expect(smtpOptions("smtps://user:pass@mail.example:465").requireTLS).toBe(false);
    expect(smtpOptions("smtp://127.0.0.1:2525").requireTLS).toBe(false);
    expect(smtpOptions("smtp://relay.internal:25?requireTLS=false").requireTLS).toBe(false);
  });
});
