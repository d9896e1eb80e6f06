import { stringify } from "csv-stringify/sync";
import type { Lead } from "@/db/schema";
import { isLeadColumn, leadFormTable, type LeadFormTable } from "./forms";

/**
 * The export's columns, in order: the lead's own, one per field of the forms' table (`forms.ts`:
 * the columns of `leads`, then what only some forms ask), then how the lead came in.
 */
export function exportColumns(table: LeadFormTable = leadFormTable): string[] {
  return ["created_at", "form", "region", "lang", ...Object.keys(table.fields), "verified", "throttled", "honeypot", "consent_at", "consent_notice", "consent_notice_lang", "consent_notice_updated", "id"];
}

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, their fullwidth forms, which
 * some spreadsheets read as the same, or a tab or carriage return before one) starts with an
 * apostrophe instead, so that opening the file runs nothing (OWASP, "CSV injection"). Phone numbers
 * are E.164 (`+213…`) and get it too: Excel shows them as text. The sign is looked for after any
 * invisible format character or space the cell starts with (a zero-width joiner, which the
 * validation keeps for Arabic and Persian writing, could hide it: red team F39-6).
 */
export function neutralize(cell: string): string {
  const start = cell.replace(/^[\p{Cf}\p{Zs}]+/u, "");
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(start) ? `'${cell}` : cell;
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
export function leadsCsv(rows: readonly Lead[], table: LeadFormTable = leadFormTable): string {
  const columns = exportColumns(table);
  const records = rows.map((lead) => {
    const values: Record<string, unknown> = {
      created_at: lead.createdAt,
      form: lead.form,
      region: lead.region,
      lang: lead.lang,
      verified: lead.verified,
      throttled: lead.throttled,
      honeypot: lead.honeypot,
      consent_at: lead.consentAt,
      consent_notice: lead.consentNotice,
      consent_notice_lang: lead.consentNoticeLang,
      consent_notice_updated: lead.consentNoticeUpdated,
      id: lead.id,
    };
    for (const field of Object.keys(table.fields)) values[field] = isLeadColumn(field) ? lead[field] : lead.details[field];
    return columns.map((column) => neutralize(cellOf(values[column])));
  });
  return `\uFEFF${stringify([columns, ...records], { record_delimiter: "windows", quoted: true, escape_formulas: true })}`;
}
