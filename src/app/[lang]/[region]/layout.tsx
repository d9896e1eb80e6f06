import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { isRegionId, regionIds } from "@/config/regions";
import { isLang } from "@/config/languages";
import { pageContext } from "@/lib/page";
import dynamic from "next/dynamic";

// Only when a measurement id is configured at build: without one the import is
// removed from the bundle (the variable is inlined), so no analytics code ships.
const Analytics = process.env.NEXT_PUBLIC_GA_ID
  ? dynamic(() => import("@/components/providers/analytics").then((m) => m.Analytics))
  : null;

export function generateStaticParams() {
  return regionIds.map((region) => ({ region }));
}

/** Validates the region segment; everything below is static per language and region. */
export default async function RegionLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string; region: string }> }) {
  const raw = await params;
  if (!isLang(raw.lang) || !isRegionId(raw.region)) notFound();
  const { lang, region } = await pageContext({ params });
  return (
    <>
      {children}
      {Analytics && site.gaId ? <Analytics gaId={site.gaId} lang={lang} region={region} /> : null}
    </>
  );
}
