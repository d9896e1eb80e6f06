import type { Metadata } from "next";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { formatLocale } from "@/i18n/formats";
import { pageMetadata } from "@/lib/seo";
import { businessMessages } from "./messages";

export type BusinessPageProps = { params: Promise<{ lang: string; region: string }> };

/** A business page's params, typed, with its number/date locale (`ar-DZ-u-nu-latn`, ...). */
export async function businessParams(props: BusinessPageProps) {
  const { lang, region } = (await props.params) as { lang: Lang; region: RegionId };
  return { lang, region, locale: formatLocale(lang, region) };
}

/** Title and description from `business.<page>.metadata`, with SEO links for the region-less `path`. */
export async function businessMetadata(props: BusinessPageProps, page: string, path: string): Promise<Metadata> {
  const { lang, region } = await businessParams(props);
  const { text } = await businessMessages(lang);
  return pageMetadata({ lang, region, path, title: text(`${page}.metadata.title`), description: text(`${page}.metadata.description`) });
}
