/** Anchor ids of the guide sections, in page order (deep links and sidebar targets). */
export const guideIds = {
  overview: "overview",
  start: "getting-started",
  auth: "authentication",
  errors: "errors",
  pagination: "pagination",
  rateLimits: "rate-limits",
  webhooks: "webhooks",
  events: "webhook-events",
  sdks: "sdks",
} as const;
