import { newRequestId, respond } from "./respond";
import { isCheckoutId } from "./checkout-path";
import { fail } from "./types";

type Context = { params: Promise<{ id: string }> };

/**
 * The route of a hosted page's form under `/sandbox/` (`/sandbox/checkout/<id>`,
 * `/sandbox/link/<id>`): its POST is the form's action; a GET sends the browser to the page (the
 * address the objects' `url` carried before their page existed); any other method, OPTIONS too,
 * is the documents' JSON 405 naming GET and POST, not Next's own 204 advertising every method (red
 * team 2, S2-5). Under `/sandbox/`: no locale proxy, never kept by the edge, no cookie.
 */
export function hostedRoute(act: (request: Request, id: string) => Promise<Response>, pagePathOf: (id: string) => string, noun: string) {
  return {
    async POST(request: Request, { params }: Context): Promise<Response> {
      return act(request, (await params).id);
    },
    async GET(_request: Request, { params }: Context): Promise<Response> {
      const id = (await params).id;
      // The documents' Error body with its request_id, as everywhere under /sandbox/ (red team 3, R3-6).
      if (!isCheckoutId(id)) return respond(fail(404, "resource_missing", `No such ${noun}.`), newRequestId());
      return new Response(null, { status: 303, headers: { Location: pagePathOf(id), "Cache-Control": "no-store" } });
    },
    notAllowed(): Response {
      return respond({ ...fail(405, "method_not_allowed", "Use GET or POST on this path."), headers: { Allow: "GET, POST" } }, newRequestId());
    },
  };
}
