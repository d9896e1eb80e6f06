import type { ErrorCode } from "./validate";

/** Why a submission was refused as a whole (not one field): each has its status and its sentence (`leadForms.failure`). */
export const failureStatus = { rejected: 400, tooLarge: 413, limited: 429, unavailable: 503 } as const;
export type FailureCode = keyof typeof failureStatus;

/**
 * What the page shows after a POST (docs/leads.md): the form again with the visitor's values and
 * an error per field (`invalid`), a sentence for the whole form (`failed`), or the thank-you
 * (`sent`). The JSON answer to a script's POST is the same object.
 */
export type LeadReply =
  | { status: "sent" }
  | { status: "invalid"; errors: Partial<Record<string, ErrorCode>>; values: Record<string, string | string[]> }
  | { status: "failed"; failure: FailureCode; values: Record<string, string | string[]> };

/** The request header through which the proxy hands a reply to the reply page (never from a client: the proxy sets it). */
export const replyHeader = "x-lead-reply";

/**
 * The query of the page a 303 after a POST leads to: `?reply=sent` shows the thank-you,
 * `?reply=limited` and `?reply=unavailable` the form with that sentence (a POST without
 * JavaScript that the rate limit or the database refused). Anything else is the plain page.
 */
export const replyParam = "reply";

/** The reply a `?reply=` value stands for, or null. */
export function replyOfQuery(value: string | null): LeadReply | null {
  if (value === "sent") return { status: "sent" };
  if (value === "limited" || value === "unavailable") return { status: "failed", failure: value, values: {} };
  return null;
}

/** A reply as a header value (base64url of its JSON: any text, any language, in one ASCII line). */
export function encodeReply(reply: LeadReply): string {
  return Buffer.from(JSON.stringify(reply), "utf8").toString("base64url");
}

/** The reply a header carries, or null for anything that is not one. */
export function decodeReply(value: string | null | undefined): LeadReply | null {
  if (!value) return null;
  try {
    const reply = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as LeadReply;
    return reply && typeof reply === "object" && ["sent", "invalid", "failed"].includes(reply.status) ? reply : null;
  } catch {
    return null;
  }
}
