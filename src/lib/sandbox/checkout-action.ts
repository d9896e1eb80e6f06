import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { isLang } from "@/config/languages";
import { crossSite } from "@/lib/leads/proxy";
import { logLead } from "@/lib/leads/log";
import { addressKey, clientAddress } from "@/lib/leads/client-address";
import { readBoundedText, unreadableBody } from "@/lib/bounded-body";
import { type addressCounter } from "./limits";
import { findCheckout, settleCheckout, type CheckoutOutcome } from "./checkout";
import { checkoutPagePathOf, isCheckoutId, regionOfForm } from "./checkout-path";
import { cardOutcome } from "./pay";
import { formShareNames, keyedMutex, SandboxBusy, unbounded, type ProcessBudget } from "./gate";

/*
 * The hosted test checkout's form (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * `POST /sandbox/checkout/<id>` from the checkout's page on the site, with `choice=pay` and the
 * test card's number (`card`), which decides the outcome as the Pay guide's test cards say
 * (`cardOutcome`), or `choice=expire`. Works without JavaScript: the answer is a 303, to the
 * merchant's `success_url` or `failure_url` once the checkout is settled, or back to the page,
 * which says why it is not open.
 */

/** The largest body the page's form sends (`choice`, `card` and `region`), with room to spare. */
export const maxFormBytes = 1024;

type Env = Record<string, string | undefined>;
export type CheckoutActionOptions = {
  db: () => Promise<Database>;
  now?: () => Date;
  env?: Env;
  /** The sandbox's count per client address (the route gives the process's one, `sharedAddressCounter`); none without. */
  perAddress?: ReturnType<typeof addressCounter>;
  /**
   * What the sandbox may take of the process, and the queue of one key's writes: the route gives the
   * API's own (`sharedEngineBudget`, `sharedTurns`, red team 6b, RT6B-1); none without (the tests of the pages).
   */
  budget?: () => Promise<ProcessBudget>;
  turns?: ReturnType<typeof keyedMutex>;
  /** The forms' ids leading to no work per client address and /48 (`sharedUnknownIdCounter`, red team 7b, RT7B-3; red team 8, RT8-C); none without. */
  unknownIds?: IdCounter;
};

/** A count by address key (`addressKey`) that gives back: `addressKeyCounter`'s, or a `windowCounter`'s. */
type IdCounter = {
  take(key: string, now: number): number;
  /** The window a `take` counted in, read right after it, as its `giveBack` takes it (red team 9, RT9-3). */
  window(): unknown;
  giveBack(key: string, counted?: unknown): void;
};

/**
 * Looks a form's id up, counted per client address as the API counts unknown keys (red team 7b,
 * RT7B-3): "wait" past the count (nothing looked up), "busy" when the process has no room. The
 * count is given back (`worked`) only once the id led to work (red team 8, RT8-C; red team 10,
 * RT10-2): the caller calls it once the checkout was settled or the link's Pay opened a checkout,
 * not when the id is merely open or active, nor when its work was then refused (busy, full, held):
 * such an id, posted again and again, is counted as an unknown one is.
 */
export async function lookedUp<T>(
  { budget, unknownIds, request, env, now }: { budget: ProcessBudget; unknownIds?: IdCounter; request: Request; env: Env; now: Date },
  find: () => Promise<T | null>,
): Promise<{ found: T | null | "wait" | "busy"; worked: () => void }> {
  const address = unknownIds ? clientAddress(request.headers, env) : null;
  const counted = address === null ? null : addressKey(address);
  if (counted !== null && unknownIds!.take(counted, now.getTime()) > 0) return { found: "wait", worked: () => {} };
  // The window it was counted in: a give-back after it ended changes nothing (red team 9, RT9-3).
  const countedIn = unknownIds?.window();
  const found = await budget.slot(find).catch((error: unknown) => {
    if (error instanceof SandboxBusy) return "busy" as const;
    throw error;
  });
  let given = false;
  const worked = () => {
    if (given || counted === null) return;
    given = true;
    unknownIds!.giveBack(counted, countedIn);
  };
  return { found, worked };
}

/**
 * A form's write for a key, in the process's budget as the API's writes are (red team 6b, RT6B-1):
 * its key, its client's network and its key's forms take their token of the process's bucket (their
 * share of it on PGlite; the forms' part is half the key's, red team 7b, RT7B-1), then the write waits for its key's turn and one of the process's places. Null, with
 * nothing written, when the sandbox has no room: the page then says so in its language.
 */
export async function inBudget<T>(
  {
    budget,
    turns,
    request,
    env,
    keyId,
    now,
  }: { budget: ProcessBudget; turns: ReturnType<typeof keyedMutex>; request: Request; env: Env; keyId: string; now: Date },
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    budget.charge(now.getTime(), formShareNames(keyId, clientAddress(request.headers, env)));
    return await turns(keyId, () => budget.slot(work));
  } catch (error) {
    if (error instanceof SandboxBusy) return null;
    throw error;
  }
}

/** A refusal no honest form gets (another site's page, another body): the sandbox's JSON error, never stored. */
export function refuse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  const requestId = `req_${randomBytes(9).toString("base64url")}`;
  return Response.json(
    { error: { code, message, request_id: requestId } },
    { status, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Request-Id": requestId, ...headers } },
  );
}

/** A 303 to `location` (the page's own path, or a return URL already checked to be http(s)). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/**
 * The checks every hosted page's form passes before its body is read (this checkout's, a payment
 * link's: src/lib/sandbox/link-action.ts), and the form: another site's POST (403), an id that is
 * none (404), a body that is no form (415), too large (413) or cut off (400) are refused with the
 * sandbox's JSON error. The client's count (`pastClientCount`) comes after, once the form names the
 * page's language: past it, the page says to wait in that language, not an English JSON 429.
 */
export async function readPageForm(
  request: Request,
  id: string,
  { env = process.env, noun }: { env?: Env; noun: string },
): Promise<URLSearchParams | Response> {
  // Another site's page cannot pay or fail a developer's checkout, nor pay a link: the site's own check (Fetch Metadata, then Origin).
  if (crossSite(request, env)) return refuse(403, "cross_site", `Use the form on the ${noun}'s page.`);
  if (!isCheckoutId(id)) return refuse(404, "resource_missing", `No such ${noun}.`);
  const type = request.headers.get("content-type")?.split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return refuse(415, "unsupported_media_type", "Send the page's form.");
  // Read with a bound, never whole before its size is known (red team 7b, RT7B-4).
  const text = await readBoundedText(request, maxFormBytes);
  if (text === null) return refuse(413, "body_too_large", "The form is too large.");
  // A body whose stream failed part-way (the client aborted): a request error, never a 500 (red team 8, RT8-G).
  if (text === unreadableBody) return refuse(400, "body_invalid", "The form could not be read to its end.");
  return new URLSearchParams(text);
}

/**
 * Whether a hosted form's client is past the sandbox's count per client address, which it shares
 * with the API's requests (red team 3, R3-5: each form writes in a transaction); none without.
 */
export function pastClientCount(
  request: Request,
  { env, perAddress, now }: { env: Env; perAddress?: ReturnType<typeof addressCounter>; now: Date },
): boolean {
  const address = perAddress ? clientAddress(request.headers, env) : null;
  return address !== null && perAddress!.take(address, now.getTime()) > 0;
}

/**
 * What the form asks for: a payment with the card it names, paid or declined as that test card
 * decides (any other number is declined), or the checkout expired; null for any other form.
 */
export function choiceOf(form: URLSearchParams): { outcome: CheckoutOutcome; failure: string | null } | null {
  const choice = form.get("choice");
  if (choice === "expire") return { outcome: "expired", failure: null };
  const card = form.get("card");
  if (choice !== "pay" || card === null) return null;
  const paid = cardOutcome(card);
  return paid.status === "paid" ? { outcome: "paid", failure: null } : { outcome: "declined", failure: paid.failure };
}

/** The POST handler of `/sandbox/checkout/<id>`. */
export function checkoutAction({
  db: openDb,
  now: clock = () => new Date(),
  env = process.env,
  perAddress,
  budget: openBudget = async () => unbounded,
  turns = keyedMutex(),
  unknownIds,
}: CheckoutActionOptions) {
  return async function act(request: Request, id: string): Promise<Response> {
    try {
      const form = await readPageForm(request, id, { env, noun: "checkout" });
      if (form instanceof Response) return form;
      const chosen = choiceOf(form);
      if (!chosen) return refuse(400, "parameter_invalid", 'choice must be "pay", with a card number, or "expire".');
      // The page's language, when the form sends it (red team 7b, RT7B-6): the way back keeps it, whatever the cookie says.
      const lang = form.get("lang");
      const page = `${checkoutPagePathOf(id, regionOfForm(form.get("region")))}${isLang(lang) ? `?lang=${lang}` : ""}`;
      const noticed = (notice: "wait" | "busy") => `${page}${isLang(lang) ? "&" : "?"}notice=${notice}`;
      const now = clock();
      // Past the sandbox's count per client (R3-5): the page says to wait a minute, in its language, not the API's English JSON 429.
      if (pastClientCount(request, { env, perAddress, now })) return seeOther(noticed("wait"));
      const db = await openDb();
      const budget = await openBudget();
      const { found, worked } = await lookedUp({ budget, unknownIds, request, env, now }, () => findCheckout(db, id, now));
      // Past the client's unknown ids (RT7B-3): the page says to wait a minute, as the link's page does.
      if (found === "wait") return seeOther(noticed("wait"));
      // No room in the process (RT6B-1): the page says the sandbox is busy.
      if (found === "busy") return seeOther(noticed("busy"));
      // Unknown (or closed, below): back to the page, which says so in the visitor's language.
      if (!found) return seeOther(page);
      // Nothing to settle (paid, failed, expired): back to the page, spending none of its key's budget (red team 7b, RT7B-1).
      if (found.status !== "open") return seeOther(page);
      const settled = await inBudget({ budget, turns, request, env, keyId: found.keyId, now }, () =>
        settleCheckout(db, found.keyId, id, chosen.outcome, now, chosen.failure),
      );
      // No room in the process: back to the page, which says the sandbox is busy (nothing settled).
      if (settled === null) return seeOther(noticed("busy"));
      // Settled: the id led to work, and is not counted with the unknown ones (red team 10, RT10-2).
      if (settled.ok) worked();
      if (!settled.ok || settled.returnUrl === null) return seeOther(page);
      return seeOther(settled.returnUrl);
    } catch (error) {
      logLead("error", "sandbox checkout failed", {}, error);
      return refuse(500, "api_error", "Something went wrong on our side: try again.");
    }
  };
}
