import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { isRegionId, regionIds } from "@/config/regions";
import { isLang } from "@/i18n/languages";
import { Analytics } from "@/components/providers/analytics";

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
      {site.gaId ? <Analytics gaId={site.gaId} lang={lang} region={region} /> : null}
    </>
  );
}
