import { leadStore } from "@/db";
import { checkoutAction } from "@/lib/sandbox/checkout-action";
import { sharedAddressCounter, sharedUnknownIdCounter } from "@/lib/sandbox/limits";
import { checkoutPagePathOf } from "@/lib/sandbox/checkout-path";
import { hostedRoute } from "@/lib/sandbox/hosted-route";
import { sharedEngineBudget, sharedTurns } from "@/lib/sandbox/gate";

export const dynamic = "force-dynamic";

/**
 * The hosted test checkout's form (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * its POST settles the checkout and sends the browser on (303); a GET, the address checkouts
 * carried before the page existed, goes to the page (`hostedRoute`).
 */
const route = hostedRoute(
  checkoutAction({
    db: async () => (await leadStore()).db,
    perAddress: sharedAddressCounter(),
    unknownIds: sharedUnknownIdCounter(),
    // The API's budget and a key's queue of writes, the process's one (red team 6b, RT6B-1).
    budget: async () => sharedEngineBudget((await leadStore()).kind),
    turns: sharedTurns(),
  }),
  (id) => checkoutPagePathOf(id),
  "checkout",
);

export const POST = route.POST;
export const GET = route.GET;
export const PUT = route.notAllowed;
export const PATCH = route.notAllowed;
export const DELETE = route.notAllowed;
export const OPTIONS = route.notAllowed;
