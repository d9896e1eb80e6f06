import type { ReactNode } from "react";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { Menu } from "lucide-react";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { paletteCss } from "@/lib/openapi/highlight";
import { Container } from "@/components/ui/container";
import { SidebarNav, type SidebarGroup } from "@/components/ui/sidebar-nav";
import { ActiveSection } from "./active-section";
import { guideIds } from "./guide-ids";

type Props = { api: ApiId; hero: ReactNode; children: ReactNode };

/** The docs frame: hero, then a sticky contents sidebar (wide) or a contents menu (narrow) beside the sections. */
export async function DocsShell({ api, hero, children }: Props) {
  const t = await getTranslations("developer.docs");
  // The first two guides are the API's own: the typed message tree indexed by the API id keeps those keys checked.
  const copy = (await getMessages()).developer[api];
  // Tag and operation names come from the OpenAPI model, which carries its own three languages.
  const lang = await getLocale();
  const model = await loadApi(api);
  const groups: SidebarGroup[] = [
    {
      title: t("nav.guides"),
      items: [
        { href: `#${guideIds.overview}`, label: copy.overview.title },
        { href: `#${guideIds.start}`, label: copy.start.title },
        { href: `#${guideIds.auth}`, label: t("auth.title") },
        { href: `#${guideIds.errors}`, label: t("errors.title") },
        { href: `#${guideIds.pagination}`, label: t("pagination.title") },
        { href: `#${guideIds.rateLimits}`, label: t("rateLimits.title") },
        { href: `#${guideIds.webhooks}`, label: t("webhooks.title") },
      ],
    },
    {
      title: t("nav.reference"),
      items: model.tags.map((tag) => ({
        href: `#${tag.id}`,
        label: tag.name[lang],
        children: tag.operations.map((operation) => ({ href: `#${operation.id}`, label: operation.summary[lang] })),
      })),
    },
    {
      title: t("nav.events"),
      items: model.webhooks.map((event) => ({ href: `#${event.id}`, label: event.path, code: true })),
    },
    { title: t("nav.sdks"), items: [{ href: `#${guideIds.sdks}`, label: t("sdks.title") }] },
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
              <SidebarNav label={t("nav.label")} groups={groups} />
            </div>
          </aside>
          <div className="min-w-0">
            <details className="group border-line mb-8 rounded-xl border lg:hidden">
              <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden className="size-5" />
                {t("nav.menu")}
              </summary>
              <SidebarNav label={t("nav.menu")} groups={groups} className="border-line max-h-[70vh] overflow-y-auto border-t p-2" />
            </details>
            {children}
          </div>
        </div>
      </Container>
      <ActiveSection />
    </>
  );
}
