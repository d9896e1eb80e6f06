/**
 * The business section's pages, as region-less paths (`/business/...`), including
 * collection items (one path per slug). `/sitemap.xml` lists each of them
 * in every region with its language alternates.
 */
export function businessPages(): string[] {
  return [
    "/business/pay",
    "/business/pay/method",
    "/business/pay/link",
    "/business/pay/pricing",
    "/business/pay/help",
    "/business/pro",
    "/business/pro/pricing",
    "/business/pro/help",
  ];
}
