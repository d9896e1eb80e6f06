import { logLead } from "@/lib/leads/log";

/**
 * Whether a test checkout's page has a checkout to show (src/proxy.ts: a 404 otherwise). The
 * database is loaded only when a checkout's page is asked for, in the process's one store
 * (`leadStore`, shared through `globalThis` with the route handlers and pages). When the database
 * cannot answer, the page is rendered as usual and fails or answers on its own.
 */
export async function checkoutKnown(id: string, now: Date = new Date()): Promise<boolean> {
  try {
    const [{ leadStore }, { findCheckout }] = await Promise.all([import("@/db"), import("./checkout")]);
    return (await findCheckout((await leadStore()).db, id, now)) !== null;
  } catch (error) {
    logLead("error", "sandbox checkout lookup failed", {}, error);
    return true;
  }
}
