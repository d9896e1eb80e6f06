import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { isRegionId, regionIds } from "@/config/regions";
import { isLang } from "@/config/languages";
import { pageContext } from "@/lib/page";
// Built without NEXT_PUBLIC_GA_ID, this module is analytics-off.tsx (next.config.ts): no analytics code ships.
import { Analytics } from "@/components/providers/analytics";
import { WebVitals } from "@/components/providers/web-vitals";
import { localHref } from "@/i18n/links";
import { listedParams } from "@/lib/test-prerender";

export function generateStaticParams({ params }: { params: { lang?: string } }) {
  return listedParams(
    params,
    regionIds.map((region) => ({ region })),
  );
}

/** No other region is rendered on demand (as for languages, ../layout.tsx). */
export const dynamicParams = false;

/** Validates the region segment; everything below is static per language and region. */
export default async function RegionLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string; region: string }> }) {
  const raw = await params;
  if (!isLang(raw.lang) || !isRegionId(raw.region)) notFound();
  const { lang, region } = await pageContext({ params });
  const t = await getTranslations("consent");
  // The prompt's words are props: only a build with analytics renders them (SPEC 11). Its text goes
  // as sentences, one block each (consent-prompt.tsx), split here rather than in the page's script.
  const copy = site.gaId
    ? {
        title: t("title"),
        body: t("body").split(/(?<=[.!?؟])\s+/),
        accept: t("accept"),
        refuse: t("refuse"),
        policy: t("policy"),
        policyHref: localHref(region, "/app/cookie"),
      }
    : null;
  return (
    <>
      {children}
      {/* The gate starts the Web Vitals code itself: one component fewer in the page's JavaScript. */}
      {site.gaId && copy ? <Analytics gaId={site.gaId} lang={lang} region={region} copy={copy} /> : <WebVitals lang={lang} />}
    </>
  );
}
