import type { Metadata } from "next";
import { site } from "@/config/site";
import { regions, type RegionId } from "@/config/regions";
import { langs, type Lang } from "@/config/languages";
import { localHref } from "@/i18n/links";
import { ogImageMetadata } from "@/lib/og/paths";

const ogLocales: Record<Lang, string> = { en: "en_GB", fr: "fr_FR", ar: "ar_DZ" };

/** Absolute URL of a region-less path on a region's site, with `?lang` when given. */
export function absoluteUrl(region: RegionId, path: string, lang?: Lang): string {
  return `${site.url}${localHref(region, path)}${lang ? `?lang=${lang}` : ""}`;
}

/**
 * SPEC 2's SEO links for one page: canonical (with `?lang` only when it is
 * not the region's default), one alternate per language, x-default, and the
 * region alternate (`ar-DZ`, or `ar-MA` on Moroccan pages).
 */
export function alternateLinks(region: RegionId, path: string, lang: Lang) {
  const canonical = absoluteUrl(region, path, lang === regions[region].defaultLang ? undefined : lang);
  const languages: Record<string, string> = {};
  for (const code of langs) languages[code] = absoluteUrl(region, path, code);
  languages["x-default"] = absoluteUrl(region, path);
  const regional = region === "ma" ? "ma" : "dz";
  languages[`ar-${regional.toUpperCase()}`] = absoluteUrl(regional, path);
  return { canonical, languages };
}

type PageMetadataInput = {
  lang: Lang;
  region: RegionId;
  /** Region-less path of the page, e.g. `/` or `/app/wallet`. */
  path: string;
  title: string;
  description: string;
  /** Use the title as it is, without the " | <brand>" template. */
  absoluteTitle?: boolean;
};

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags of a page, with its share image. */
export function pageMetadata({ lang, region, path, title, description, absoluteTitle }: PageMetadataInput): Metadata {
  const { canonical, languages } = alternateLinks(region, path, lang);
  // The page's own image (src/lib/og), drawn at build with its title in its language.
  const images = ogImageMetadata(lang, region, path, title);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      siteName: site.name,
      title,
      description,
      url: canonical,
      locale: ogLocales[lang],
      alternateLocale: langs.filter((code) => code !== lang).map((code) => ogLocales[code]),
      images: images.openGraph,
    },
    twitter: { card: "summary_large_image", title, description, images: images.twitter },
  };
}
