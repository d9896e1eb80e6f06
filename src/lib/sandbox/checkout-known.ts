import { logLead } from "@/lib/leads/log";
import type { HostedPage } from "./checkout-path";

/** The shape `newId` makes for each hosted page's object (12 random bytes): anything else is no object, and no query (red team 3, R3-5). */
const idShapes = { checkout: /^chk_[A-Za-z0-9_-]{16}$/, link: /^plink_[A-Za-z0-9_-]{16}$/ } as const;

/**
 * Whether a hosted page (a test checkout's, a payment link's) has an object to show
 * (src/proxy.ts: a 404 otherwise). The database is loaded only when such a page is asked for, in
 * the process's one store (`leadStore`, shared through `globalThis` with the route handlers and
 * pages). When the database cannot answer, the page is rendered as usual and fails or answers on its own.
 */
export async function hostedKnown({ kind, id }: HostedPage, now: Date = new Date()): Promise<boolean> {
  if (!idShapes[kind].test(id)) return false;
  try {
    const [{ leadStore }, { findCheckout }, { findLink }] = await Promise.all([import("@/db"), import("./checkout"), import("./link")]);
    const { db } = await leadStore();
    return (await (kind === "checkout" ? findCheckout(db, id, now) : findLink(db, id, now))) !== null;
  } catch (error) {
    logLead("error", "sandbox page lookup failed", {}, error);
    return true;
  }
}

/** Whether a test checkout's page has a checkout to show (`hostedKnown`). */
export function checkoutKnown(id: string, now: Date = new Date()): Promise<boolean> {
  return hostedKnown({ kind: "checkout", id }, now);
}
