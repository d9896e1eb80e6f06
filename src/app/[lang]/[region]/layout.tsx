import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { isRegionId, regionIds } from "@/config/regions";
import { isLang } from "@/config/languages";
import { pageContext } from "@/lib/page";
// Built without NEXT_PUBLIC_GA_ID, this module is analytics-off.tsx (next.config.ts): no analytics code ships.
import { Analytics } from "@/components/providers/analytics";

export function generateStaticParams() {
  return regionIds.map((region) => ({ region }));
}

/** No other region is rendered on demand (as for languages, ../layout.tsx). */
export const dynamicParams = false;

/** Validates the region segment; everything below is static per language and region. */
export default async function RegionLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string; region: string }> }) {
  const raw = await params;
  if (!isLang(raw.lang) || !isRegionId(raw.region)) notFound();
  const { lang, region } = await pageContext({ params });
  return (
    <>
      {children}
      {site.gaId ? <Analytics gaId={site.gaId} lang={lang} region={region} /> : null}
    </>
  );
}
