import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import type { Section } from "@/config/sections";
import { sectionMenu, type Highlight } from "@/config/navigation";
import { getRegion } from "@/i18n/region";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { MoroccoNotice } from "./morocco-notice";
import { RegionSuggestion } from "./region-suggestion";

type SiteShellProps = {
  section: Section;
  /** The header menu to highlight; by default the section's own (`sectionMenu`). */
  highlight?: Highlight;
  children: ReactNode;
  hideRegionNotice?: boolean;
};

/**
 * Header, main landmark and footer around a page. Each section's layout
 * renders it with its own `section`, which drives the log-in target, the
 * legal links and, unless `highlight` names another, the header highlight. Language and region come from the
 * request context that the layout's `pageContext` set.
 */
export async function SiteShell({ section, highlight = sectionMenu(section), children, hideRegionNotice }: SiteShellProps) {
  const t = await getTranslations("common");
  const lang = await getLocale();
  const region = getRegion();
  return (
    <>
      <a
        href="#main"
        className="bg-brand-600 sr-only z-50 rounded-full px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader section={section} highlight={highlight} />
      <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
        {region === "ma" && !hideRegionNotice ? <MoroccoNotice text={t("moroccoNotice")} /> : null}
        {children}
      </main>
      <SiteFooter section={section} highlight={highlight} />
      {region === "global" ? <RegionSuggestion pageLang={lang} /> : null}
    </>
  );
}
