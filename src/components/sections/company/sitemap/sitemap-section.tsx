import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Rss } from "lucide-react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { allPages } from "@/lib/content/pages";
import { feeds } from "@/config/routes";
import { localHref } from "@/i18n/links";
import { newsList } from "@/lib/content/news";
import { careerList } from "@/lib/content/career";
import { sitemapEntries, sitemapGroups, type PageLabel } from "@/lib/company/sitemap-groups";
import { Container } from "@/components/ui/container";

/** Every page of the region from `allPages()`, grouped by section, with localized labels. */
export async function SitemapSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.sitemap" });
  const nav = await getTranslations({ locale: lang, namespace: "navigation.items" });
  const titles = new Map<string, string>([
    ...newsList(lang).map((item) => [`news:${item.slug}`, item.title] as const),
    ...careerList(lang).map((job) => [`career:${job.slug}`, job.data.title] as const),
  ]);
  const label = (value: PageLabel): string => {
    switch (value.kind) {
      case "nav":
        return nav(`${value.key}.label` as Parameters<typeof nav>[0]);
      case "page":
        return t(`pages.${value.key}` as Parameters<typeof t>[0]);
      case "news":
      case "career":
        return titles.get(`${value.kind}:${value.slug}`) ?? value.slug;
      case "text":
        return value.text;
    }
  };
  const groups = sitemapEntries(allPages());
  return (
    <Container className="grid gap-10 py-12 md:grid-cols-2 md:py-16 xl:grid-cols-3">
      {sitemapGroups.map((group) =>
        groups[group].length === 0 ? null : (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="text-xl font-bold">{t(`groups.${group}`)}</h2>
            <ul className="mt-4 space-y-2">
              {groups[group].map((entry) => (
                <li key={entry.path} className={entry.depth ? "ps-5 text-sm" : undefined}>
                  <Link href={localHref(region, entry.path)} prefetch={false} className="text-accent hover:underline">
                    {label(entry.label)}
                  </Link>
                </li>
              ))}
              {group === "company"
                ? feeds.map((feed) => (
                    <li key={feed}>
                      <a href={`${localHref(region, feed)}?lang=${lang}`} type="application/rss+xml" className="inline-flex items-center gap-2 text-accent hover:underline">
                        <Rss aria-hidden className="size-4" />
                        {t("pages.feed")}
                      </a>
                    </li>
                  ))
                : null}
            </ul>
          </section>
        ),
      )}
    </Container>
  );
}
