import nodemailer from "nodemailer";
import { leadConfig, leadRecipient } from "@/config/leads";
import type { OutboxChannel } from "@/db/schema";
import { leadEmail, leadWebhookBody, signatureHeader, signWebhook } from "./notify";
import type { Senders } from "./outbox";

/** Environment variables, as the process has them or as a test gives them. */
type Env = Record<string, string | undefined>;

/**
 * Where notifications go in this environment (docs/leads.md):
 * - `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`): e-mail to each form's inbox; without
 *   it, e-mails wait in the outbox until it is set;
 * - `LEADS_WEBHOOK_URL` with `LEADS_WEBHOOK_SECRET`: a signed POST of each lead (a CRM).
 */
export function sendersFromEnv(env: Env = process.env): Senders {
  const senders: Senders = {};
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    senders.email = async (lead) => {
      await transport.sendMail(leadEmail(lead, leadRecipient(lead.form, env, lead.details), env.LEADS_SENDER || leadConfig.sender));
    };
  }
  const url = env.LEADS_WEBHOOK_URL;
  const secret = env.LEADS_WEBHOOK_SECRET;
  if (url && secret) {
    senders.webhook = async (lead) => {
      const body = leadWebhookBody(lead);
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", [signatureHeader]: signWebhook(body, secret, new Date()) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    };
  }
  return senders;
}

/** The channels a new lead is notified on: e-mail always (it waits for SMTP if need be), the webhook when configured. */
export function channelsFromEnv(env: Env = process.env): OutboxChannel[] {
  return env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET ? ["email", "webhook"] : ["email"];
}
