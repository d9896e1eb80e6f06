import { leadStore } from "@/db";
import { readBoundedText, unreadableBody } from "@/lib/bounded-body";
import { addressKey, clientAddress } from "@/lib/leads/client-address";
import { logLead } from "@/lib/leads/log";
import { maxBeaconBytes, readBeacon } from "@/lib/vitals/beacon";
import { vitalsLimiter } from "@/lib/vitals/limit";
import { storeVitals } from "@/lib/vitals/store";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "private, no-store" };
const limiter = vitalsLimiter();

function answer(status: number): Response {
  return new Response(null, { status, headers: noStore });
}

/**
 * `POST /data/vitals`: a page view's Web Vitals, sent by the page's own script when it is hidden
 * (src/lib/vitals/collect.ts; SPEC 11, docs/consent-and-vitals.md). Same-origin only, text or JSON,
 * 2 KiB at most, checked field by field: anything else is a 4xx and stores nothing. No cookie is
 * read and no address stored. Never cached (no-store, and nginx passes it on uncached).
 */
export async function POST(request: Request): Promise<Response> {
  // A beacon comes from the site's own pages: another site's page cannot make its visitors send one.
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return answer(403);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/plain" && type !== "application/json") return answer(415);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBeaconBytes) return answer(413);
  const address = clientAddress(request.headers);
  if (!limiter.take(address === null ? null : addressKey(address))) return answer(429);
  const body = await readBoundedText(request, maxBeaconBytes);
  if (body === null) return answer(413);
  // A body whose stream failed part-way (the client aborted): a 400, not a throw and Next's 500 (red team 8, RT8-G).
  if (body === unreadableBody) return answer(400);
  const read = readBeacon(body);
  if (!read.ok) return answer(read.status);
  try {
    const store = await leadStore();
    await storeVitals(store.db, read.rows);
  } catch (error) {
    logLead("error", "vitals not stored", {}, error);
    return answer(503);
  }
  return answer(204);
}
