import { createHmac } from "node:crypto";
import { site } from "@/config/site";
import type { Lead } from "@/db/schema";
import { leadColumns, leadFormTable, type LeadFormTable } from "./forms";

/** The notice a lead consented to: `/business/privacy, fr, updated 2026-11-28` (older leads: the path alone). */
function consentLine(lead: Lead): string {
  return [lead.consentNotice, lead.consentNoticeLang, lead.consentNoticeUpdated && `updated ${lead.consentNoticeUpdated}`]
    .filter(Boolean)
    .join(", ");
}

/**
 * A lead's fields, one a line, as the team reads them, each under its label in the forms' table
 * (`forms.ts`): the contact first, then what only its form asks, as stored (a key the table no
 * longer has, on an older lead, under its own name).
 */
function leadLines(lead: Lead, table: LeadFormTable): string[] {
  const label = (key: string) => table.fields[key]?.team ?? key[0]!.toUpperCase() + key.slice(1);
  const labels: [string, unknown][] = [
    ["Form", lead.form],
    ...(["organisation", "name", "email", "phone"] as const).map((key): [string, unknown] => [label(key), lead[key]]),
    ...Object.entries(lead.details).map(([key, value]): [string, unknown] => [label(key), Array.isArray(value) ? value.join(", ") : value]),
    ["Region", lead.region],
    ["Language", lead.lang],
    ["Verified (proof of work)", lead.verified ? "yes" : "no: sent without JavaScript"],
    ["Throttled", lead.throttled ? "yes: its address was past its hourly count" : null],
    ["Consent", `${lead.consentAt.toISOString()} (${consentLine(lead)})`],
    ["Received", lead.createdAt.toISOString()],
    ["Lead id", lead.id],
  ];
  return labels
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value]) => `${label}: ${String(value)}`);
}

/**
 * The visitor's message, each line quoted (`> `) after a line naming the lead: a message, which
 * may hold line breaks, can never pass for the e-mail's own fields or for another lead.
 */
function quotedMessage(lead: Lead): string {
  if (!lead.message) return "";
  return `\nMessage (lead ${lead.id}):\n${lead.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")}\n`;
}

/** What the team reads about a lead: plain text, one field a line, nothing rendered as HTML. */
export function leadEmail(lead: Lead, to: string, from: string, table: LeadFormTable = leadFormTable) {
  const lines = leadLines(lead, table);
  const who = lead.organisation ?? lead.name ?? lead.email ?? lead.phone ?? "";
  return {
    from,
    to,
    // Validation refused CR and LF in every one-line field; nodemailer encodes the rest. An encoded
    // word typed as is (`=?UTF-8?B?…?=`) would be decoded by the team's mail client into text the
    // visitor chose ("Bcc: …"): its `=?` is broken up (red team F39-7; the body shows the value).
    subject: `[${lead.form}] ${who.replaceAll("=?", "= ?")}`.slice(0, 150),
    replyTo: lead.email ?? undefined,
    text: `${lines.join("\n")}\n${quotedMessage(lead)}`,
    headers: { "X-Lead-Id": lead.id },
    // One id per lead: a mailbox shows a notification sent twice (at least once, by design) as one.
    messageId: `<${lead.id}@leads.${new URL(site.url).hostname}>`,
  };
}

/**
 * One e-mail for the throttled leads of an inbox that came due together (docs/leads.md): sent
 * from addresses past their hourly count, often many visitors behind one carrier's address, so
 * read them with that in mind. Plain text, each lead as in its own e-mail, its message after it.
 */
export function leadDigestEmail(leads: Lead[], to: string, from: string, table: LeadFormTable = leadFormTable) {
  const blocks = leads.map(
    // The message quoted, as in a single e-mail: a message never writes a block of its own (red team R14).
    (lead, index) => `--- ${index + 1} of ${leads.length} ---\n${leadLines(lead, table).join("\n")}\n${quotedMessage(lead)}\n`,
  );
  return {
    from,
    to,
    subject: `[${leads[0]!.form}] ${leads.length} lead${leads.length === 1 ? "" : "s"} from busy addresses`,
    text: `These leads came from addresses past their hourly count (many people can share one address behind a mobile carrier): each is stored, marked "throttled" in the export.\n\n${blocks.join("\n")}`,
    headers: { "X-Lead-Ids": leads.map((lead) => lead.id).join(",") },
  };
}

/** The JSON a CRM receives for a lead: every field of its form, whichever the form (`details` as stored). */
export function leadWebhookBody(lead: Lead): string {
  return JSON.stringify({
    type: "lead.created",
    id: lead.id,
    form: lead.form,
    region: lead.region,
    lang: lead.lang,
    // The fields that are columns of `leads` (`forms.ts`), then the rest of the form as stored.
    ...Object.fromEntries(leadColumns.map((column) => [column, lead[column]])),
    details: lead.details,
    verified: lead.verified,
    throttled: lead.throttled,
    // What the visitor agreed to: the notice's path, language and "last updated" date (null on older leads).
    consent: {
      at: lead.consentAt.toISOString(),
      notice: lead.consentNotice,
      lang: lead.consentNoticeLang,
      updated: lead.consentNoticeUpdated,
    },
    createdAt: lead.createdAt.toISOString(),
  });
}

/**
 * The JSON a CRM receives when `leads:erase` erased leads it was sent: their ids and when, nothing
 * about the person (the CRM finds them by id and erases them too).
 */
export function erasedWebhookBody(ids: readonly string[], at: Date): string {
  return JSON.stringify({ type: "lead.erased", ids, erasedAt: at.toISOString() });
}

/** The header that carries the signature. */
export const signatureHeader = `${site.name}-Signature`;

/**
 * Signs a webhook body as Stripe signs its own: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The receiver recomputes it with the shared secret and refuses a timestamp
 * older than a few minutes (a replay).
 */
export function signWebhook(body: string, secret: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
