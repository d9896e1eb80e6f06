import { logLead } from "@/lib/leads/log";

/**
 * Whether a test checkout's page has a checkout to show (src/proxy.ts: a 404 otherwise). The
 * database is loaded only when a checkout's page is asked for, in the process's one store
 * (`leadStore`, shared through `globalThis` with the route handlers and pages). When the database
 * cannot answer, the page is rendered as usual and fails or answers on its own.
 */
export async function checkoutKnown(id: string, now: Date = new Date()): Promise<boolean> {
  // Not the shape `newId("chk")` makes (12 random bytes): no checkout, and no query (red team 3, R3-5).
  if (!/^chk_[A-Za-z0-9_-]{16}$/.test(id)) return false;
  try {
    const [{ leadStore }, { findCheckout }] = await Promise.all([import("@/db"), import("./checkout")]);
    return (await findCheckout((await leadStore()).db, id, now)) !== null;
  } catch (error) {
    logLead("error", "sandbox checkout lookup failed", {}, error);
    return true;
  }
}
