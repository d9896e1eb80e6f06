import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import type { Section } from "@/i18n/sections";
import { SiteShell } from "./site-shell";

type LayoutProps = { children: ReactNode; params: Promise<{ lang: string; region: string }> };

/**
 * Builds a section's layout: the site shell with the section's log-in target,
 * legal links and header highlight. `src/app/[lang]/[region]/<section>/layout.tsx`
 * is one line: `export default sectionLayout("app");`.
 */
export function sectionLayout(section: Exclude<Section, "home">) {
  return async function SectionLayout({ children, params }: LayoutProps) {
    const { lang, region } = (await params) as { lang: Lang; region: RegionId };
    setRequestLocale(lang);
    return (
      <SiteShell lang={lang} region={region} section={section}>
        {children}
      </SiteShell>
    );
  };
}
