import { site } from "@/config/site";
import { leadStore } from "@/db";
import { clearExpiredLimits } from "./limits";
import { deliverDue, type Senders } from "./outbox";
import { sendersFromEnv } from "./senders";

const key = Symbol.for(`${site.handle}.leadDelivery`);
type Worker = { timer: NodeJS.Timeout; running: Promise<void> | null; again: boolean; senders: Senders; cleared: number };
type Holder = { [key]?: Worker };

async function run(worker: Worker): Promise<void> {
  do {
    worker.again = false;
    try {
      const { db } = await leadStore();
      const report = await deliverDue(db, worker.senders);
      // Expired rate-limit keys go once a minute, not after every lead.
      if (Date.now() - worker.cleared > 60_000) {
        worker.cleared = Date.now();
        await clearExpiredLimits(db);
      }
      if (report.failed > 0)
        console.warn(`[leads] ${report.failed} notification(s) not delivered, retried later; ${report.waiting} waiting`);
      if (report.delivered === 20) worker.again = true;
    } catch (error) {
      console.error("[leads] delivery failed:", error instanceof Error ? error.message : error);
    }
  } while (worker.again);
}

/**
 * Sends the outbox's notifications from this server process: every `LEADS_DELIVERY_INTERVAL_MS`
 * (default 15 s), and at once after a lead is stored (`kickDelivery`). Each process of a
 * multi-process deployment runs one; they never send the same notification twice at once
 * (`deliverDue` claims rows).
 */
export function startDelivery(): void {
  const holder = globalThis as Holder;
  if (holder[key]) return;
  const senders = sendersFromEnv();
  if (!senders.email) console.warn("[leads] SMTP_URL is not set: e-mail notifications wait in the outbox until it is (docs/leads.md)");
  const interval = Number(process.env.LEADS_DELIVERY_INTERVAL_MS) || 15_000;
  const worker: Worker = { running: null, again: false, senders, cleared: 0, timer: setInterval(() => kickDelivery(), interval) };
  worker.timer.unref();
  holder[key] = worker;
  kickDelivery();
}

/** Runs a delivery round now (or right after the current one). */
export function kickDelivery(): void {
  const worker = (globalThis as Holder)[key];
  if (!worker) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = run(worker).finally(() => {
    worker.running = null;
  });
}
