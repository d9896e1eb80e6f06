/**
 * The one way the lead path writes to the server's log (docs/leads.md, "Nothing in the logs"): an
 * event's name and, for an error, only what tells its kind — a PostgreSQL error code and
 * constraint, a system error code, an HTTP status — never its message, which can hold the SQL
 * parameters (drizzle's `DrizzleQueryError` writes every one: the visitor's name, e-mail,
 * phone...) or a field's value.
 */
export type LeadLogLevel = "info" | "warn" | "error";

/** What kind of error this is, without anything it carries: `23505 leads_dedupe_key_unique`, `ECONNREFUSED`, `Error`. */
export function errorKind(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, status } = current as { code?: unknown; constraint?: unknown; status?: unknown };
    const safe = (value: unknown) => (typeof value === "string" && /^[\w.-]{1,64}$/.test(value)) || typeof value === "number";
    if (safe(code)) return [code, safe(constraint) ? constraint : null].filter(Boolean).join(" ");
    if (typeof status === "number") return `status ${status}`;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.constructor.name : typeof error;
}

/**
 * Writes one line: `[leads] <event>`, with an error's kind and counts. It takes no string but the
 * event's name, a fixed text of the code's: nothing a visitor typed can reach it.
 */
export function logLead(level: LeadLogLevel, event: string, counts: Record<string, number | boolean> = {}, error?: unknown): void {
  const parts = Object.entries(counts).map(([key, value]) => `${key}=${value}`);
  if (error !== undefined) parts.unshift(`error=${errorKind(error)}`);
  const line = `[leads] ${event}${parts.length ? ` (${parts.join(", ")})` : ""}`;
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
