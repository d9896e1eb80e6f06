import type { MetadataRoute } from "next";
import { allPages } from "@/lib/content/pages";
import { regionIds, regions } from "@/config/regions";
import { absoluteUrl, alternateLinks } from "@/lib/seo";
import { feeds as feedPaths } from "@/config/routes";
import { langs } from "@/config/languages";

/** Every page in every region, each with its hreflang alternates; then the news feed of each region and language. */
export default function sitemap(): MetadataRoute.Sitemap {
  const feeds = regionIds.flatMap((region) =>
    feedPaths.flatMap((path) => langs.map((lang) => ({ url: absoluteUrl(region, path, lang), changeFrequency: "daily" as const, priority: 0.3 }))),
  );
  const pages = regionIds.flatMap((region) =>
    allPages().map((path) => {
      const { canonical, languages } = alternateLinks(region, path, regions[region].defaultLang);
      return { url: canonical, alternates: { languages }, changeFrequency: "weekly" as const, priority: path === "/" ? 1 : 0.7 };
    }),
  );
  return [...pages, ...feeds];
}
