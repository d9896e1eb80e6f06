import { leadStore } from "@/db";
import { linkAction } from "@/lib/sandbox/link-action";
import { sharedAddressCounter, sharedUnknownIdCounter, sharedLinkPayCounter } from "@/lib/sandbox/limits";
import { linkPagePathOf } from "@/lib/sandbox/checkout-path";
import { hostedRoute } from "@/lib/sandbox/hosted-route";
import { sharedEngineBudget, sharedTurns } from "@/lib/sandbox/gate";

export const dynamic = "force-dynamic";

/**
 * A payment link page's Pay form (SPEC 12, docs/developer-section.md, "Payment link page"): its
 * POST creates a checkout for the link and sends the browser to its test payment page (303); a
 * GET, the address links carried before their page existed, goes to the page (`hostedRoute`).
 */
const route = hostedRoute(
  linkAction({
    db: async () => (await leadStore()).db,
    perAddress: sharedAddressCounter(),
    unknownIds: sharedUnknownIdCounter(),
    linkPays: sharedLinkPayCounter(),
    // The API's budget and a key's queue of writes, the process's one (red team 6b, RT6B-1).
    budget: async () => sharedEngineBudget((await leadStore()).kind),
    turns: sharedTurns(),
  }),
  (id) => linkPagePathOf(id),
  "payment link",
);

export const POST = route.POST;
export const GET = route.GET;
export const PUT = route.notAllowed;
export const PATCH = route.notAllowed;
export const DELETE = route.notAllowed;
export const OPTIONS = route.notAllowed;
