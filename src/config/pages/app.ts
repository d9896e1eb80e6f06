import { helpSlugs } from "@/lib/app/help";

/** The personal section's own pages (the legal pages `/app/term`, `/app/privacy`, `/app/cookie` are registered by their owner). */
export const appRoutes = [
  "/app",
  "/app/wallet",
  "/app/topup",
  "/app/voucher",
  "/app/payment",
  "/app/reward",
  "/app/contact",
  "/app/profile",
  "/app/pricing",
  "/app/download",
  "/app/help",
] as const;

/**
 * The app section's pages, as region-less paths (`/app/...`), including
 * collection items (one path per slug). `/sitemap.xml` lists each of them
 * in every region with its language alternates.
 */
export function appPages(): string[] {
  return [...appRoutes, ...helpSlugs().map((slug) => `/app/help/${slug}`)];
}
