import type { MetadataRoute } from "next";
import { allPages } from "@/config/pages";
import { regionIds, regions } from "@/config/regions";
import { alternateLinks } from "@/lib/seo";

/** Every page in every region, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return regionIds.flatMap((region) =>
    allPages().map((path) => {
      const { canonical, languages } = alternateLinks(region, path, regions[region].defaultLang);
      return { url: canonical, alternates: { languages }, changeFrequency: "weekly" as const, priority: path === "/" ? 1 : 0.7 };
    }),
  );
}
