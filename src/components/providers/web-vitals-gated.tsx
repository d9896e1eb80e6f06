/**
 * What `@/components/providers/web-vitals` resolves to in a build with NEXT_PUBLIC_GA_ID (the
 * alias is in next.config.ts): the consent gate (analytics.tsx) starts the Web Vitals code there,
 * in the chunk it loads with the prompt, so the layout's WebVitals renders nothing and, not being
 * a client component, ships no JavaScript (the 6 KB count, docs/consent-and-vitals.md).
 */
export function WebVitals(): null {
  return null;
}
