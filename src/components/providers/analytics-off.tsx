/**
 * What `@/components/providers/analytics` resolves to in a build without
 * NEXT_PUBLIC_GA_ID (the alias is in next.config.ts): nothing to render, and,
 * not being a client component, no JavaScript in any page. A dead branch
 * around the real client component was not enough: its code still shipped.
 */
export function Analytics(): null {
  return null;
}
