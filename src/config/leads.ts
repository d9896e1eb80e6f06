import type { LeadForm } from "@/db/schema";
import type { RegionId } from "./regions";
import { replySegment, type StaticRoutePath } from "./routes";
import { companyContacts } from "@/data/company";
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
    contact: companyContacts.partners,
    notify: mailbox("morocco"),
  },
  /** The contact form's topics that have an inbox of their own (the others go to `recipients.contact`). */
  topicRecipients: { investor: companyContacts.investors, press: companyContacts.press },
  /**
   * Days a lead is kept after it was sent; `npm run leads:purge` deletes older ones (Algerian
   * law 18-07: no longer than the purpose needs; the privacy notices say so).
   */
  retentionDays: 365,
  /** Days a delivered notification's row is kept (the lead stays; the outbox row is only a receipt). */
  outboxRetentionDays: 30,
  /** Days of failures after which a notification is given up on and reported (`LEADS_DEAD_LETTER_DAYS`). */
  deadLetterDays: 7,
  /** The privacy notice each form's consent box links to. */
  privacyNotice: {
    sales: "/business/privacy",
    reseller: "/business/privacy",
    contact: "/business/privacy",
    notify: "/app/privacy",
  },
  /** The address notifications are sent from. */
  sender: mailbox("no-reply"),
  /**
   * How many leads an hour (docs/leads.md, "Limits"): from one client address when the browser
   * solved the proof of work, and without it (no JavaScript: stricter), past which its leads are
   * stored marked `throttled`; for one e-mail address or phone number whatever the form, past
   * which a lead is refused; and from one address past which it is refused too, a flood far
   * beyond what a carrier's NAT sends. `LEADS_LIMIT_<NAME>` overrides one (tests, load).
   */
  rateLimits: { address: 10, addressUnverified: 3, contact: 3, addressFlood: 500 },
  /** The proof of work (ALTCHA, PBKDF2/SHA-256): iterations per attempt, and the range of the attempts needed. */
  challenge: { cost: 1_000, counterMin: 500, counterMax: 1_500, expiresInSeconds: 20 * 60 },
} as const satisfies {
  recipients: Record<LeadForm, string>;
  topicRecipients: Record<string, string>;
  retentionDays: number;
  outboxRetentionDays: number;
  deadLetterDays: number;
  privacyNotice: Record<LeadForm, StaticRoutePath>;
  sender: string;
  rateLimits: Record<"address" | "addressUnverified" | "contact" | "addressFlood", number>;
  challenge: { cost: number; counterMin: number; counterMax: number; expiresInSeconds: number };
};

/** A rate limit in this environment (`LEADS_LIMIT_ADDRESS`, `LEADS_LIMIT_ADDRESS_UNVERIFIED`, `LEADS_LIMIT_CONTACT`, `LEADS_LIMIT_ADDRESS_FLOOD`). */
export function leadRateLimit(name: keyof typeof leadConfig.rateLimits, env: Env = process.env): number {
  const variable = `LEADS_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
  const value = Number(env[variable]);
  return Number.isInteger(value) && value > 0 ? value : leadConfig.rateLimits[name];
}

/**
 * The inbox a lead is sent to, in this environment: its form's (`LEADS_NOTIFY_<FORM>` overrides
 * it), or for the contact form its topic's when that has one (investors, press).
 */
export function leadRecipient(form: LeadForm, env: Env = process.env, details: Record<string, unknown> = {}): string {
  const override = env[`LEADS_NOTIFY_${form.toUpperCase()}`];
  if (override) return override;
  const topic = form === "contact" && typeof details.topic === "string" ? details.topic : null;
  const topics: Record<string, string> = leadConfig.topicRecipients;
  return (topic && Object.hasOwn(topics, topic) ? topics[topic] : null) ?? leadConfig.recipients[form];
}

/**
 * The page each form is on, and the regions that show it: the sales, reseller and contact forms
 * everywhere, the "tell me when" form on Morocco's coming-soon home only.
 */
export const leadFormPages = {
  sales: { path: "/business/pay/contact", regions: ["global", "dz", "ma"] },
  reseller: { path: "/business/pro/apply", regions: ["global", "dz", "ma"] },
  contact: { path: "/company/contact", regions: ["global", "dz", "ma"] },
  notify: { path: "/", regions: ["ma"] },
} as const satisfies Record<LeadForm, { path: StaticRoutePath; regions: readonly RegionId[] }>;

/** The form on a region-less page of a region, if any. */
export function leadFormAt(path: string, region: RegionId): LeadForm | null {
  for (const [form, page] of Object.entries(leadFormPages) as [LeadForm, (typeof leadFormPages)[LeadForm]][])
    if (page.path === path && (page.regions as readonly RegionId[]).includes(region)) return form;
  return null;
}

/** The internal reply page of a form (`replySegment`). */
export function leadReplyPath(form: LeadForm): string {
  const { path } = leadFormPages[form];
  return path === "/" ? replySegment : `${path}${replySegment}`;
}
