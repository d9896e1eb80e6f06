import { and, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { vitals } from "@/db/schema";
import type { VitalRow } from "./beacon";

/** Days a vitals row is kept (SPEC 11): then `purgeVitals` deletes it, from the daily purge. */
export const vitalsRetentionDays = 90;

/** The UTC day of a moment, as the `day` column keeps it (`2026-11-16`). */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Stores a beacon's rows, dated by the server's day (never a time the browser gave). */
export async function storeVitals(db: Database, rows: VitalRow[], now: Date = new Date()): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(vitals).values(rows.map((row) => ({ ...row, day: dayOf(now) })));
}

/** Deletes the rows older than the retention period; returns how many. */
export async function purgeVitals(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = dayOf(new Date(now.getTime() - vitalsRetentionDays * 86_400_000));
  const deleted = await db.delete(vitals).where(lt(vitals.day, cutoff)).returning({ id: vitals.id });
  return deleted.length;
}

/** One group of the report: its 75th percentile and count per metric. */
export type VitalsGroup = {
  template: string;
  lang: string;
  region: string;
  device: string;
  metric: string;
  p75: number;
  count: number;
};

/**
 * The 75th percentile of each metric per template, language, region and device class (continuous,
 * PostgreSQL's `percentile_cont`, as CrUX computes it), with the number of values, since a day.
 */
export async function vitalsGroups(db: Database, since?: string): Promise<VitalsGroup[]> {
  const rows = await db
    .select({
      template: vitals.template,
      lang: vitals.lang,
      region: vitals.region,
      device: vitals.device,
      metric: vitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${vitals.value})`,
      count: sql<number>`count(*)`,
    })
    .from(vitals)
    .where(since ? and(gte(vitals.day, since)) : undefined)
    .groupBy(vitals.template, vitals.lang, vitals.region, vitals.device, vitals.metric)
    .orderBy(vitals.template, vitals.lang, vitals.region, vitals.device, vitals.metric);
  return rows.map((row) => ({ ...row, p75: Number(row.p75), count: Number(row.count) }));
}
