/** Anchor ids of the guide sections, in page order (deep links and sidebar targets). */
export const guideIds = {
  overview: "overview",
  start: "getting-started",
  auth: "authentication",
  errors: "errors",
  pagination: "pagination",
  rateLimits: "rate-limits",
  webhooks: "webhooks",
  /** The index of the reference pages. */
  reference: "reference",
  /** The index of the webhook events (their page is `/developer/<api>/reference/webhook-events`). */
  events: "webhook-events",
  sdks: "sdks",
} as const;
