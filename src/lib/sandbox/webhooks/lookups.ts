import { windowCounter } from "../limits";
import { LookupLimited, type Resolver } from "./address";

/*
 * The name lookups a key makes the sandbox ask (red team 5, RT5-6; docs/developer-section.md,
 * "Sandbox", "Webhooks"), counted per key across its registrations and its deliveries.
 */

/**
 * The lookups one key may make the sandbox ask a minute (red team 5, RT5-6): its endpoints'
 * registrations (a refused URL's included) and its deliveries together; past it, a registration is
 * answered 429 and a delivery waits, no attempt counted. A key at its 5 endpoints could otherwise
 * make the site look names up at its whole request rate.
 */
export const webhookLookupsPerKeyPerMinute = 60;

/**
 * The process's one count of lookups per key, kept on `globalThis`: the API's route (registrations)
 * and the worker (deliveries) are bundled apart, and count together.
 */
export function sharedLookupCounter(): ReturnType<typeof windowCounter> {
  const holder = globalThis as { sandboxWebhookLookups?: ReturnType<typeof windowCounter> };
  return (holder.sandboxWebhookLookups ??= windowCounter(webhookLookupsPerKeyPerMinute, 60_000));
}

/**
 * `resolve`, each lookup counted for `keyId` in `lookups` first (RT5-6): past the count, no lookup
 * is made and `LookupLimited` is thrown. An address written in the URL is no lookup, not counted.
 */
export function countedResolver(
  resolve: Resolver,
  keyId: string,
  { lookups = sharedLookupCounter(), now = () => Date.now() }: { lookups?: ReturnType<typeof windowCounter>; now?: () => number } = {},
): Resolver {
  return (host) => {
    const wait = lookups.take(keyId, now());
    if (wait > 0) return Promise.reject(new LookupLimited(wait));
    return resolve(host);
  };
}
