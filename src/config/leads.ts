import type { LeadForm } from "@/db/schema";
import type { StaticRoutePath } from "./routes";
import { mailbox } from "./site";

/** Environment variables, as the process has them or as a test gives them. */
type Env = Record<string, string | undefined>;

/**
 * The lead forms' configuration (docs/leads.md): who is told of a new lead, how long a lead is
 * kept, and which privacy notice the consent box points to. The addresses are the site's own
 * (`mailbox()`); `LEADS_NOTIFY_<FORM>` overrides one in an environment (tests, staging).
 */
export const leadConfig = {
  /** The team's inbox for each form. */
  recipients: {
    sales: mailbox("sales"),
    reseller: mailbox("resellers"),
    contact: mailbox("partners"),
    notify: mailbox("morocco"),
  },
  /**
   * Days a lead is kept after it was sent; `npm run leads:purge` deletes older ones (Algerian
   * law 18-07: no longer than the purpose needs; the privacy notices say so).
   */
  retentionDays: 365,
  /** Days a delivered notification's row is kept (the lead stays; the outbox row is only a receipt). */
  outboxRetentionDays: 30,
  /** The privacy notice each form's consent box links to. */
  privacyNotice: {
    sales: "/business/privacy",
    reseller: "/business/privacy",
    contact: "/business/privacy",
    notify: "/app/privacy",
  },
  /** The address notifications are sent from. */
  sender: mailbox("no-reply"),
} as const satisfies {
  recipients: Record<LeadForm, string>;
  retentionDays: number;
  outboxRetentionDays: number;
  privacyNotice: Record<LeadForm, StaticRoutePath>;
  sender: string;
};

/** The inbox a form's leads are sent to, in this environment. */
export function leadRecipient(form: LeadForm, env: Env = process.env): string {
  return env[`LEADS_NOTIFY_${form.toUpperCase()}`] || leadConfig.recipients[form];
}
