import { leadStore } from "@/db";
import { checkoutAction } from "@/lib/sandbox/checkout-action";
import { checkoutPagePathOf, isCheckoutId } from "@/lib/sandbox/checkout-path";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * The hosted test checkout's form (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * its POST settles the checkout and sends the browser on (303). Under `/sandbox/`, like the rest
 * of the sandbox: no locale proxy, never kept by the edge, no cookie.
 */
const act = checkoutAction({ db: async () => (await leadStore()).db });

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return act(request, (await params).id);
}

/** The address checkouts carried before the page existed: the page, in the visitor's language. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = (await params).id;
  if (!isCheckoutId(id))
    return Response.json(
      { error: { code: "resource_missing", message: "No such checkout." } },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  return new Response(null, { status: 303, headers: { Location: checkoutPagePathOf(id), "Cache-Control": "no-store" } });
}
