import { site } from "@/config/site";
import { leadStore } from "@/db";
import { leadConfig } from "@/config/leads";
import { clearExpiredLimits } from "./limits";
import { logLead } from "./log";
import { deliverDue, purgeDelivered, type Senders } from "./outbox";
import { sendersFromEnv } from "./senders";
import { purgeLeads } from "./store";
import { purgeVitals } from "@/lib/vitals/store";
import { purgeSandboxKeys, vacuumSandbox } from "@/lib/sandbox/store";
import { expireCheckouts } from "@/lib/sandbox/pay";
import { settleTopups } from "@/lib/sandbox/pro";
import { deliverWebhooksDue, wakeSignal, type WakeSignal } from "@/lib/sandbox/webhooks/deliver";
import { whenQueued } from "@/lib/sandbox/webhooks/store";

const key = Symbol.for(`${site.handle}.leadDelivery`);
type Worker = {
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
  /** The sandbox's rounds, in a loop of their own (red team 4, R4-3): the leads' never wait for them. */
  sandbox: Promise<void> | null;
  sandboxAgain: boolean;
  /** Wakes the sandbox's webhook round while it runs: it claims what was queued meanwhile (red team 5, RT5-3). */
  webhooksWake: WakeSignal;
  senders: Senders;
  cleared: number;
  purged: number;
  vacuumed: number;
};
type Holder = { [key]?: Worker };

const day = 86_400_000;
/** How often the worker vacuums the sandbox's and the rate limits' tables on PGlite (red team 2, S2-2). */
export const vacuumEveryMs = 10 * 60_000;

/** The days after which an undelivered notification is given up on (`LEADS_DEAD_LETTER_DAYS`, default 7). */
export function deadLetterDays(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.LEADS_DEAD_LETTER_DAYS);
  return Number.isFinite(value) && value > 0 ? value : leadConfig.deadLetterDays;
}

/**
 * Runs once a day from the worker (no cron to set up): the leads past the retention period
 * (law 18-07), the receipts of delivered notifications, the Web Vitals rows past 90 days and the
 * sandbox's expired test keys go.
 */
export async function dailyPurge(db: Awaited<ReturnType<typeof leadStore>>["db"], now: Date = new Date()) {
  const leadsPurged = await purgeLeads(db, new Date(now.getTime() - leadConfig.retentionDays * day));
  const receipts = await purgeDelivered(db, new Date(now.getTime() - leadConfig.outboxRetentionDays * day));
  // The Web Vitals rows past 90 days (SPEC 11) go with them.
  const vitalsPurged = await purgeVitals(db, now);
  // The sandbox's test keys unused for 30 days, with their objects (SPEC 12).
  const sandboxKeysPurged = await purgeSandboxKeys(db, now);
  return { leadsPurged, receipts, vitalsPurged, sandboxKeysPurged };
}

async function run(worker: Worker): Promise<void> {
  do {
    worker.again = false;
    try {
      // The database is opened on each round: one that was down when the process started is
      // found once it answers, and the notifications waiting for it go out.
      const { db, kind } = await leadStore();
      const report = await deliverDue(db, worker.senders, new Date(), { deadLetterDays: deadLetterDays() });
      // Expired rate-limit keys go once a minute, not after every lead; the purge once a day.
      if (Date.now() - worker.cleared > 60_000) {
        worker.cleared = Date.now();
        await clearExpiredLimits(db);
      }
      if (Date.now() - worker.purged > day) {
        worker.purged = Date.now();
        const purged = await dailyPurge(db);
        logLead("info", "daily purge", purged);
        worker.vacuumed = 0;
      }
      // PGlite has no autovacuum: without a VACUUM, every update's old row version stays for good,
      // and the sandbox's updates are anyone's to send (red team 2, S2-2). PostgreSQL does it alone.
      if (kind === "pglite" && Date.now() - worker.vacuumed > vacuumEveryMs) {
        worker.vacuumed = Date.now();
        await vacuumSandbox(db);
      }
      if (report.failed > 0)
        logLead("warn", "notifications not delivered, retried later", { failed: report.failed, waiting: report.waiting });
      if (report.deadLettered > 0)
        logLead("error", "notifications given up after failing for days: see npm run leads:status", { deadLettered: report.deadLettered });
      if (report.delivered + report.failed === 20) worker.again = true;
    } catch (error) {
      logLead("error", "delivery round failed", {}, error);
    }
  } while (worker.again);
}

/**
 * The sandbox's rounds (issue 42, point 4): test checkouts and top-ups due to change do so (so that
 * their events go out unread), then the webhooks due are sent, with the leads' pattern: claimed,
 * sent, retried. A loop of its own beside the leads' (red team 4, R4-3): the leads' notifications
 * never wait for it. The webhook round is a rolling one (red team 5, RT5-3): it claims again as
 * its attempts end and whenever the worker is kicked, for `webhookRoundClaimMs`, then ends within
 * one attempt's bound (`webhookAttemptMs`). A failure is logged and the next round comes.
 */
async function runSandbox(worker: Worker): Promise<void> {
  do {
    worker.sandboxAgain = false;
    try {
      const { db } = await leadStore();
      await expireCheckouts(db, new Date());
      await settleTopups(db, new Date());
      const webhooks = await deliverWebhooksDue(db, new Date(), { wake: worker.webhooksWake });
      if (webhooks.more) worker.sandboxAgain = true;
    } catch (error) {
      logLead("error", "sandbox webhook round failed", {}, error);
    }
  } while (worker.sandboxAgain);
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
  if (!senders.email) logLead("warn", "SMTP_URL is not set: e-mail notifications wait in the outbox until it is (docs/leads.md)");
  const interval = Number(process.env.LEADS_DELIVERY_INTERVAL_MS) || 15_000;
  const worker: Worker = {
    running: null,
    again: false,
    sandbox: null,
    sandboxAgain: false,
    webhooksWake: wakeSignal(),
    senders,
    cleared: 0,
    purged: 0,
    vacuumed: 0,
    timer: setInterval(() => kickDelivery(), interval),
  };
  worker.timer.unref();
  holder[key] = worker;
  // A sandbox event queued: sent at once, not at the next interval.
  whenQueued(kickDelivery);
  kickDelivery();
}

/** Runs a delivery round now (or right after the current one), the leads' and the sandbox's, each in its loop. */
export function kickDelivery(): void {
  const worker = (globalThis as Holder)[key];
  if (!worker) return;
  if (worker.running) worker.again = true;
  else
    worker.running = run(worker).finally(() => {
      worker.running = null;
    });
  if (worker.sandbox) {
    worker.sandboxAgain = true;
    // A round in flight claims what is due now, without waiting for its slowest attempt (RT5-3).
    worker.webhooksWake.wake();
  } else
    worker.sandbox = runSandbox(worker).finally(() => {
      worker.sandbox = null;
    });
}
