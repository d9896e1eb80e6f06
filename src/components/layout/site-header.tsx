import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { regions } from "@/config/regions";
import { loginTargets } from "@/config/site";
import { getRegion, regionHref } from "@/i18n/region";
import type { Section } from "@/config/sections";
import type { Highlight } from "@/config/navigation";
import { Container } from "@/components/ui/container";
import { Logo } from "./logo";
import { AutoHideHeader } from "./auto-hide-header";
import { DesktopNav } from "./desktop-nav";
import { MobileDrawer } from "./mobile-drawer";
import { ThemeToggle } from "./theme-toggle";
import { LocalePicker } from "./locale-picker";
import { comingSoonRegions, resolveMenus, localeFormLabels } from "./shell-data";
import { searchPath } from "@/config/routes";
import { SiteSearch } from "@/components/search/site-search";
import { searchLabels } from "@/components/search/search-labels";

type SiteHeaderProps = { section: Section; highlight: Highlight };

/**
 * An empty mark at the header's end, which the page's head names in `<link rel="expect"
 * blocking="render">`: the browser draws no frame before it, so before the whole header is parsed.
 * On a slow network the HTML arrives in pieces and a browser paints what it has; a header drawn
 * half-parsed moved when its other half came (the buttons' group is pushed to the end, so each
 * button that arrives moves the ones before it; tests/e2e/header.spec.ts, "a header that arrives in
 * two pieces"). The mark, not the header: Chromium unblocks as soon as the named element is in the
 * document, its start tag. Chromium since 124; other browsers ignore the link.
 */
export const HEADER_END_ID = "site-header-end";

/** The banner: Home and the five menus, colour mode, locale picker, log-in. */
export async function SiteHeader({ section, highlight }: SiteHeaderProps) {
  const t = await getTranslations("navigation");
  const th = await getTranslations("header");
  const tl = await getTranslations("localePicker");
  const tc = await getTranslations("common");
  const lang = await getLocale();
  const region = getRegion();
  const menus = regions[region].showMenus ? await resolveMenus(highlight) : [];
  const homeHref = regionHref("/");
  const search = { lang, region, action: regionHref(searchPath), labels: await searchLabels() };

  return (
    <AutoHideHeader>
      {/* React puts the link in the document's head (it is in the shell, so in the first bytes sent). */}
      <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      <Container className="flex h-(--header-height) items-center gap-2">
        {menus.length > 0 ? (
          <MobileDrawer
            openLabel={t("openMenu")}
            title={t("menuTitle")}
            closeLabel={tc("close")}
            navLabel={t("label")}
            homeLabel={t("home")}
            homeHref={homeHref}
            loginLabel={t("login")}
            loginHref={loginTargets[section]}
            menus={menus}
            search={search}
          />
        ) : null}
        {/* Not prefetched: the logo is in the viewport of every page, and its prefetch fetched the home's
            data (three requests, about 15 KB) on each page view, the home itself included. */}
        <Link href={homeHref} prefetch={false} aria-label={th("homeLabel")} className="me-2 inline-flex items-center rounded-full">
          <Logo compact />
        </Link>
        {menus.length > 0 ? (
          <DesktopNav label={t("label")} homeLabel={t("home")} homeHref={homeHref} menus={menus} homeActive={highlight === "home"} />
        ) : (
          <nav aria-label={t("label")}>
            {/* Below 540 px the logo is the way home: the link stays for screen readers, making room for search and log-in. */}
            <Link href={homeHref} prefetch={false} className="hover:bg-surface-muted inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold max-[540px]:sr-only">
              {t("home")}
            </Link>
          </nav>
        )}
        <div className="ms-auto flex items-center gap-1">
          {/* The field from 992 px; below, in the menu's drawer, or (Morocco, no drawer) a link to the results page. */}
          <SiteSearch variant="header" {...search} />
          {menus.length === 0 ? (
            <a href={search.action} aria-label={search.labels.label} className="hover:bg-surface-muted inline-flex size-11 items-center justify-center rounded-full lg:hidden">
              <i aria-hidden className="site-search-icon static size-5 text-ink" />
            </a>
          ) : null}
          <ThemeToggle label={th("themeToggle")} />
          {/* A client component: it cannot read the request context, so it gets the current language and region. */}
          <LocalePicker
            lang={lang}
            region={region}
            triggerLabel={th("localeTrigger")}
            title={tl("title")}
            description={tl("description")}
            closeLabel={tc("close")}
            labels={await localeFormLabels()}
            comingSoonRegions={comingSoonRegions}
          />
          {/* .login-link (globals.css): an icon on narrow phones, never hidden; 480 px where there is no drawer. */}
          <a href={loginTargets[section]} className="login-link" data-fit={menus.length > 0 ? "400" : "480"} data-testid="login">
            <i aria-hidden />
            <span>{t("login")}</span>
          </a>
        </div>
      </Container>
      <span id={HEADER_END_ID} hidden />
    </AutoHideHeader>
  );
}
