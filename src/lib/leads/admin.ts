import { and, asc, count, gt, isNotNull, isNull, min } from "drizzle-orm";
import { leadConfig } from "@/config/leads";
import type { Database } from "@/db/client";
import { leadForms, leadOutbox, type LeadForm } from "@/db/schema";
import { leadsCsv } from "./export";
import { clearExpiredLimits, eraseContactLimit } from "./limits";
import { purgeDelivered } from "./outbox";
import { webhookUrl } from "./senders";
import { eraseLeads, listLeads, purgeLeads } from "./store";
import { purgeVitals, vitalsGroups, vitalsRetentionDays } from "@/lib/vitals/store";
import { formatVitalsReport } from "@/lib/vitals/report";

/**
 * The team's commands on the lead database (`npm run leads:*`, docs/leads.md), run where the
 * database is: by the CLI itself on PostgreSQL or a PGlite no server holds, or by the running
 * server on its own PGlite, asked through its local socket (`src/lib/leads/admin-socket.ts`).
 */
export type AdminCommand =
  | { command: "export"; since?: string; form?: LeadForm }
  | { command: "purge" }
  | { command: "erase"; email?: string; phone?: string }
  | { command: "status" }
  | { command: "vitals"; since?: string };

/** What a command prints and how it ends, as the CLI passes it on. */
export type AdminResult = { stdout: string; stderr: string; exitCode: number };

const day = 86_400_000;
/** `leads:status` exits 1 when a notification has waited longer than this. */
export const stuckAfterMs = 3_600_000;

/** Whether a value off the wire is a command this module runs. */
export function isAdminCommand(value: unknown): value is AdminCommand {
  if (!value || typeof value !== "object") return false;
  const { command, since, form, email, phone } = value as Record<string, unknown>;
  const optional = (item: unknown) => item === undefined || typeof item === "string";
  if (command === "vitals") return optional(since);
  if (command === "export") return optional(since) && (form === undefined || (leadForms as readonly unknown[]).includes(form));
  if (command === "erase") return optional(email) && optional(phone) && (typeof email === "string" || typeof phone === "string");
  return command === "purge" || command === "status";
}

export async function runAdmin(
  db: Database,
  where: string,
  request: AdminCommand,
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
): Promise<AdminResult> {
  switch (request.command) {
    case "export": {
      const rows = await listLeads(db, { since: request.since ? new Date(request.since) : undefined, form: request.form });
      return { stdout: leadsCsv(rows), stderr: `${rows.length} lead(s) exported (${where})\n`, exitCode: 0 };
    }
    case "purge": {
      const { retentionDays, outboxRetentionDays } = leadConfig;
      const leads = await purgeLeads(db, new Date(now.getTime() - retentionDays * day));
      const receipts = await purgeDelivered(db, new Date(now.getTime() - outboxRetentionDays * day));
      await clearExpiredLimits(db, now);
      const vitalsRows = await purgeVitals(db, now);
      return {
        stdout: "",
        stderr: `${leads} lead(s) older than ${retentionDays} days deleted; ${receipts} delivered notification receipt(s) older than ${outboxRetentionDays} days deleted; ${vitalsRows} Web Vitals row(s) older than ${vitalsRetentionDays} days deleted (${where})\n`,
        exitCode: 0,
      };
    }
    case "erase": {
      const contact = request.email ?? request.phone ?? "";
      const { erased, crmTold } = await eraseLeads(db, { email: request.email, phone: request.phone }, { webhook: webhookUrl(env) !== null, now });
      const counters = await eraseContactLimit(db, contact, env);
      return {
        stdout: "",
        stderr:
          `${erased} lead(s) of ${contact} erased, and ${counters} rate-limit counter(s) (${where}).\n` +
          (crmTold ? "The CRM is told by the webhook (lead.erased, with the leads' ids only): it must erase them too.\n" : "") +
          `Not reached from here: the team's inboxes, ${crmTold ? "" : "a CRM fed by the webhook, "}backups (docs/leads.md, Erasure).\n`,
        exitCode: 0,
      };
    }
    case "status":
      return status(db, where, now);
    case "vitals":
      return { stdout: formatVitalsReport(await vitalsGroups(db, request.since), { where, since: request.since }), stderr: "", exitCode: 0 };
  }
}

/** The outbox at a glance: what waits, since when, what failed, what was given up on. */
async function status(db: Database, where: string, now: Date): Promise<AdminResult> {
  const undelivered = and(isNull(leadOutbox.deliveredAt), isNull(leadOutbox.deadAt));
  const [waiting] = await db
    .select({ count: count(), oldest: min(leadOutbox.createdAt) })
    .from(leadOutbox)
    .where(undelivered);
  const failing = await db
    .select({
      channel: leadOutbox.channel,
      attempts: leadOutbox.attempts,
      lastError: leadOutbox.lastError,
      createdAt: leadOutbox.createdAt,
    })
    .from(leadOutbox)
    .where(and(undelivered, gt(leadOutbox.attempts, 0)))
    .orderBy(asc(leadOutbox.createdAt))
    .limit(20);
  const dead = await db
    .select({ channel: leadOutbox.channel, attempts: leadOutbox.attempts, lastError: leadOutbox.lastError, deadAt: leadOutbox.deadAt })
    .from(leadOutbox)
    .where(isNotNull(leadOutbox.deadAt))
    .orderBy(asc(leadOutbox.deadAt))
    .limit(20);
  const [deadCount] = await db.select({ count: count() }).from(leadOutbox).where(isNotNull(leadOutbox.deadAt));
  const oldest = waiting?.oldest ? new Date(waiting.oldest) : null;
  const lines = [
    `Lead notifications (${where}), ${now.toISOString()}:`,
    `- waiting: ${waiting?.count ?? 0}${oldest ? `, the oldest since ${oldest.toISOString()} (${Math.round((now.getTime() - oldest.getTime()) / 60_000)} min)` : ""}`,
    `- failing, retried with backoff: ${failing.length}${failing.length ? "" : ""}`,
    ...failing.map(
      (row) => `  ${row.channel}, ${row.attempts} attempt(s), last: ${row.lastError ?? "?"}, since ${row.createdAt.toISOString()}`,
    ),
    `- given up on (dead-lettered after ${leadConfig.deadLetterDays} days): ${deadCount?.count ?? 0}`,
    ...dead.map(
      (row) => `  ${row.channel}, ${row.attempts} attempt(s), last: ${row.lastError ?? "?"}, given up ${row.deadAt?.toISOString()}`,
    ),
  ];
  const stuck = oldest !== null && now.getTime() - oldest.getTime() > stuckAfterMs;
  return { stdout: `${lines.join("\n")}\n`, stderr: "", exitCode: stuck || (deadCount?.count ?? 0) > 0 ? 1 : 0 };
}
