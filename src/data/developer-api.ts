/**
 * Operating facts of the company's APIs that the developer docs show next to the
 * translated guides. Rate limits, retry schedule and sandbox card numbers are
 * company settings: these are plausible defaults until operations confirm them.
 */
import type { ApiId } from "@/config/apis";

/** Requests per second per secret key, by mode. */
export const rateLimits = { live: 100, test: 25 } as const satisfies Record<"live" | "test", number>;

/** Delay before each webhook retry, in minutes, after a delivery gets no 2xx within 10 s. */
export const webhookRetryMinutes = [1, 5, 30, 120, 360, 720, 1440] as const;

/** Webhook answer timeout, in seconds. */
export const webhookTimeoutSeconds = 10;

/** Page size bounds of list endpoints. */
export const pageSize = { default: 20, max: 100 } as const;

/** Sandbox cards: in test mode these numbers succeed or fail on purpose (`cardOutcome` in src/lib/sandbox/pay.ts). No real money moves. */
export const testCards = [
  { network: "CIB", number: "6280 5800 0000 0001", outcome: "paid" },
  { network: "Edahabia", number: "6280 7000 0000 0002", outcome: "paid" },
  { network: "CIB", number: "6280 5800 0000 0019", outcome: "failed" },
  { network: "Edahabia", number: "6280 7000 0000 0028", outcome: "failed" },
  { network: "CIB", number: "6280 5800 0000 0035", outcome: "insufficientFunds" },
] as const satisfies readonly { network: string; number: string; outcome: "paid" | "failed" | "insufficientFunds" }[];


/** Example webhook event type used in each API's verification sample. */
export const exampleEvent = { pay: "checkout.paid", pro: "topup.succeeded" } as const satisfies Record<ApiId, string>;
