import { leadConfig } from "@/config/leads";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { leadStore } from "@/db";
import type { LeadForm } from "@/db/schema";
import { checkSolution } from "./challenge";
import { clientAddress } from "./client-address";
import { consentNotice } from "./consent";
import { leadLimits } from "./limits";
import { logLead } from "./log";
import { channelsFromEnv } from "./senders";
import { storeLead } from "./store";
import type { LeadInput } from "./validate";
import { kickDelivery } from "./worker";

/** What became of a valid lead: stored (`sent`), refused by a limit (`limited`), or not stored for want of the database (`unavailable`). */
export type SubmitOutcome = "sent" | "limited" | "unavailable";

export type Submission = {
  form: LeadForm;
  lang: Lang;
  region: RegionId;
  /** The lead as the validation gave it. */
  lead: LeadInput;
  /** The POST's body: the proof of work's solution (`altcha`) and the form's token (`token`). */
  body: URLSearchParams;
  /** The request's headers: the client's address, from the edge or the declared hops only. */
  headers: Headers;
  /** The field no person sees was filled in. */
  honeypot: boolean;
};

/**
 * Stores a lead the proxy checked (docs/leads.md), in the proxy's own request: the proof of work,
 * the rate limits, then the lead and its outbox rows in one transaction. The lead and its
 * notifications are on disk before the visitor is told it was received; they go out from the
 * outbox. Nothing the visitor sent reaches the log, whatever fails.
 */
export async function submitLead(submission: Submission): Promise<SubmitOutcome> {
  const { lead, body } = submission;
  try {
    const store = await leadStore();
    const limits = leadLimits(store.db);
    // Solved in the browser, and never used before: the lead is verified. Otherwise it is kept all
    // the same, as unverified, under the stricter count.
    const signature = await checkSolution(body.get("altcha"));
    const verified = signature !== null && (await limits.firstUse(signature, leadConfig.challenge.expiresInSeconds));
    // The address only from the edge, or from the hops the operator declared (docs/leads.md).
    const address = clientAddress(submission.headers);
    const contact = lead.email ?? lead.phone ?? "";
    const verdict = await limits.check({ address, contact, verified, honeypot: submission.honeypot });
    if (verdict.refused) return "limited";
    await storeLead(store.db, {
      lead,
      region: submission.region,
      lang: submission.lang,
      verified,
      throttled: verdict.throttled,
      honeypot: submission.honeypot,
      token: body.get("token"),
      consentNotice: consentNotice(submission.form, submission.lang),
      channels: channelsFromEnv(),
      now: new Date(),
    });
  } catch (error) {
    logLead("error", "a lead could not be stored", {}, error);
    return "unavailable";
  }
  kickDelivery();
  return "sent";
}
