import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The secret the proxy puts in the header it hands a valid lead on with (`x-lead-submit`), which
 * the route handler requires (review I2): the route is the proxy's alone, and even if a request
 * ever reached it another way, it would not know this process's token. One per process, drawn at
 * first use and kept on `globalThis`, which the proxy's and the route's bundles share in a process.
 */
const key = Symbol.for("site.leads.submitToken");
type Holder = { [key]?: string };

export function submitToken(): string {
  const holder = globalThis as Holder;
  holder[key] ??= randomBytes(24).toString("base64url");
  return holder[key];
}

/** Whether a token is this process's, compared in constant time. */
export function isSubmitToken(value: string | null): boolean {
  if (!value) return false;
  const expected = Buffer.from(submitToken());
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
