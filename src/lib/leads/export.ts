import { stringify } from "csv-stringify/sync";
import type { Lead } from "@/db/schema";

/** The export's columns, in order: the lead's own, then what only some forms ask. */
export const exportColumns = [
  "created_at",
  "form",
  "region",
  "lang",
  "name",
  "organisation",
  "email",
  "phone",
  "message",
  "volume",
  "website",
  "wilaya",
  "terminal",
  "topic",
  "interests",
  "verified",
  "throttled",
  "honeypot",
  "consent_at",
  "consent_notice",
  "id",
] as const;

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, their fullwidth forms, which
 * some spreadsheets read as the same, or a tab or carriage return before one) starts with an
 * apostrophe instead, so that opening the file runs nothing (OWASP, "CSV injection"). Phone numbers
 * are E.164 (`+213…`) and get it too: Excel shows them as text.
 */
export function neutralize(cell: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? `'${cell}` : cell;
}

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(" ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/**
 * The leads as CSV for the team: UTF-8 with a byte order mark (Excel then shows Arabic as
 * Arabic), one header row, every field quoted (a `;`, the list separator of French and Arabic
 * locales, never splits a cell) and every cell neutralized against formulas (ours, and
 * csv-stringify's own `escape_formulas` behind it).
 */
export function leadsCsv(rows: readonly Lead[]): string {
  const records = rows.map((lead) => {
    const values: Record<(typeof exportColumns)[number], unknown> = {
      created_at: lead.createdAt,
      form: lead.form,
      region: lead.region,
      lang: lead.lang,
      name: lead.name,
      organisation: lead.organisation,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      volume: lead.details.volume,
      website: lead.details.website,
      wilaya: lead.details.wilaya,
      terminal: lead.details.terminal,
      topic: lead.details.topic,
      interests: lead.details.interests,
      verified: lead.verified,
      throttled: lead.throttled,
      honeypot: lead.honeypot,
      consent_at: lead.consentAt,
      consent_notice: lead.consentNotice,
      id: lead.id,
    };
    return exportColumns.map((column) => neutralize(cellOf(values[column])));
  });
  return `\uFEFF${stringify([[...exportColumns], ...records], { record_delimiter: "windows", quoted: true, escape_formulas: true })}`;
}
