import { leadStore } from "@/db";
import { sharedEngineBudget, sharedTurns } from "@/lib/sandbox/gate";
import { sandboxHandler } from "@/lib/sandbox/handler";
import { sharedAddressCounter } from "@/lib/sandbox/limits";

export const dynamic = "force-dynamic";

/**
 * Everything under `/sandbox/` (SPEC 12, docs/developer-section.md, "Sandbox"): test keys
 * (`POST /sandbox/keys`) and every operation of the two API documents (`/sandbox/pay/v1/checkouts`).
 * The locale proxy never runs here (src/proxy.ts) and the edge never keeps an answer (src/edge/nginx.ts).
 */
const handle = sandboxHandler({
  db: async () => (await leadStore()).db,
  // What the sandbox may take of this process on its engine: src/config/sandbox.ts, sandboxProcessBudgets (red team 3),
  // shared with the hosted forms' routes, as the queue of a key's writes is (red team 6b, RT6B-1).
  budget: async () => sharedEngineBudget((await leadStore()).kind),
  perAddress: sharedAddressCounter(),
  turns: sharedTurns(),
});

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
// Not Next's own 204 advertising every method: the documents' JSON 405 naming the path's methods (red team 2, S2-5).
export const OPTIONS = handle;
