import { leadStore } from "@/db";
import { checkoutAction } from "@/lib/sandbox/checkout-action";
import { sharedAddressCounter } from "@/lib/sandbox/limits";
import { checkoutPagePathOf, isCheckoutId } from "@/lib/sandbox/checkout-path";
import { newRequestId, respond } from "@/lib/sandbox/respond";
import { fail } from "@/lib/sandbox/types";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * The hosted test checkout's form (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * its POST settles the checkout and sends the browser on (303). Under `/sandbox/`, like the rest
 * of the sandbox: no locale proxy, never kept by the edge, no cookie.
 */
const act = checkoutAction({ db: async () => (await leadStore()).db, perAddress: sharedAddressCounter() });

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return act(request, (await params).id);
}

/** The address checkouts carried before the page existed: the page, in the visitor's language. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = (await params).id;
  // The documents' Error body with its request_id, as everywhere under /sandbox/ (red team 3, R3-6).
  if (!isCheckoutId(id)) return respond(fail(404, "resource_missing", "No such checkout."), newRequestId());
  return new Response(null, { status: 303, headers: { Location: checkoutPagePathOf(id), "Cache-Control": "no-store" } });
}

/**
 * Any other method: the documents' JSON 405 naming this path's methods, as everywhere under
 * `/sandbox/`; OPTIONS too, not Next's own 204 advertising every method (red team 2, S2-5).
 */
function notAllowed(): Response {
  return respond({ ...fail(405, "method_not_allowed", "Use GET or POST on this path."), headers: { Allow: "GET, POST" } }, newRequestId());
}

export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
export const OPTIONS = notAllowed;
