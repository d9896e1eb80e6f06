/**
 * The developer section's pages, as region-less paths (`/developer/...`), including
 * collection items (one path per slug). `/sitemap.xml` lists each of them
 * in every region with its language alternates. The legal pages
 * (`/developer/term`, ...) are registered by their owner.
 */
export function developerPages(): string[] {
  return ["/developer/pay", "/developer/pro"];
}
