import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import type { ApiId } from "@/lib/openapi/types";
import { pageMetadata } from "@/lib/seo";

export type DocsPageProps = { params: Promise<{ lang: string; region: string }> };

/** `generateMetadata` of an API's docs page. */
export function docsMetadata(api: ApiId) {
  return async function generateMetadata({ params }: DocsPageProps): Promise<Metadata> {
    const { lang, region } = (await params) as { lang: Lang; region: RegionId };
    const t = await getTranslations({ locale: lang, namespace: `developer.${api}.meta` });
    return pageMetadata({ lang, region, path: `/developer/${api}`, title: t("title"), description: t("description") });
  };
}
