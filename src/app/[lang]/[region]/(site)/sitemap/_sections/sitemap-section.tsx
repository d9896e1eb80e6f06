import Link from "next/link";
import { getLocale, getMessages } from "next-intl/server";
import { Rss } from "@/components/icons/lucide";
import { feeds, type SitePath } from "@/config/routes";
import { getRegion, regionHref } from "@/i18n/region";
import { allPages } from "@/lib/content/pages";
import { loadApi } from "@/lib/openapi/load";
import { referencePages } from "@/lib/openapi/model";
import { apiIds } from "@/config/apis";
import { sitemapEntries, sitemapGroups, type PageLabel } from "@/lib/sitemap-groups";
import { Container } from "@/components/ui/container";
import { pageMessages } from "@/lib/page";
import { pageMeta } from "@/lib/page-meta";

/** Every page of the region from `allPages()`, grouped by section, with localized labels. */
export async function SitemapSection() {
  const lang = await getLocale();
  const { navigation } = await getMessages();
  const sitemap = await pageMessages("/sitemap");
  const groups = sitemapEntries(allPages());
  // Collection items are named by their title, from the one source of titles (pageMeta).
  const region = getRegion();
  const items = Object.values(groups)
    .flat()
    .filter(({ label }) => label.kind === "news" || label.kind === "career" || label.kind === "help");
  const titles = new Map(await Promise.all(items.map(async ({ path }) => [path, (await pageMeta(lang, region, path)).title] as const)));
  // Reference pages are named like their `h1`: the operation's summary from the OpenAPI document.
  const references = Object.fromEntries(
    await Promise.all(
      apiIds.map(
        async (api) => [api, new Map(referencePages(await loadApi(api)).map((page) => [page.slug, page.operation.summary[lang]]))] as const,
      ),
    ),
  );
  const label = (value: PageLabel, path: SitePath): string => {
    switch (value.kind) {
      case "nav":
        return navigation.items[value.key].label;
      case "page":
        return sitemap.pages[value.key];
      case "news":
      case "career":
      case "help":
        return titles.get(path) ?? value.slug;
      case "reference":
        return references[value.api]?.get(value.slug) ?? value.slug;
    }
  };
  return (
    <Container className="grid gap-10 py-12 md:grid-cols-2 md:py-16 xl:grid-cols-3">
      {sitemapGroups.map((group) =>
        groups[group].length === 0 ? null : (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="text-xl font-bold">
              {sitemap.groups[group]}
            </h2>
            <ul className="mt-4 space-y-2">
              {groups[group].map((entry) => (
                <li key={entry.path} className={entry.depth ? "ps-5 text-sm" : undefined}>
                  <Link href={regionHref(entry.path)} prefetch={false} className="text-accent hover:underline">
                    {label(entry.label, entry.path)}
                  </Link>
                </li>
              ))}
              {group === "company"
                ? feeds.map((feed) => (
                    // The feed URL names the language (`?lang=`): the same URL serves every language.
                    <li key={feed}>
                      <a
                        href={`${regionHref(feed)}?lang=${lang}`}
                        type="application/rss+xml"
                        className="text-accent inline-flex items-center gap-2 hover:underline"
                      >
                        <Rss aria-hidden className="size-4" />
                        {sitemap.pages.feed}
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
