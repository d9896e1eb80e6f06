import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { Menu } from "@/components/icons/lucide";
import type { ApiId } from "@/config/apis";
import { sdkPageKeys } from "@/data/sdks";
import { loadApi } from "@/lib/openapi/load";
import { codeCss } from "@/lib/openapi/highlight";
import { hasPagedList, referencePages, type ReferencePage } from "@/lib/openapi/model";
import { referencePath } from "@/lib/openapi/slug";
import { regionHref } from "@/i18n/region";
import { Container } from "@/components/ui/container";
import { SidebarLinks, SidebarNav, type SidebarGroup, type SidebarItem } from "@/components/ui/sidebar-nav";
import { ActiveSection } from "./active-section";
import { KEY_ENV } from "@/lib/openapi/samples";
import { site } from "@/config/site";
import { guideIds } from "./guide-ids";
import { pageMessages } from "@/lib/page";

type Props = {
  api: ApiId;
  hero: ReactNode;
  /** The page being shown: null for the API's docs page, `"sdks"` for its SDK page, `"webhooks"` for its webhooks page, else a reference page's slug. */
  current: string | null;
  children: ReactNode;
};

/**
 * The docs frame of an API's docs page and of its reference pages: hero, then a sticky
 * contents sidebar (wide) or a contents menu (narrow) beside the sections. The contents are
 * the same on every page of the API: guides, tags (the docs page's reference index, with the
 * operations of the tag being read), webhook events, the SDK page.
 */
export async function DocsShell({ api, hero, current, children }: Props) {
  const t = await getTranslations("developer.docs");
  const sdks = await getTranslations("developer.docs.sdks");
  // The first two guides are the API's own: the typed message tree indexed by the API id keeps those keys checked.
  const copy = await pageMessages(`/developer/${api}`);
  // Tag and operation names come from the OpenAPI model, which carries its own three languages.
  const lang = await getLocale();
  const model = await loadApi(api);
  const pages = referencePages(model);
  const shown = pages.find((page) => page.slug === current);
  /** An anchor of the docs page: in-page there, a link to it from a reference page. */
  const docs = (id: string) => (current === null ? `#${id}` : `${regionHref(`/developer/${api}`)}#${id}`);
  const reference = (page: ReferencePage, label: string): SidebarItem => ({
    href: regionHref(referencePath(api, page.slug)),
    label,
    current: page.slug === current,
  });
  const groups: SidebarGroup[] = [
    {
      title: t("nav.guides"),
      items: [
        { href: docs(guideIds.overview), label: copy.overview.title },
        { href: docs(guideIds.start), label: copy.start.title },
        { href: docs(guideIds.auth), label: t("auth.title") },
        { href: docs(guideIds.errors), label: t("errors.title") },
        ...(hasPagedList(model) ? [{ href: docs(guideIds.pagination), label: t("pagination.title") }] : []),
        { href: docs(guideIds.rateLimits), label: t("rateLimits.title") },
        { href: docs(guideIds.webhooks), label: t("webhooks.title") },
      ],
    },
    {
      title: t("nav.reference"),
      items: model.tags.map((tag) => ({
        href: docs(tag.id),
        label: tag.name[lang],
        // The operations of the tag being read; the docs page lists them all in its reference index.
        children:
          shown?.tag === tag
            ? pages.filter((page) => page.tag === tag).map((page) => reference(page, page.operation.summary[lang]))
            : undefined,
      })),
    },
    {
      title: t("nav.events"),
      items: [
        // The key's endpoints and deliveries first, then the events' reference pages.
        { href: regionHref(`/developer/${api}/webhooks`), label: t("sandbox.webhooks.nav"), current: current === "webhooks" },
        ...pages.filter((page) => !page.tag).map((page) => reference(page, page.operation.path)),
      ],
    },
    {
      title: sdks(sdkPageKeys(api).title),
      items: [{ href: regionHref(`/developer/${api}/sdks`), label: sdks(sdkPageKeys(api).title), current: current === "sdks" }],
    },
  ];

  // One element for the sidebar and the narrow-screen menu: the React payload carries it once.
  const contents = <SidebarLinks groups={groups} />;

  return (
    <>
      {/* Colours of every highlighted block (see highlight.ts); React hoists it into <head>. */}
      <style href="code-palette" precedence="default">
        {codeCss}
      </style>
      {hero}
      <Container className="pb-16">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[17rem_minmax(0,1fr)]">
          {/* Not an <aside>: the navigation inside is the landmark, named; a nameless complementary around it only added noise. */}
          <div className="hidden lg:block">
            <div className="sticky top-[calc(var(--header-height)+1rem)] max-h-[calc(100vh-var(--header-height)-2rem)] overflow-y-auto py-2 pe-2">
              <SidebarNav label={t("nav.label")}>{contents}</SidebarNav>
            </div>
          </div>
          <div className="min-w-0">
            <details className="group border-line mb-8 rounded-xl border lg:hidden">
              <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden className="size-5" />
                {t("nav.menu")}
              </summary>
              <SidebarNav label={t("nav.menu")} className="border-line max-h-[70vh] overflow-y-auto border-t p-2">
                {contents}
              </SidebarNav>
            </details>
            {children}
          </div>
        </div>
      </Container>
      <ActiveSection api={api} keyEnv={KEY_ENV} siteUrl={site.url} />
    </>
  );
}
