import nodemailer from "nodemailer";
import { leadConfig, leadRecipient } from "@/config/leads";
import type { OutboxChannel } from "@/db/schema";
import { logLead } from "./log";
import { erasedWebhookBody, leadDigestEmail, leadEmail, leadWebhookBody, signatureHeader, signWebhook } from "./notify";
import type { Senders } from "./outbox";

/** Environment variables, as the process has them or as a test gives them. */
type Env = Record<string, string | undefined>;

/** Whether a host name is this machine's loopback (a test's server, a local relay). */
function loopback(hostname: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]", "::1"].includes(hostname);
}

/**
 * The CRM's webhook address, when it is one the leads may be sent to: `https:` (plain `http:`
 * only to this machine's loopback). Anything else is refused, once, in the log: the leads wait.
 */
export function webhookUrl(env: Env = process.env): URL | null {
  if (!env.LEADS_WEBHOOK_URL || !env.LEADS_WEBHOOK_SECRET) return null;
  const url = URL.parse(env.LEADS_WEBHOOK_URL);
  if (url && (url.protocol === "https:" || (url.protocol === "http:" && loopback(url.hostname)))) return url;
  return null;
}

/**
 * The SMTP transport's options for `SMTP_URL`: `smtps://` is TLS from the start; `smtp://` must
 * upgrade with STARTTLS (`requireTLS`), so that nobody on the path can strip it, except towards
 * this machine's loopback or when the URL says `?requireTLS=false`.
 */
export function smtpOptions(smtpUrl: string) {
  const url = URL.parse(smtpUrl);
  const plainAllowed = url !== null && (loopback(url.hostname) || url.searchParams.get("requireTLS") === "false");
  return {
    url: smtpUrl,
    requireTLS: url?.protocol === "smtp:" && !plainAllowed,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * Where notifications go in this environment (docs/leads.md):
 * - `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`): e-mail to each form's inbox, and one
 *   digest an hour per inbox for throttled leads; without it, e-mails wait in the outbox;
 * - `LEADS_WEBHOOK_URL` (https) with `LEADS_WEBHOOK_SECRET`: a signed POST of each lead (a CRM),
 *   and of each erasure (`lead.erased`, the erased leads' ids).
 *   A redirect is an error, never followed: the lead's data and a valid signature go nowhere else.
 */
export function sendersFromEnv(env: Env = process.env): Senders {
  const senders: Senders = {};
  const from = env.LEADS_SENDER || leadConfig.sender;
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(smtpOptions(env.SMTP_URL));
    senders.email = async (lead) => {
      await transport.sendMail(leadEmail(lead, leadRecipient(lead.form, env, lead.details), from));
    };
    senders.emailDigest = {
      inbox: (lead) => leadRecipient(lead.form, env, lead.details),
      send: async (leads) => {
        await transport.sendMail(leadDigestEmail(leads, leadRecipient(leads[0]!.form, env, leads[0]!.details), from));
      },
    };
  }
  const url = webhookUrl(env);
  const secret = env.LEADS_WEBHOOK_SECRET;
  if (env.LEADS_WEBHOOK_URL && !url) logLead("error", "LEADS_WEBHOOK_URL must be an https address: the webhook is off, the leads wait");
  if (url && secret) {
    const post = async (body: string) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", [signatureHeader]: signWebhook(body, secret, new Date()) },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw Object.assign(new Error("webhook refused"), { status: response.status });
    };
    senders.webhook = (lead) => post(leadWebhookBody(lead));
    senders.erased = (ids, at) => post(erasedWebhookBody(ids, at));
  }
  return senders;
}

/** The channels a new lead is notified on: e-mail always (it waits for SMTP if need be), the webhook when configured. */
export function channelsFromEnv(env: Env = process.env): OutboxChannel[] {
  return webhookUrl(env) ? ["email", "webhook"] : ["email"];
}
