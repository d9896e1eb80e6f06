import { createHmac } from "node:crypto";
import { site } from "@/config/site";
import type { Lead } from "@/db/schema";

/** A lead's fields, one a line, as the team reads them. */
function leadLines(lead: Lead): string[] {
  const labels: [string, unknown][] = [
    ["Form", lead.form],
    ["Organisation", lead.organisation],
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone],
    ...Object.entries(lead.details).map(([key, value]): [string, unknown] => [
      key[0]!.toUpperCase() + key.slice(1),
      Array.isArray(value) ? value.join(", ") : value,
    ]),
    ["Region", lead.region],
    ["Language", lead.lang],
    ["Verified (proof of work)", lead.verified ? "yes" : "no: sent without JavaScript"],
    ["Throttled", lead.throttled ? "yes: its address was past its hourly count" : null],
    ["Consent", `${lead.consentAt.toISOString()} (${lead.consentNotice})`],
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
export function leadEmail(lead: Lead, to: string, from: string) {
  const lines = leadLines(lead);
  const who = lead.organisation ?? lead.name ?? lead.email ?? lead.phone ?? "";
  return {
    from,
    to,
    // Validation refused CR and LF in every one-line field; nodemailer encodes the rest.
    subject: `[${lead.form}] ${who}`.slice(0, 150),
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
export function leadDigestEmail(leads: Lead[], to: string, from: string) {
  const blocks = leads.map(
    // The message quoted, as in a single e-mail: a message never writes a block of its own (red team R14).
    (lead, index) => `--- ${index + 1} of ${leads.length} ---\n${leadLines(lead).join("\n")}\n${quotedMessage(lead)}\n`,
  );
  return {
    from,
    to,
    subject: `[${leads[0]!.form}] ${leads.length} lead${leads.length === 1 ? "" : "s"} from busy addresses`,
    text: `These leads came from addresses past their hourly count (many people can share one address behind a mobile carrier): each is stored, marked "throttled" in the export.\n\n${blocks.join("\n")}`,
    headers: { "X-Lead-Ids": leads.map((lead) => lead.id).join(",") },
  };
}

/** The JSON a CRM receives for a lead. */
export function leadWebhookBody(lead: Lead): string {
  return JSON.stringify({
    type: "lead.created",
    id: lead.id,
    form: lead.form,
    region: lead.region,
    lang: lead.lang,
    name: lead.name,
    organisation: lead.organisation,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    details: lead.details,
    verified: lead.verified,
    throttled: lead.throttled,
    createdAt: lead.createdAt.toISOString(),
  });
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
