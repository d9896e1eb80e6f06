import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { pageMetadata } from "@/lib/seo";

export type PageParams = { params: Promise<{ lang: string; region: string }> };
export type CompanyPageKey = "about" | "news" | "career" | "partner" | "investor" | "legal" | "accessibility" | "sitemap";

/** The typed route params of a page under `[lang]/[region]`. */
export async function pageParams(params: PageParams["params"]): Promise<{ lang: Lang; region: RegionId }> {
  return (await params) as { lang: Lang; region: RegionId };
}

/** `generateMetadata` of a company page whose title and description live under `company.metadata.<key>`. */
export function companyMetadata(key: CompanyPageKey, path: string, extra?: (lang: Lang, region: RegionId) => Promise<Partial<Metadata>>) {
  return async function generateMetadata({ params }: PageParams): Promise<Metadata> {
    const { lang, region } = await pageParams(params);
    const t = await getTranslations({ locale: lang, namespace: "company.metadata" });
    const base = pageMetadata({ lang, region, path, title: t(`${key}.title`), description: t(`${key}.description`) });
    if (!extra) return base;
    const more = await extra(lang, region);
    return { ...base, ...more, alternates: { ...base.alternates, ...more.alternates } };
  };
}
