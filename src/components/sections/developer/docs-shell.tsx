import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Menu } from "lucide-react";
import type { Lang } from "@/config/languages";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { paletteCss } from "@/lib/openapi/highlight";
import { Container } from "@/components/ui/container";
import { SidebarNav, type SidebarGroup } from "@/components/ui/sidebar-nav";
import { ActiveSection } from "./active-section";
import { guideIds } from "./guide-ids";

type Props = { api: ApiId; lang: Lang; hero: ReactNode; children: ReactNode };

/** The docs frame: hero, then a sticky contents sidebar (wide) or a contents menu (narrow) beside the sections. */
export async function DocsShell({ api, lang, hero, children }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer" });
  const model = await loadApi(api);
  const groups: SidebarGroup[] = [
    {
      title: t("docs.nav.guides"),
      items: [
        { href: `#${guideIds.overview}`, label: t(`${api}.overview.title`) },
        { href: `#${guideIds.start}`, label: t(`${api}.start.title`) },
        { href: `#${guideIds.auth}`, label: t("docs.auth.title") },
        { href: `#${guideIds.errors}`, label: t("docs.errors.title") },
        { href: `#${guideIds.pagination}`, label: t("docs.pagination.title") },
        { href: `#${guideIds.rateLimits}`, label: t("docs.rateLimits.title") },
        { href: `#${guideIds.webhooks}`, label: t("docs.webhooks.title") },
      ],
    },
    {
      title: t("docs.nav.reference"),
      items: model.tags.map((tag) => ({
        href: `#${tag.id}`,
        label: tag.name[lang],
        children: tag.operations.map((operation) => ({ href: `#${operation.id}`, label: operation.summary[lang] })),
      })),
    },
    {
      title: t("docs.nav.events"),
      items: model.webhooks.map((event) => ({ href: `#${event.id}`, label: event.path, code: true })),
    },
    { title: t("docs.nav.sdks"), items: [{ href: `#${guideIds.sdks}`, label: t("docs.sdks.title") }] },
  ];

  return (
    <>
      {/* Token colours of every highlighted block (see highlight.ts); React hoists it into <head>. */}
      <style href="cirta-code-palette" precedence="default">
        {paletteCss}
      </style>
      {hero}
      <Container className="pb-16">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[17rem_minmax(0,1fr)]">
          <aside className="hidden lg:block">
            <div className="sticky top-[calc(var(--header-height)+1rem)] max-h-[calc(100vh-var(--header-height)-2rem)] overflow-y-auto py-2 pe-2">
              <SidebarNav label={t("docs.nav.label")} groups={groups} />
            </div>
          </aside>
          <div className="min-w-0">
            <details className="group border-line mb-8 rounded-xl border lg:hidden">
              <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden className="size-5" />
                {t("docs.nav.menu")}
              </summary>
              <SidebarNav label={t("docs.nav.menu")} groups={groups} className="border-line max-h-[70vh] overflow-y-auto border-t p-2" />
            </details>
            {children}
          </div>
        </div>
      </Container>
      <ActiveSection />
    </>
  );
}
