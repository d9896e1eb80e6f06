import { NextResponse } from "next/server";
import { leadConfig } from "@/config/leads";
import { isLang } from "@/config/languages";
import { isRegionId } from "@/config/regions";
import { leadStore } from "@/db";
import { leadForms, type LeadForm } from "@/db/schema";
import { checkSolution } from "@/lib/leads/challenge";
import { clientAddress } from "@/lib/leads/client-address";
import { leadLimits } from "@/lib/leads/limits";
import { logLead } from "@/lib/leads/log";
import { maxBodyBytes, replyLocation, submitHeader } from "@/lib/leads/proxy";
import { isSubmitToken } from "@/lib/leads/submit-token";
import type { LeadReply } from "@/lib/leads/reply";
import { channelsFromEnv } from "@/lib/leads/senders";
import { storeLead } from "@/lib/leads/store";
import { validateLead } from "@/lib/leads/validate";
import { kickDelivery } from "@/lib/leads/worker";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * Stores a lead the proxy checked (src/lib/leads/proxy.ts) and answers: 303 to the thank-you
 * without JavaScript, JSON with it. Only the proxy reaches it (it answers 404 to this path from
 * outside), with the form, language and region in a header it sets, and this process's token
 * (review I2: a request that did not come through the proxy is a 404 here too). The lead and its
 * notifications are on disk before the visitor is told it was received; they go out from the outbox.
 */
export async function POST(request: Request): Promise<Response> {
  const query = new URLSearchParams(request.headers.get(submitHeader) ?? "");
  const form = query.get("form");
  const lang = query.get("lang");
  const region = query.get("region");
  if (!isSubmitToken(query.get("token")) || !(leadForms as readonly string[]).includes(form ?? "") || !isLang(lang) || !isRegionId(region))
    return new Response(null, { status: 404 });
  const leadForm = form as LeadForm;
  const json = query.get("json") === "1";
  const done = (value: "sent" | "unavailable" | "limited", reply: LeadReply, status: number) =>
    json
      ? NextResponse.json(reply, { status, headers: noStore })
      : new Response(null, { status: 303, headers: { Location: replyLocation(leadForm, { region }, value), ...noStore } });

  // The proxy refused a larger body already; the route does not take its word for it.
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return new Response(null, { status: 413 });
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) return new Response(null, { status: 413 });
  const body = new URLSearchParams(text);
  const checked = validateLead(leadForm, region, body);
  if (!checked.ok)
    return NextResponse.json({ status: "invalid", errors: checked.errors, values: {} } satisfies LeadReply, {
      status: 422,
      headers: noStore,
    });
  try {
    const store = await leadStore();
    const limits = leadLimits(store.db);
    // Solved in the browser, and never used before: the lead is verified. Otherwise it is kept all
    // the same, as unverified, under the stricter count.
    const signature = await checkSolution(body.get("altcha"));
    const verified = signature !== null && (await limits.firstUse(signature, leadConfig.challenge.expiresInSeconds));
    // The address only from the edge, or from the hops the operator declared (docs/leads.md).
    const address = clientAddress(request.headers);
    const contact = checked.lead.email ?? checked.lead.phone ?? "";
    const honeypot = query.get("honeypot") === "1";
    const verdict = await limits.check({ address, contact, verified, honeypot });
    if (verdict.refused) return done("limited", { status: "failed", failure: "limited", values: {} }, 429);
    await storeLead(store.db, {
      lead: checked.lead,
      region,
      lang,
      verified,
      throttled: verdict.throttled,
      honeypot,
      token: body.get("token"),
      consentNotice: leadConfig.privacyNotice[leadForm],
      channels: channelsFromEnv(),
      now: new Date(),
    });
  } catch (error) {
    logLead("error", "a lead could not be stored", {}, error);
    return done("unavailable", { status: "failed", failure: "unavailable", values: {} }, 503);
  }
  kickDelivery();
  return done("sent", { status: "sent" }, 200);
}
