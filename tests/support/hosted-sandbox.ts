import { checkoutAction } from "@/lib/sandbox/checkout-action";
import { sandboxHandler } from "@/lib/sandbox/handler";
import { linkAction } from "@/lib/sandbox/link-action";
import type { LeadStore } from "@/db/client";
import { payClient } from "./sandbox-request";

/**
 * What the hosted pages' tests share (src/lib/sandbox/checkout.test.ts, link.test.ts): the site's
 * origin, the fixed clock they start from, the test cards, and a sandbox on a test store with its
 * API, a Pay client, and the two pages' forms posted as a browser on the site's page posts them.
 */
export const hostedOrigin = "https://www.cirta.example";
export const hostedStart = Date.parse("2026-11-28T10:00:00Z");

/** The test payment page's form, as the page fills it: the card that pays, a declined one. */
export const paying = { choice: "pay", card: "6280 5800 0000 0001" };
export const declining = { choice: "pay", card: "6280 5800 0000 0019" };

/** The headers of a form the site's own page posts. */
export const sameSiteForm = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", origin: hostedOrigin };

type FormAction = (request: Request, id: string) => Promise<Response>;

/**
 * A sandbox on `store` (read when a request comes, so a store opened in a hook will do), its clock
 * at `hostedStart` and moving 50 ms each time the sandbox reads it: `clock.at` is where it stands
 * (tests move it forward by setting it). `post` sends a page's form (`checkoutForm` or `linkForm`)
 * to `/sandbox/<path>/<id>`.
 */
export function hostedSandbox(store: () => LeadStore) {
  const clock = { at: hostedStart };
  const now = () => new Date((clock.at += 50));
  const db = async () => store().db;
  const api = sandboxHandler({ db, now, env: { LEADS_TRUSTED_HOPS: "1" }, origin: hostedOrigin });
  return {
    clock,
    now,
    api,
    ...payClient(api),
    checkoutForm: checkoutAction({ db, now, env: {} }),
    linkForm: linkAction({ db, now, env: {} }),
    post(action: FormAction, path: "checkout" | "link", id: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
      return action(
        new Request(`http://localhost/sandbox/${path}/${id}`, {
          method: "POST",
          headers: { ...sameSiteForm, ...headers },
          body: new URLSearchParams(fields).toString(),
        }),
        id,
      );
    },
  };
}
