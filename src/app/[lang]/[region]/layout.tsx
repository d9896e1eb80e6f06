import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { isRegionId, regionIds } from "@/config/regions";
import { isLang } from "@/i18n/languages";
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
  const { lang, region } = await params;
  if (!isLang(lang) || !isRegionId(region)) notFound();
  setRequestLocale(lang);
  return (
    <>
      {children}
      {Analytics && site.gaId ? <Analytics gaId={site.gaId} lang={lang} region={region} /> : null}
    </>
  );
}
