import { isLang } from "@/config/languages";
import { clientAddress } from "@/lib/leads/client-address";
import { logLead } from "@/lib/leads/log";
import type { addressCounter } from "./limits";
import { inBudget, lookedUp, pastClientCount, readPageForm, refuse, seeOther, type CheckoutActionOptions } from "./checkout-action";
import { keyedMutex, unbounded } from "./gate";
import { checkoutPagePathOf, linkPagePathOf, regionOfForm } from "./checkout-path";
import { findLink, payLink } from "./link";

/*
 * A payment link page's Pay form (SPEC 12, docs/developer-section.md, "Payment link page"):
 * `POST /sandbox/link/<id>` from the link's page, with `choice=pay` and the page's `lang` and
 * `region`. Works without JavaScript: the answer is a 303 to the new checkout's test payment page,
 * in the page's language, or back to the link's page, which says why it takes no payment (a key
 * at its test-mode limit too: the page says so in its language, where a JSON 403 said it in
 * English, review pass 17, E7).
 */

/**
 * Who is counted as the client of a Pay whose address is unknown (the site served without the edge
 * and without `LEADS_TRUSTED_HOPS`): all of them together, as one address.
 */
const unknownClient = "unknown";

/**
 * The POST handler of `/sandbox/link/<id>`: the checkout's form rules (`readPageForm`), the client's
 * Pays a minute (`linkPays`, red team 5, RT5-1; none without), then `payLink`.
 */
export function linkAction({
  db: openDb,
  now: clock = () => new Date(),
  env = process.env,
  perAddress,
  linkPays,
  budget: openBudget = async () => unbounded,
  turns = keyedMutex(),
  unknownIds,
}: CheckoutActionOptions & { linkPays?: ReturnType<typeof addressCounter> }) {
  return async function act(request: Request, id: string): Promise<Response> {
    try {
      // The sandbox's count per client comes after the form is read (below): its refusal is the page's, in its language.
      const form = await readPageForm(request, id, { env, noun: "payment link" });
      if (form instanceof Response) return form;
      if (form.get("choice") !== "pay") return refuse(400, "parameter_invalid", 'choice must be "pay".');
      const region = regionOfForm(form.get("region"));
      const lang = form.get("lang");
      const language = isLang(lang) ? lang : "ar";
      const page = linkPagePathOf(id, region);
      // Every way back to the page carries its language, whatever the cookie says (red team 7b, RT7B-6; red team 8, RT8-F).
      const back = `${page}?lang=${language}`;
      const now = clock();
      // The form takes no key: its client's Pays are counted (RT5-1), with its sandbox requests (R3-5) first.
      // Past either, the page says to wait, in its language, not the documents' English JSON 429.
      const address = clientAddress(request.headers, env);
      if (pastClientCount(request, { env, perAddress, now }) || (linkPays && linkPays.take(address ?? unknownClient, now.getTime()) > 0))
        return seeOther(`${back}&notice=wait`);
      const db = await openDb();
      const budget = await openBudget();
      const { found, worked } = await lookedUp({ budget, unknownIds, request, env, now }, () => findLink(db, id, now));
      // Past the client's unknown ids (red team 7b, RT7B-3): the page says to wait.
      if (found === "wait") return seeOther(`${back}&notice=wait`);
      // No room in the process (RT6B-1): the page says the sandbox is busy, in its language.
      if (found === "busy") return seeOther(`${back}&notice=busy`);
      // Unknown, or no longer taking payments: back to the page, which says so in the visitor's language.
      if (!found) return seeOther(back);
      // No longer taking payments: back to the page, spending none of its key's budget (red team 7b, RT7B-1).
      if (found.state !== "active") return seeOther(back);
      const paid = await inBudget({ budget, turns, request, env, keyId: found.keyId, now }, () =>
        payLink(db, found.keyId, id, language, now),
      );
      if (paid === null) return seeOther(`${back}&notice=busy`);
      // A checkout opened: the id led to work, and is not counted with the unknown ones (red team 10, RT10-2).
      if (paid.ok) worked();
      if (!paid.ok && paid.reason === "full") return seeOther(back);
      // Its key holds as many checkouts from its links' pages as it may, none ended unpaid: the page says so.
      if (!paid.ok && paid.reason === "held") return seeOther(`${back}&notice=held`);
      if (!paid.ok) return seeOther(back);
      // The checkout's page, on this site, in the region and language of the link's page.
      return seeOther(`${checkoutPagePathOf(paid.checkout.id, region)}?lang=${language}`);
    } catch (error) {
      logLead("error", "sandbox payment link failed", {}, error);
      return refuse(500, "api_error", "Something went wrong on our side: try again.");
    }
  };
}
