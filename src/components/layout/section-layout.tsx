import type { ReactNode } from "react";
import type { Section } from "@/config/sections";
import { sectionMenu, type Highlight } from "@/config/navigation";
import { pageContext, type PageProps } from "@/lib/page";
import { SiteShell } from "./site-shell";

/**
 * Builds a section's layout: the site shell with the section's log-in target,
 * legal links and header highlight. `src/app/[lang]/[region]/<section>/layout.tsx`
 * is one line: `export default sectionLayout("app");`. A section with two menus
 * has a layout per menu, which names it: `sectionLayout("business", "pay")`.
 */
export function sectionLayout(section: Exclude<Section, "home">, highlight: Highlight = sectionMenu(section)) {
  return async function SectionLayout({ children, ...props }: PageProps & { children: ReactNode }) {
    // Sets the language and region that the shell (and everything below) reads from context.
    await pageContext(props);
    return (
      <SiteShell section={section} highlight={highlight}>
        {children}
      </SiteShell>
    );
  };
}
