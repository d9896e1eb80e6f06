import { newChallenge } from "@/lib/leads/challenge";

export const dynamic = "force-dynamic";

/**
 * `/data/altcha`: a new proof-of-work challenge for a lead form's widget (docs/leads.md), signed,
 * valid for twenty minutes. Never kept by a cache: each is for one form.
 */
export async function GET() {
  return Response.json(await newChallenge(), { headers: { "Cache-Control": "private, no-store" } });
}
